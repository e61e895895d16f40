/**
 * Massachusetts DPU "Energy Switch Massachusetts" download: a preamble (service territory, customer class, the site's
 * filters), then one row per offer. Prices are text ("10.420 cents/kWh"), terms "12 months", a blank field is a single
 * space. The first row is usually the utility's own basic service rate, the price to compare. There is no offer id:
 * the import keys each offer by its terms (sourceKey null).
 */
import { OFFER_MESSAGES, OFFER_SOURCE_NAMES } from '../../../../../contract/offers/schemas.js';
import type { CsvRecord } from '../../../csv/readCsv.js';
import { SourceFormatError, type NormalizedOffer, type OfferSourceReader, type SourceOptions } from '../types.js';
import { collect, flagIn, Header, isBlank, joinTexts, numberIn, priceIn, recordsOf, RowError, termIn } from '../table.js';

/** The columns an offer's terms need, in the download's order. */
const REQUIRED = [
  'Supplier Name', 'Pricing Structure', 'Price $/month', 'Price (cents/kWh)', 'Introductory Price', 'Contract Term',
  'Cancellation Fee', 'Renewable Energy Content %',
] as const;

const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export const maEnergySwitchReader: OfferSourceReader = {
  id: 'ma-energy-switch',
  describe: [
    'Energy Switch Massachusetts CSV download. Market: MA / the preamble\'s "Service Territory" / Electric / its',
    '"Customer Class" / kWh. No offer id: an offer is known by its terms. The row named after the territory is the',
    "utility's basic service rate (the price to compare). A line that is not a row of the table (junk at the end) is",
    'skipped with its reason. Reads Supplier Name, Pricing Structure (rate type), Price (cents/kWh) ("10.420 cents/kWh"',
    'becomes $0.1042/kWh), Price $/month (monthly fee), Introductory Price, Enrollment Fee, Contract Term ("12 months"),',
    'Cancellation Fee, Automatic Renewal, Renewable Energy Content %, Additional Products/Services (promotion).',
  ].join('\n'),
  read(text, options) {
    const records = recordsOf(text);
    const at = records.findIndex((record) => record.cells.some((cell) => keyOf(cell) === keyOf(REQUIRED[0])));
    if (at < 0) throw new SourceFormatError(OFFER_MESSAGES.missingColumn(OFFER_SOURCE_NAMES['ma-energy-switch'], REQUIRED[0]));
    const header = new Header(records[at].cells);
    header.require('ma-energy-switch', REQUIRED);
    const market = marketOf(records.slice(0, at), options);
    const rows = records.slice(at + 1).filter((record) => !isBlank(record));
    return collect('ma-energy-switch', rows, (record) => offerOf(header, record, market));
  },
};

/** Territory and class from the preamble ('Service Territory ,NSTAR d/b/a Eversource Energy'), else from the command. */
function marketOf(preamble: CsvRecord[], options: SourceOptions): NormalizedOffer['market'] {
  const stated = (name: string) => preamble.find((record) => keyOf(record.cells[0] ?? '') === keyOf(name))?.cells[1]?.trim() || undefined;
  const utility = stated('Service Territory') ?? options.utility;
  const customerClass = stated('Customer Class') ?? options.customerClass;
  if (!utility || !customerClass) {
    const missing = Object.entries({ utility, customerClass }).filter(([, value]) => !value).map(([name]) => name);
    throw new SourceFormatError(OFFER_MESSAGES.marketRequired(OFFER_SOURCE_NAMES['ma-energy-switch'], missing));
  }
  return { stateCode: 'MA', utility, commodity: 'Electric', customerClass, unit: 'kWh' };
}

