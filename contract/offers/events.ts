/**
 * The events an offers import computes once, in its transaction, and stores (issue 61 §1): the facts price watches,
 * the bell, the digest and webhooks are made of. They are computed against the market's previous snapshot, and a
 * market's first snapshot, the same file again, an older date than the latest and a partial snapshot produce none.
 *
 * - `offer.new`: an offer appeared (before null, after its price).
 * - `offer.withdrawn`: an offer left the market (before its last price, after null).
 * - `offer.price_changed`: an offer's price moved by at least the noise floor (before, after, change, changePercent).
 * - `rank.changed`: a supplier's benchmark rank in the market (server/src/offers/ranks.ts) moved: before and after
 *   are ranks (null: not ranked then), `price` its benchmark price after (or before, when it left the ranking).
 *
 * Prices are dollars per the market's unit, as everywhere in the offers area; sentences write ¢/kWh.
 */
import { z } from 'zod';
import { OFFER_COMMODITIES, OFFER_UNITS } from './schemas';

// The plain words (no zod), for screens too.
export { NOISE_FLOOR_PER_KWH, NOISE_FLOOR_PERCENT, isPriceNoise, formatOfferPrice, readableUtility, offerMarketName } from './wording';

export const OFFER_EVENT_TYPES = ['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'] as const;
export type OfferEventType = (typeof OFFER_EVENT_TYPES)[number];

export const OFFER_EVENT_LABELS: Readonly<Record<OfferEventType, string>> = {
  'offer.new': 'New offer',
  'offer.withdrawn': 'Offer withdrawn',
  'offer.price_changed': 'Price changed',
  'rank.changed': 'Rank changed',
};

/**
 * One stored event, as the watches, the digest and a `json` webhook read it. For the three offer events the offer's
 * fields are set; for `rank.changed` `sourceKey` is null and product/termMonths are those of the benchmark offer.
 */
export const offerEvent = z.object({
  id: z.number().int(),
  type: z.enum(OFFER_EVENT_TYPES),
  importId: z.number().int(),
  /** The snapshot's date. */
  asOf: z.string(),
  /** The market's previous snapshot (what the event is against). */
  previousAsOf: z.string().nullable(),
  stateCode: z.string(),
  utility: z.string(),
  commodity: z.enum(OFFER_COMMODITIES),
  customerClass: z.string(),
  unit: z.enum(OFFER_UNITS),
  offerId: z.number().int().nullable(),
  sourceKey: z.string().nullable(),
  supplierName: z.string(),
  companyId: z.string().nullable(),
  product: z.string().nullable(),
  termMonths: z.number().int().nullable(),
  rateType: z.string().nullable(),
  /** Offer events: the price before and after (dollars per unit). rank.changed: the rank before and after. */
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** offer.price_changed: after − before, in dollars per unit, and in percent of before. */
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** rank.changed: the supplier's benchmark price after (before, when it left the ranking). */
  price: z.number().nullable(),
  /** offer.new and offer.price_changed: the offer is one of the English rows the screens show. */
  english: z.boolean(),
});
export type OfferEvent = z.output<typeof offerEvent>;

/**
 * The `data` of a signed `json` webhook delivery of an offer event (issue 61 §3): one change per delivery. For
 * rank.changed, `before` and `after` are ranks and `price` the benchmark price.
 */
export const offerWebhookData = z.object({
  sourceKey: z.string().nullable(),
  supplierName: z.string(),
  companyId: z.string().nullable(),
  product: z.string().nullable(),
  termMonths: z.number().int().nullable(),
  stateCode: z.string(),
  utility: z.string(),
  commodity: z.enum(OFFER_COMMODITIES),
  customerClass: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  price: z.number().nullable(),
  unit: z.enum(OFFER_UNITS),
  asOf: z.string(),
  /** The market's What changed view in the portal. */
  url: z.string(),
});
export type OfferWebhookData = z.output<typeof offerWebhookData>;
