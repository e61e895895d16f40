/**
 * Requests and replies of market activity (./endpoints): a market's license history as a monthly series, and how
 * many active licenses expire soon. A market is every license, or those of one state, commodity and license type.
 * The shape is checked here; the server checks the state against the states it covers (400 for an unknown one).
 */
import { z } from 'zod';
import { count } from '../http';

/** The longest series one call answers (from..to inclusive). */
export const ACTIVITY_MAX_MONTHS = 120;

/** Commodity filter as the ingest file writes it: 'Gas' and 'Natural Gas' are the same market. */
export const ACTIVITY_COMMODITIES = ['Electric', 'Gas'] as const;
export type ActivityCommodity = (typeof ACTIVITY_COMMODITIES)[number];

/**
 * License-type filter: 'Supplier'; 'ABC' (every agent, broker, consultant and aggregator license); or one ABC kind,
 * which matches every stored value naming it ('Broker' matches 'Broker', 'Broker|n/a' and 'Agent|Broker').
 */
export const ACTIVITY_LICENSE_TYPES = ['Supplier', 'ABC', 'Aggregator', 'Agent', 'Broker', 'Consultant'] as const;
export type ActivityLicenseType = (typeof ACTIVITY_LICENSE_TYPES)[number];

/** The four figures of a month, as the reply names them. */
export const ACTIVITY_FIGURES = ['new', 'renewed', 'expired', 'active'] as const;
export type ActivityFigure = (typeof ACTIVITY_FIGURES)[number];

/** The expiry outlook's windows in days (cumulative: within90 includes within30). */
export const EXPIRY_OUTLOOK_DAYS = [30, 60, 90] as const;

export const ACTIVITY_MESSAGES = {
  month: (name: 'from' | 'to') => `${name === 'from' ? 'From' : 'To'} must be a month written YYYY-MM, e.g. 2026-01.`,
  order: 'From must not be after To.',
  range: `The range may span at most ${ACTIVITY_MAX_MONTHS} months.`,
  unknownState: (code: string) => `${code} is not a state Insights covers.`,
  stateCode: 'State must be a two-letter state code, e.g. TX.',
  commodity: `Commodity must be one of ${ACTIVITY_COMMODITIES.join(', ')}.`,
  licenseType: `License type must be one of ${ACTIVITY_LICENSE_TYPES.join(', ')}.`,
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Months from `from` to `to` inclusive ('2026-01', '2026-03' → 3); both written YYYY-MM. */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

/** Every month from `from` to `to` inclusive, YYYY-MM. */
export function monthRange(from: string, to: string): string[] {
  const start = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  return Array.from({ length: Math.max(0, monthsBetween(from, to)) }, (_, i) => {
    const index = start + i;
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The market filter both calls share; every part optional (absent = every state, commodity, type). */
export const marketFilterQuery = z.object({
  stateCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, ACTIVITY_MESSAGES.stateCode).optional(),
  commodity: z.enum([...ACTIVITY_COMMODITIES, 'Natural Gas'], ACTIVITY_MESSAGES.commodity).optional(),
  licenseType: z.enum(ACTIVITY_LICENSE_TYPES, ACTIVITY_MESSAGES.licenseType).optional(),
});
export type MarketFilterQuery = z.output<typeof marketFilterQuery>;

/**
 * GET activity. The order of from and to and the range's length are checked by activityRangeProblem (the server
 * answers 400 with its message): a refinement here would hide from the API document that both are required.
 */
export const activityQuery = marketFilterQuery.extend({
  from: z.string().regex(MONTH, ACTIVITY_MESSAGES.month('from')),
  to: z.string().regex(MONTH, ACTIVITY_MESSAGES.month('to')),
});
export type ActivityQuery = z.input<typeof activityQuery>;

/** What is wrong with a range of well-formed months, or null: from after to, or more than ACTIVITY_MAX_MONTHS. */
export function activityRangeProblem(from: string, to: string): string | null {
  if (from > to) return ACTIVITY_MESSAGES.order;
  if (monthsBetween(from, to) > ACTIVITY_MAX_MONTHS) return ACTIVITY_MESSAGES.range;
  return null;
}

/**
 * One month of a market: licenses that became New, were Renewed and Expired in it, and the licenses Active at its
 * end (registered on or before it and not yet expired). A month after today counts nothing that has not happened.
 */
export const activityMonth = z.object({
  month: z.string().meta({ description: 'YYYY-MM' }),
  new: count,
  renewed: count,
  expired: count,
  active: count,
});
export type ActivityMonth = z.output<typeof activityMonth>;

export const activityReply = z.object({ months: z.array(activityMonth) });
export type ActivityReply = z.output<typeof activityReply>;

/** GET expiryOutlook. */
export const expiryOutlookQuery = marketFilterQuery;
export type ExpiryOutlookQuery = z.input<typeof expiryOutlookQuery>;

/** Active licenses whose expiry date is between today and today + N days (cumulative). */
export const expiryOutlookReply = z.object({ within30: count, within60: count, within90: count });
export type ExpiryOutlookReply = z.output<typeof expiryOutlookReply>;
