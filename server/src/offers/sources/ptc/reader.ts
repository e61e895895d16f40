/**
 * Texas PUC's Power to Choose "all offers" export (powertochoose.org/en-us/Plan/ExportToCsv): every residential
 * electricity offer of the competitive areas, one row per offer and language, every column name in square brackets.
 * Columns are read by name: older exports have 28 columns (no [YRACURL]), newer ones 29.
 */
import type { CsvRecord } from '../../../csv/readCsv.js';
import type { NormalizedOffer, OfferSourceReader } from '../types.js';
import { collect, flagIn, Header, isBlank, joinTexts, numberIn, priceIn, recordsOf, RowError, termIn, urlIn } from '../table.js';

/** The columns an offer needs, in the export's order: the first one missing names a file that is not this format. */
const REQUIRED = [
  '[idKey]', '[TduCompanyName]', '[RepCompany]', '[Product]', '[kwh500]', '[kwh1000]', '[kwh2000]', '[PrePaid]',
  '[TimeOfUse]', '[Fixed]', '[RateType]', '[Renewable]', '[TermValue]', '[CancelFee]', '[Language]',
] as const;

/** The last line of every export; not a row. */
const TRAILER = /^END OF FILE$/i;

const USAGES = ['500', '1000', '2000'] as const;

export const ptcReader: OfferSourceReader = {
  id: 'ptc',
  describe: [
    'Texas Power to Choose CSV export (28 or 29 [bracketed] columns, read by name; the END OF FILE trailer is not a row).',
    'Market: TX / [TduCompanyName] / Electric / Residential / kWh. Each row, Spanish ones too, is an offer known by [idKey].',
    'Reads [RepCompany] (supplier), [Product], [kwh1000] (the price, $/kWh) with [kwh500] and [kwh2000], [RateType],',
    '[Fixed], [TermValue] (months), [Renewable] (%), [CancelFee], [PrePaid], [TimeOfUse], [Promotion], [PromotionDesc],',
    '[Language], [SpecialTerms] and [Fees/Credits] (terms), [Website], [TermsURL], [FactsURL], [EnrollURL], [EnrollPhone].',
  ].join('\n'),
  read(text) {
    const records = recordsOf(text);
    const header = new Header(records[0].cells);
    header.require('ptc', REQUIRED);
    let rows = records.slice(1);
    const last = rows.at(-1);
    if (last && TRAILER.test(last.cells.join(',').trim())) rows = rows.slice(0, -1);
    rows = rows.filter((record) => !isBlank(record));
    const firstLineOf = new Map<string, number>();
    return collect('ptc', rows, (record) => {
      const offer = offerOf(header, record);
      const earlier = firstLineOf.get(offer.sourceKey!);
      if (earlier !== undefined) throw new RowError(`[idKey] ${offer.sourceKey} is already the offer of line ${earlier}.`);
      firstLineOf.set(offer.sourceKey!, record.line);
      return offer;
    });
  },
};

function offerOf(header: Header, record: CsvRecord): NormalizedOffer {
  const cell = (column: string) => header.cell(record, column);
  const sourceKey = cell('[idKey]');
  if (!sourceKey) throw new RowError('[idKey] is empty: the offer has no id.');
  const utility = cell('[TduCompanyName]');
  if (!utility) throw new RowError('[TduCompanyName] is empty: the offer names no utility.');
  const supplierName = cell('[RepCompany]');
  if (!supplierName) throw new RowError('[RepCompany] is empty: the offer names no supplier.');
  const price = priceIn(cell('[kwh1000]'), '[kwh1000]');
  const pricesByUsage: Record<string, number> = {};
  for (const usage of USAGES) {
    const column = `[kwh${usage}]`;
    if (cell(column) !== null) pricesByUsage[usage] = priceIn(cell(column), column);
  }
  const fixed = numberIn(cell('[Fixed]'), '[Fixed]');
  // Every field written out: an object spread from defaults then overridden made reading the file four times slower.
  return {
    market: { stateCode: 'TX', utility, commodity: 'Electric', customerClass: 'Residential', unit: 'kWh' },
    sourceKey,
    supplierName,
    product: cell('[Product]'),
    rateType: cell('[RateType]'),
    termMonths: termIn(cell('[TermValue]'), '[TermValue]'),
    price,
    pricesByUsage,
    renewablePercent: numberIn(cell('[Renewable]'), '[Renewable]'),
    cancellationFee: cell('[CancelFee]'),
    monthlyFee: null,
    promotion: cell('[PromotionDesc]'),
    promotional: flagIn(cell('[Promotion]')),
    language: cell('[Language]'),
    isUtilityRate: false,
    introductory: false,
    prepaid: flagIn(cell('[PrePaid]')),
    timeOfUse: flagIn(cell('[TimeOfUse]')),
    fixed,
    links: {
      website: urlIn(cell('[Website]')),
      terms: urlIn(cell('[TermsURL]')),
      factsLabel: urlIn(cell('[FactsURL]')),
      enroll: urlIn(cell('[EnrollURL]')),
      enrollPhone: cell('[EnrollPhone]'),
    },
    terms: joinTexts(cell('[SpecialTerms]'), cell('[Fees/Credits]')),
    line: record.line,
  };
}