function offerOf(header: Header, record: CsvRecord, market: NormalizedOffer['market']): NormalizedOffer {
  if (record.cells.length !== header.width) {
    throw new RowError(`The line has ${record.cells.length} fields where the table has ${header.width}: it is not an offer row.`);
  }
  const cell = (column: string) => header.cell(record, column);
  const supplierName = cell('Supplier Name');
  if (!supplierName) throw new RowError('Supplier Name is empty: the offer names no supplier.');
  const price = cell('Price (cents/kWh)');
  const introductoryPrice = cell('Introductory Price');
  const enrollmentFee = cell('Enrollment Fee');
  const renewal = cell('Automatic Renewal');
  const products = cell('Additional Products/Services');
  const common = {
    market,
    sourceKey: null,
    supplierName,
    product: null,
    rateType: cell('Pricing Structure'),
    pricesByUsage: null,
    cancellationFee: cell('Cancellation Fee'),
    monthlyFee: numberIn(cell('Price $/month'), 'Price $/month'),
    renewablePercent: numberIn(cell('Renewable Energy Content %'), 'Renewable Energy Content %'),
    promotion: products,
    promotional: products !== null,
    introductory: introductoryPrice !== null,
    language: null,
    prepaid: false,
    timeOfUse: false,
    fixed: null,
    links: { website: null, terms: null, factsLabel: null, enroll: null, enrollPhone: null },
    line: record.line,
  };
  const terms = joinTexts(
    introductoryPrice && `Introductory price: ${introductoryPrice}`,
    enrollmentFee && `Enrollment fee: ${enrollmentFee}`,
    renewal && `Automatic renewal: ${renewal}`,
    flagIn(cell('100% New Regional Resources')) ? '100% new regional resources' : null,
  );
  if (keyOf(supplierName) === keyOf(market.utility)) {
    const rate = utilityRate(price, cell('Contract Term'));
    return { ...common, price: rate.price, termMonths: rate.termMonths, isUtilityRate: true, terms: joinTexts(rate.terms, terms) };
  }
  return { ...common, termMonths: termIn(cell('Contract Term'), 'Contract Term'), price: dollarsOf(price), isUtilityRate: false, terms };
}

/**
 * The basic service row: this period's price then the next one's ("10.836 cents/kWh|TBD"), and the periods
 * ("Jul '19 through Dec '19 |Jan '20 through Jun '20 "). The price is this period's; the term its length.
 */
function utilityRate(price: string | null, periods: string | null): { price: number; termMonths: number | null; terms: string | null } {
  const prices = (price ?? '').split('|').map((part) => part.trim());
  const spans = (periods ?? '').split('|').map((part) => part.trim()).filter(Boolean);
  return {
    price: dollarsOf(prices[0] || null),
    termMonths: spans[0] ? monthsOf(spans[0]) : null,
    terms: spans.length > 0 ? spans.map((span, i) => `${span}: ${prices[i] ?? 'TBD'}`).join('\n') : null,
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Jul '19 through Dec '19" → 6. */
function monthsOf(span: string): number | null {
  const parts = /^(\w{3})\w* '(\d\d) through (\w{3})\w* '(\d\d)$/i.exec(span);
  if (!parts) return null;
  const index = (month: string, year: string) => Number(year) * 12 + MONTHS.indexOf(month.toLowerCase());
  if (!MONTHS.includes(parts[1].toLowerCase()) || !MONTHS.includes(parts[3].toLowerCase())) return null;
  return index(parts[3], parts[4]) - index(parts[1], parts[2]) + 1;
}

/** "10.420 cents/kWh" → 0.1042 ($/kWh), shifted as text so no binary rounding creeps in (0.10419999…). */
function dollarsOf(price: string | null): number {
  if (price === null) throw new RowError('Price (cents/kWh) is empty: the offer has no price.');
  const cents = /^(\d+)(?:\.(\d+))?\s*(?:cents|¢)?\s*(?:\/\s*kWh)?$/i.exec(price);
  if (!cents) throw new RowError(`Price (cents/kWh) '${price}' is not a price in cents/kWh.`);
  const whole = cents[1].padStart(3, '0');
  return priceIn(`${whole.slice(0, -2)}.${whole.slice(-2)}${cents[2] ?? ''}`, 'Price (cents/kWh)');
}
