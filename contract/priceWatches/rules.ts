/**
 * What a price watch is (issue 61 §2), shared by the server (validation, evaluation) and the widgets (form, list).
 *
 * A watch names one offers market (state and utility; commodity and customer class where the two do not name one
 * market) and holds rules. A rule fires once per crossing: when its condition becomes true, not again while it stays
 * true, and again only after it has cleared. Changes under the noise floor (contract/offers/events.ts) fire nothing.
 * - priceAtOrBelow: an offer of the market (English rows) is posted at or under `price`, or drops there; judged per
 *   offer. `termMonths` and `rateType` narrow the offers looked at.
 * - rank: the supplier `companyId` leaves or enters the market's benchmark top `top`; judged per supplier.
 * - supplierChange: the supplier posts, withdraws or reprices an offer (by at least `minPercent`, when given).
 * - anyChange: any offer of the market is posted, withdrawn or repriced.
 * One notification per watch per import: up to PRICE_WATCH_SENTENCE_LIMIT changes as a sentence each, beyond that
 * one that counts them and links to the Offers screen's What changed view of that day.
 */
export const PRICE_WATCH_RULE_KINDS = ['priceAtOrBelow', 'rank', 'supplierChange', 'anyChange'] as const;
export type PriceWatchRuleKind = (typeof PRICE_WATCH_RULE_KINDS)[number];

export const RANK_DIRECTIONS = ['leaves', 'enters', 'both'] as const;
export type RankDirection = (typeof RANK_DIRECTIONS)[number];

export const PRICE_WATCH_LIMIT = 50;
export const PRICE_WATCH_RULE_LIMIT = 20;
export const RANK_TOP_MAX = 50;
/** A notification lists its changes one sentence each up to this many; beyond it, one counting summary. */
export const PRICE_WATCH_SENTENCE_LIMIT = 5;

export const PRICE_WATCH_RULE_LABELS: Readonly<Record<PriceWatchRuleKind, string>> = {
  priceAtOrBelow: 'Price at or below',
  rank: 'Rank in the top',
  supplierChange: 'Supplier changes',
  anyChange: 'Any change',
};

export const RANK_DIRECTION_LABELS: Readonly<Record<RankDirection, string>> = {
  leaves: 'leaves',
  enters: 'enters',
  both: 'enters or leaves',
};

export const PRICE_WATCH_MESSAGES = {
  rulesRequired: 'Add at least one rule.',
  ruleLimit: `A price watch may hold up to ${PRICE_WATCH_RULE_LIMIT} rules.`,
  utilityRequired: 'Choose a utility.',
  priceRequired: 'Price must be a number more than 0.',
  topRange: `Top must be a whole number from 1 to ${RANK_TOP_MAX}.`,
  supplierRequired: 'Choose a supplier.',
  unknownSupplier: (companyId: string) => `${companyId} is not a company Insights knows.`,
  minPercent: 'Minimum change must be a number from 0 to 100.',
  limit: `A user may hold up to ${PRICE_WATCH_LIMIT} price watches.`,
  notFound: 'Price watch not found',
  deleted: 'Price watch deleted.',
  pricingModule: 'Price watches need the pricing module.',
} as const;
