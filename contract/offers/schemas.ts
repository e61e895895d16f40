/**
 * Requests and replies of the offers area (./endpoints): retail offers imported from the states' public files.
 *
 * A market is one state, utility (territory), commodity and customer class, priced in one unit. Each import of a
 * file is a snapshot of every market the file holds on its date (`asOf`); an offer is known within its market by its
 * `sourceKey` (the source's own id, e.g. Power to Choose's `[idKey]`, or a key made of the offer's terms where the
 * source has none). Prices are in dollars per the market's unit ($/kWh, $/Ccf, $/Mcf, $/therm); screens may write ¢/kWh.
 * Offers are public data: nothing here is premium.
 */
import { z } from 'zod';
import { count } from '../http';

/** The file formats the import reads (server/src/offers/sources/<source>). */
export const OFFER_SOURCES = ['ptc', 'oh-apples-to-apples', 'ma-energy-switch', 'insights'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/** How a view names a source ("Power to Choose, 01/09/2026"). */
export const OFFER_SOURCE_NAMES: Record<OfferSource, string> = {
  ptc: 'Power to Choose',
  'oh-apples-to-apples': 'Apples to Apples',
  'ma-energy-switch': 'Energy Switch Massachusetts',
  insights: 'Insights',
};

export const OFFER_COMMODITIES = ['Electric', 'Natural Gas'] as const;
export type OfferCommodity = (typeof OFFER_COMMODITIES)[number];

/** The unit a market's prices are per. */
export const OFFER_UNITS = ['kWh', 'Ccf', 'Mcf', 'therm'] as const;
export type OfferUnit = (typeof OFFER_UNITS)[number];

export const OFFER_CUSTOMER_CLASSES = ['Residential', 'Small Commercial', 'Commercial'] as const;

/** The largest file the import takes (413 above it). */
export const OFFER_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * A snapshot with fewer than this share of the market's previous offers is partial: kept and flagged, but it withdraws
 * nothing (a failed download must never read as hundreds of withdrawals).
 */
export const PARTIAL_SNAPSHOT_SHARE = 0.5;

export const OFFER_MESSAGES = {
  source: `source must be one of ${OFFER_SOURCES.join(', ')}.`,
  asOf: 'asOf must be a date written YYYY-MM-DD, e.g. 2026-01-09.',
  date: (name: string) => `${name} must be a date written YYYY-MM-DD, e.g. 2026-01-09.`,
  order: 'from must not be after to.',
  stateCode: 'stateCode must be a two-letter state code, e.g. TX.',
  commodity: `commodity must be one of ${OFFER_COMMODITIES.join(', ')}.`,
  unit: `unit must be one of ${OFFER_UNITS.join(', ')}.`,
  emptyBody: 'The file is empty: send the offers file as the request body (text/csv).',
  tooLarge: `The file is larger than ${OFFER_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  /** A file that is not the source's format: names the first column the source needs and did not find. */
  missingColumn: (source: string, column: string) => `This file is not in the ${source} format: the column '${column}' is missing.`,
  /** A source whose file does not name its market needs these from the command or the query. */
  marketRequired: (source: string, names: string[]) => `A ${source} file does not name its market: give ${names.join(', ')}.`,
  unknownState: (code: string) => `stateCode: ${code} is not a state Insights covers.`,
  unknownMarket: 'No offers have been imported for this market.',
  notFound: 'No such offer.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) => z.string().regex(DAY, OFFER_MESSAGES.date(name));
const stateCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, OFFER_MESSAGES.stateCode);
const commodity = z.enum(OFFER_COMMODITIES, OFFER_MESSAGES.commodity);
const unit = z.enum(OFFER_UNITS, OFFER_MESSAGES.unit);

/** POST import's query. The market fields are for sources whose file does not name them (Ohio). */
export const importQuery = z.object({
  source: z.enum(OFFER_SOURCES, OFFER_MESSAGES.source),
  asOf: day('asOf').optional().meta({ description: "The snapshot's date; default today (or the date the file states)" }),
  stateCode: stateCode.optional(),
  utility: z.string().trim().min(1).max(200).optional(),
  customerClass: z.string().trim().min(1).max(100).optional(),
  commodity: commodity.optional(),
  unit: unit.optional(),
});
export type ImportQuery = z.input<typeof importQuery>;

/** A market as the import names it. */
export const offerMarketKey = z.object({
  stateCode: z.string(),
  utility: z.string(),
  commodity,
  customerClass: z.string(),
  unit,
});
export type OfferMarketKey = z.output<typeof offerMarketKey>;

export const skippedRow = z.object({
  line: z.number().int().min(1).meta({ description: 'The line of the file where the skipped row starts' }),
  reason: z.string(),
});
export type SkippedRow = z.output<typeof skippedRow>;

export const importReply = z.object({
  importId: z.number().int(),
  source: z.enum(OFFER_SOURCES),
  asOf: z.string(),
  partial: z.boolean().meta({ description: 'True when a market got fewer than half its previous offers: it withdrew nothing' }),
  rows: count.meta({ description: "The file's data rows (a trailer or preamble is not a row)" }),
  offers: count,
  new: count,
  changed: count.meta({ description: 'Offers with any price changed since the previous snapshot' }),
  unchanged: count,
  withdrawn: count,
  skipped: z.array(skippedRow),
  markets: z.array(offerMarketKey.extend({ offers: count })),
  suppliers: z.object({
    matched: count.meta({ description: "The file's distinct supplier names found as existing companies" }),
    created: z.array(z.string()).meta({ description: 'Supplier names that became companies of their own' }),
  }),
});
export type ImportReply = z.output<typeof importReply>;

/** One imported market: its latest snapshot and every snapshot date (oldest first). */
export const offerMarket = offerMarketKey.extend({
  source: z.enum(OFFER_SOURCES),
  offers: count.meta({ description: 'Offers in the latest snapshot (English rows only)' }),
  suppliers: count,
  latestAsOf: z.string(),
  snapshots: z.array(z.string()),
});
export type OfferMarket = z.output<typeof offerMarket>;

export const marketsReply = z.object({ markets: z.array(offerMarket) });
export type MarketsReply = z.output<typeof marketsReply>;

/** Selects one market; commodity and customer class may be left out when the state and utility name one market. */
export const marketQuery = z.object({
  stateCode,
  utility: z.string().trim().min(1).max(200),
  commodity: commodity.optional(),
  customerClass: z.string().trim().min(1).max(100).optional(),
});

export const offersQuery = marketQuery.extend({
  asOf: day('asOf').optional().meta({ description: 'The snapshot on or before this date; default the latest' }),
  language: z.enum(['English', 'Spanish', 'all']).optional().meta({ description: 'Default English (the rows screens show)' }),
});
export type OffersQuery = z.input<typeof offersQuery>;

/** Prices at other monthly uses, where the source gives them (Power to Choose: 500, 1000, 2000 kWh). */
export const pricesByUsage = z.record(z.string(), z.number()).nullable();

export const offer = z.object({
  id: z.number().int(),
  source: z.enum(OFFER_SOURCES),
  sourceKey: z.string(),
  supplierName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  product: z.string().nullable(),
  rateType: z.string().nullable().meta({ description: 'Fixed, Variable, Indexed…' }),
  termMonths: z.number().int().nullable(),
  price: z.number().meta({ description: "Dollars per the market's unit (Power to Choose: the 1,000 kWh price)" }),
  pricesByUsage,
  unit,
  renewablePercent: z.number().nullable(),
  cancellationFee: z.string().nullable().meta({ description: 'As the source writes it: "150.00", "20 / remaining month"' }),
  monthlyFee: z.number().nullable(),
  promotion: z.string().nullable(),
  language: z.string().nullable(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  previousPrice: z.number().nullable().meta({ description: "The price in the market's previous snapshot, if the offer was in it" }),
  /** The utility's own rate (the price to compare), not a supplier's offer. */
  isUtilityRate: z.boolean(),
  introductory: z.boolean(),
  prepaid: z.boolean(),
  timeOfUse: z.boolean(),
  links: z.object({
    website: z.string().nullable(),
    terms: z.string().nullable(),
    factsLabel: z.string().nullable(),
    enroll: z.string().nullable(),
    enrollPhone: z.string().nullable(),
  }),
  terms: z.string().nullable().meta({ description: 'Special terms, promotion or offer details as the source writes them' }),
});
export type Offer = z.output<typeof offer>;

export const offersReply = offerMarketKey.extend({
  source: z.enum(OFFER_SOURCES),
  asOf: z.string().meta({ description: 'The snapshot shown' }),
  previousAsOf: z.string().nullable(),
  offers: z.array(offer),
});
export type OffersReply = z.output<typeof offersReply>;

export const changesQuery = marketQuery.extend({ from: day('from'), to: day('to') });
export type ChangesQuery = z.input<typeof changesQuery>;

export const OFFER_CHANGE_KINDS = ['new', 'withdrawn', 'price'] as const;
export type OfferChangeKind = (typeof OFFER_CHANGE_KINDS)[number];

export const offerChange = z.object({
  kind: z.enum(OFFER_CHANGE_KINDS),
  date: z.string(),
  offerId: z.number().int(),
  sourceKey: z.string(),
  supplierName: z.string(),
  companyId: z.string().nullable(),
  product: z.string().nullable(),
  termMonths: z.number().int().nullable(),
  rateType: z.string().nullable(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type OfferChange = z.output<typeof offerChange>;

export const changesReply = z.object({ changes: z.array(offerChange) });
export type ChangesReply = z.output<typeof changesReply>;

export const offerIdParams = z.object({ id: z.coerce.number().int().min(1) });

export const offerHistoryReply = z.object({
  offer: offer,
  market: offerMarketKey,
  history: z.array(z.object({ asOf: z.string(), price: z.number(), pricesByUsage })),
});
export type OfferHistoryReply = z.output<typeof offerHistoryReply>;

export const ranksQuery = marketQuery.extend({ asOf: day('asOf').optional() });
export type RanksQuery = z.input<typeof ranksQuery>;

export const supplierRank = z.object({
  rank: z.number().int().min(1),
  supplierName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  price: z.number(),
  offerId: z.number().int(),
  product: z.string().nullable(),
});
export type SupplierRank = z.output<typeof supplierRank>;

export const ranksReply = offerMarketKey.extend({
  source: z.enum(OFFER_SOURCES),
  asOf: z.string(),
  rule: z.string().meta({ description: 'The benchmark in words' }),
  ranks: z.array(supplierRank),
});
export type RanksReply = z.output<typeof ranksReply>;

export const companyOffersParams = z.object({ companyId: z.string() });
export const companyOffersReply = z.object({
  markets: z.array(offerMarketKey.extend({
    source: z.enum(OFFER_SOURCES),
    asOf: z.string(),
    rank: z.number().int().nullable().meta({ description: "The company's benchmark rank; null when none of its offers meets the rule" }),
    rankedSuppliers: count,
    offers: z.array(offer),
  })),
});
export type CompanyOffersReply = z.output<typeof companyOffersReply>;

export const foundSupplier = z.object({
  companyId: z.string(),
  name: z.string(),
  markets: z.array(z.string()).meta({ description: '"TX · ONCOR ELECTRIC DELIVERY COMPANY"…' }),
  offers: count,
  firstSeen: z.string(),
});
export const foundSuppliersReply = z.object({ suppliers: z.array(foundSupplier) });
export type FoundSuppliersReply = z.output<typeof foundSuppliersReply>;
