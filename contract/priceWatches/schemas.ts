/**
 * Requests and replies of price watches (./endpoints, ./rules). The server also checks that the market has imported
 * offers (400 'No offers have been imported for this market.'), that a rule's company exists, and the limit per user.
 * Prices are dollars per the market's unit, as in the offers area (a form may take ¢/kWh and divide by 100).
 */
import { z } from 'zod';
import { isoDateTime, messageReply, type Wire } from '../http';
import { OFFER_COMMODITIES, OFFER_UNITS } from '../offers/schemas';
import { PRICE_WATCH_MESSAGES as M, PRICE_WATCH_RULE_LIMIT, RANK_DIRECTIONS, RANK_TOP_MAX } from './rules';

export const priceWatchParams = z.object({ clientId: z.string() });
export const priceWatchIdParams = z.object({ clientId: z.string(), id: z.coerce.number().int().min(1) });

const companyId = z.string().trim().min(1, M.supplierRequired).max(100);

export const priceAtOrBelowRule = z.object({
  kind: z.literal('priceAtOrBelow'),
  price: z.number(M.priceRequired).gt(0, M.priceRequired).max(100, M.priceRequired),
  termMonths: z.number().int().min(0).max(120).optional(),
  rateType: z.string().trim().min(1).max(50).optional(),
});
export const rankRule = z.object({
  kind: z.literal('rank'),
  companyId,
  top: z.number(M.topRange).int(M.topRange).min(1, M.topRange).max(RANK_TOP_MAX, M.topRange),
  direction: z.enum(RANK_DIRECTIONS),
});
export const supplierChangeRule = z.object({
  kind: z.literal('supplierChange'),
  companyId,
  minPercent: z.number(M.minPercent).min(0, M.minPercent).max(100, M.minPercent).optional(),
});
export const anyChangeRule = z.object({ kind: z.literal('anyChange') });

export const priceWatchRule = z.discriminatedUnion('kind', [priceAtOrBelowRule, rankRule, supplierChangeRule, anyChangeRule]);
export type PriceWatchRule = Wire<typeof priceWatchRule>;

export const priceWatchBody = z.object({
  name: z.string().trim().max(100).optional(),
  stateCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'stateCode must be a two-letter state code, e.g. TX.'),
  utility: z.string().trim().min(1, M.utilityRequired).max(200),
  commodity: z.enum(OFFER_COMMODITIES).optional(),
  customerClass: z.string().trim().min(1).max(100).optional(),
  rules: z.array(priceWatchRule).min(1, M.rulesRequired).max(PRICE_WATCH_RULE_LIMIT, M.ruleLimit),
});
export type PriceWatchBody = Wire<typeof priceWatchBody>;

/** A rule as stored and answered: a supplier's rule also names the company, for the list. */
export const priceWatchRuleReply = z.discriminatedUnion('kind', [
  priceAtOrBelowRule,
  rankRule.extend({ companyName: z.string().nullable() }),
  supplierChangeRule.extend({ companyName: z.string().nullable() }),
  anyChangeRule,
]);
export type PriceWatchRuleReply = Wire<typeof priceWatchRuleReply>;

export const priceWatch = z.object({
  id: z.number().int(),
  /** The user's name for it; null → screens show the market. */
  name: z.string().nullable(),
  /** The market the watch resolved to (commodity and customer class always set here). */
  stateCode: z.string(),
  utility: z.string(),
  commodity: z.enum(OFFER_COMMODITIES),
  customerClass: z.string(),
  unit: z.enum(OFFER_UNITS),
  rules: z.array(priceWatchRuleReply),
  createdOn: isoDateTime,
  /** The last import that made this watch notify; null before the first. */
  lastNotifiedOn: isoDateTime.nullable(),
});
export type PriceWatch = Wire<typeof priceWatch>;

export const priceWatchesReply = z.array(priceWatch);
export const deletePriceWatchReply = messageReply;

/**
 * A client's own supplier (clients.supplier_identifier): its rank changes reach the client's users with the pricing
 * module in every market where it is ranked, unless the user switched them off. `company` null: the client has no
 * supplier company (nothing to switch).
 */
export const ownSupplierAlerts = z.object({
  company: z.object({ companyId: z.string(), companyName: z.string() }).nullable(),
  /** Markets where the company is ranked in the latest snapshot. */
  rankedMarkets: z.number().int().min(0),
  enabled: z.boolean(),
});
export type OwnSupplierAlerts = Wire<typeof ownSupplierAlerts>;
export const ownSupplierAlertsBody = z.object({ enabled: z.boolean() });
