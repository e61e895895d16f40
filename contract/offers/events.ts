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
import { OFFER_COMMODITIES, OFFER_UNITS, type OfferUnit } from './schemas';

export const OFFER_EVENT_TYPES = ['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'] as const;
export type OfferEventType = (typeof OFFER_EVENT_TYPES)[number];

export const OFFER_EVENT_LABELS: Readonly<Record<OfferEventType, string>> = {
  'offer.new': 'New offer',
  'offer.withdrawn': 'Offer withdrawn',
  'offer.price_changed': 'Price changed',
  'rank.changed': 'Rank changed',
};

/** Under this a kWh price change is rounding noise: 0.1 ¢/kWh, in dollars. */
export const NOISE_FLOOR_PER_KWH = 0.001;
/** Under this share (percent) a price change of any other unit is noise. */
export const NOISE_FLOOR_PERCENT = 0.1;

/** Whether a move from `before` to `after` (dollars per `unit`) is under the noise floor and announces nothing. */
export function isPriceNoise(before: number, after: number, unit: OfferUnit): boolean {
  const change = Math.abs(after - before);
  // Compared in millionths (the stored precision), so 0.0010 reads as the floor itself and not under it.
  if (unit === 'kWh') return Math.round(change * 1e6) < Math.round(NOISE_FLOOR_PER_KWH * 1e6);
  if (before === 0) return change === 0;
  return (change / Math.abs(before)) * 100 < NOISE_FLOOR_PERCENT - 1e-9;
}

/** A price for a person: '6.9¢/kWh' (kWh prices in cents, one decimal at least), '$0.842/therm' otherwise. */
export function formatOfferPrice(price: number, unit: OfferUnit): string {
  if (unit === 'kWh') {
    const cents = Math.round(price * 100 * 1000) / 1000;
    const text = Number.isInteger(cents * 10) ? cents.toFixed(1) : String(cents);
    return `${text}¢/kWh`;
  }
  return `$${(Math.round(price * 10000) / 10000).toString()}/${unit}`;
}

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

/** Words of an all-capitals utility name that stay as they are written (acronyms, legal suffixes), or are spelt so. */
const UTILITY_WORDS: Readonly<Record<string, string>> = {
  AEP: 'AEP', LLC: 'LLC', LP: 'LP', INC: 'Inc', TNMP: 'TNMP', PECO: 'PECO', PPL: 'PPL', NSTAR: 'NSTAR', CENTERPOINT: 'CenterPoint',
  OF: 'of', AND: 'and', THE: 'the', 'D/B/A': 'd/b/a',
};

/**
 * A utility as people read it: the Power to Choose file writes its utilities in capitals ("ONCOR ELECTRIC DELIVERY
 * COMPANY"); a sentence writes "Oncor Electric Delivery Company". A name already in mixed case ("Columbia Gas of
 * Ohio", "NSTAR d/b/a Eversource Energy") is kept as it is.
 */
export function readableUtility(utility: string): string {
  const name = utility.trim();
  if (name !== name.toUpperCase() || !/[A-Z]/.test(name)) return name;
  return name
    .split(/\s+/)
    .map((word, i) => {
      const known = UTILITY_WORDS[word];
      if (known) return i === 0 && /^[a-z]/.test(known) ? known[0]!.toUpperCase() + known.slice(1) : known;
      // Each part of a hyphenated word ("TEXAS-NEW") starts with a capital.
      return word.toLowerCase().replace(/(^|[-(&/])([a-z])/g, (_all, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/** A market in a sentence: "Oncor Electric Delivery Company (TX)". */
export function offerMarketName(market: { stateCode: string; utility: string }): string {
  return `${readableUtility(market.utility)} (${market.stateCode})`;
}
