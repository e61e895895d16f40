/**
 * The product's own Offers Raw Data export (server/src/routes/rawData/rawDataFiles.ts, OFFERS_CSV_HEADER), read back
 * unchanged: one row per offer of one state and commodity, the state written by name ("Texas"). The optional
 * columns Product and Source Key are read when the file has them; without a Source Key the import keys the offer by
 * its terms.
 */
import { OFFER_COMMODITIES, OFFER_UNITS } from '../../../../../contract/offers/schemas.js';
import { US_STATES } from '../../../../../contract/users/constants.js';
import type { CsvRecord } from '../../../csv/readCsv.js';
import type { NormalizedOffer, OfferSourceReader } from '../types.js';
import { collect, Header, isBlank, numberIn, priceIn, recordsOf, RowError, termIn } from '../table.js';

/**
 * The export's columns an offer needs, in its order. Not OFFERS_CSV_HEADER itself: a column the export gains later
 * must not make its older files unreadable. Posted Date and Valid Until are not read.
 */
const REQUIRED = [
  'State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
  'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %',
] as const;

const STATE_CODES = new Map<string, string>(US_STATES.flatMap(({ code, name }) => [[code.toLowerCase(), code], [name.toLowerCase(), code]]));

export const insightsReader: OfferSourceReader = {
  id: 'insights',
  describe: [
    "Insights' own Offers Raw Data export, as downloaded. Market: State (a name or a code) / Utility / Commodity /",
    "Customer Class / Price Unit (kWh, Ccf, Mcf or therm). 'Offered By' Utility marks the utility's own rate.",
    'Reads Supplier, Rate Type, Price ($ per the unit), Term (months), Early Termination Fee, Monthly Fee, Renewable %,',
    'and Product and Source Key (the offer\'s id in its source) when present; without a Source Key an offer is known by',
    'its terms. Posted Date and Valid Until are not read.',
  ].join('\n'),
  read(text) {
    const records = recordsOf(text);
    const header = new Header(records[0].cells);
    header.require('insights', REQUIRED);
    const rows = records.slice(1).filter((record) => !isBlank(record));
    return collect('insights', rows, (record) => offerOf(header, record));
  },
};

/** The export neutralises a formula-like text with a leading apostrophe (contract/csv.ts): read it back as it was. */
const unneutralised = (value: string | null) => (value && /^'[=+\-@]/.test(value) ? value.slice(1) : value);

function offerOf(header: Header, record: CsvRecord): NormalizedOffer {
  const cell = (column: string) => unneutralised(header.cell(record, column));
  const state = cell('State');
  const stateCode = state ? STATE_CODES.get(state.toLowerCase().replace(/\s+/g, ' ')) : undefined;
  if (!stateCode) throw new RowError(`State '${state ?? ''}' is not a state we know.`);
  const commodity = OFFER_COMMODITIES.find((known) => known.toLowerCase() === cell('Commodity')?.toLowerCase());
  if (!commodity) throw new RowError(`Commodity '${cell('Commodity') ?? ''}' is not one of ${OFFER_COMMODITIES.join(', ')}.`);
  const unit = OFFER_UNITS.find((known) => known.toLowerCase() === cell('Price Unit')?.toLowerCase());
  if (!unit) throw new RowError(`Price Unit '${cell('Price Unit') ?? ''}' is not one of ${OFFER_UNITS.join(', ')}.`);
  const utility = cell('Utility');
  if (!utility) throw new RowError('Utility is empty: the offer names no utility.');
  const customerClass = cell('Customer Class');
  if (!customerClass) throw new RowError('Customer Class is empty.');
  const isUtilityRate = cell('Offered By')?.toLowerCase() === 'utility';
  // The export leaves Supplier empty on a utility's own rate.
  const supplierName = cell('Supplier') ?? (isUtilityRate ? utility : null);
  if (!supplierName) throw new RowError('Supplier is empty: the offer names no supplier.');
  const term = cell('Term (months)');
  return {
    market: { stateCode, utility, commodity, customerClass, unit },
    sourceKey: cell('Source Key'),
    supplierName,
    product: cell('Product'),
    rateType: cell('Rate Type'),
    // A utility's rate may have no term; an offer exported by Insights always has one unless its source had none.
    termMonths: term === null ? null : termIn(term, 'Term (months)'),
    price: priceIn(cell('Price'), 'Price'),
    pricesByUsage: null,
    renewablePercent: numberIn(cell('Renewable %'), 'Renewable %'),
    cancellationFee: cell('Early Termination Fee'),
    monthlyFee: numberIn(cell('Monthly Fee'), 'Monthly Fee'),
    promotion: null,
    language: null,
    isUtilityRate,
    introductory: false,
    promotional: false,
    prepaid: false,
    timeOfUse: false,
    fixed: null,
    links: { website: null, terms: null, factsLabel: null, enroll: null, enrollPhone: null },
    terms: null,
    line: record.line,
  };
}
