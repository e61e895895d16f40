/**
 * Ohio PUCO "Energy Choice Ohio" Apples to Apples, "Export all offers to CSV". One export is one utility and customer
 * class chosen on the site, and the file names neither, nor the price unit: the command or the query gives them.
 * There is no offer id: the import keys each offer by its terms (sourceKey null). Columns it does not know (a
 * downloader's own helper columns) are ignored.
 */
import { OFFER_MESSAGES, OFFER_SOURCE_NAMES } from '../../../../../contract/offers/schemas.js';
import type { CsvRecord } from '../../../csv/readCsv.js';
import { SourceFormatError, type NormalizedOffer, type OfferSourceReader, type SourceOptions } from '../types.js';
import { collect, flagIn, Header, isBlank, joinTexts, numberIn, oneSpaced, priceIn, recordsOf, RowError, termIn, urlIn } from '../table.js';

/** The columns an offer's terms need, in the export's order. */
const REQUIRED = [
  'SupplierCompanyName', 'Price', 'RateType', 'IsIntroductoryOffer', 'TermLength', 'EarlyTerminationFee', 'MonthlyFee',
  'IsPromotionalOffer',
] as const;

export const ohApplesToApplesReader: OfferSourceReader = {
  id: 'oh-apples-to-apples',
  describe: [
    'Ohio PUCO Apples to Apples CSV export. The file names no market: give the utility, customer class, commodity and',
    'unit (Ccf or Mcf for gas); the state is OH unless given. No offer id: an offer is known by its terms.',
    'Reads SupplierCompanyName (the brand; CompanyName, the legal name, when it is blank), Price ($ per the unit),',
    'RateType, TermLength (months), EarlyTerminationFee, MonthlyFee, IsIntroductoryOffer, IsPromotionalOffer,',
    'OfferDetails, IntroductoryOfferDetails and PromotionalOfferDetails (terms), SupplierWebSiteUrl, TermsOfServiceURL,',
    'SignUpNowURL, SupplierPhone. Other columns are ignored.',
  ].join('\n'),
  read(text, options) {
    const records = recordsOf(text);
    const header = new Header(records[0].cells);
    header.require('oh-apples-to-apples', REQUIRED);
    const market = marketOf(options);
    const rows = records.slice(1).filter((record) => !isBlank(record));
    return collect('oh-apples-to-apples', rows, (record) => offerOf(header, record, market));
  },
};

function marketOf(options: SourceOptions): NormalizedOffer['market'] {
  const { utility, customerClass, commodity, unit } = options;
  if (!utility || !customerClass || !commodity || !unit) {
    const missing = Object.entries({ utility, customerClass, commodity, unit }).filter(([, value]) => !value).map(([name]) => name);
    throw new SourceFormatError(OFFER_MESSAGES.marketRequired(OFFER_SOURCE_NAMES['oh-apples-to-apples'], missing));
  }
  return { stateCode: options.stateCode ?? 'OH', utility, customerClass, commodity, unit };
}

function offerOf(header: Header, record: CsvRecord, market: NormalizedOffer['market']): NormalizedOffer {
  const cell = (column: string) => header.cell(record, column);
  // SupplierCompanyName is the name customers shop by ('IGS Energy'); CompanyName the legal one ('Interstate Gas Supply LLC').
  const supplier = cell('SupplierCompanyName') ?? cell('CompanyName');
  if (!supplier) throw new RowError('SupplierCompanyName is empty: the offer names no supplier.');
  const introductory = flagIn(cell('IsIntroductoryOffer'));
  const promotional = flagIn(cell('IsPromotionalOffer'));
  return {
    market,
    sourceKey: null,
    supplierName: oneSpaced(supplier),
    product: null,
    rateType: cell('RateType'),
    termMonths: termIn(cell('TermLength'), 'TermLength'),
    price: priceIn(cell('Price'), 'Price'),
    pricesByUsage: null,
    renewablePercent: null,
    cancellationFee: cell('EarlyTerminationFee'),
    monthlyFee: numberIn(cell('MonthlyFee'), 'MonthlyFee'),
    promotion: promotional ? cell('PromotionalOfferDetails') : null,
    language: null,
    isUtilityRate: false,
    introductory,
    promotional,
    prepaid: false,
    timeOfUse: false,
    fixed: null,
    links: {
      website: urlIn(cell('SupplierWebSiteUrl')),
      terms: urlIn(cell('TermsOfServiceURL')),
      factsLabel: null,
      enroll: urlIn(cell('SignUpNowURL')),
      enrollPhone: cell('SupplierPhone'),
    },
    terms: joinTexts(cell('OfferDetails'), cell('IntroductoryOfferDetails'), cell('PromotionalOfferDetails')),
    line: record.line,
  };
}
