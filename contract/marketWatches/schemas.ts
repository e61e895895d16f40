/**
 * Requests and replies of market watches (./endpoints). The server checks the states against the states it covers
 * and the limit per user; the shape is checked here.
 */
import { z } from 'zod';
import { isoDateTime, messageReply, type Wire } from '../http';
import { MARKET_WATCH_MESSAGES as M, WATCH_COMMODITIES, WATCH_EVENT_TYPES, WATCH_LICENSE_TYPES } from './rules';

export const marketWatchParams = z.object({ clientId: z.string() });
export const marketWatchIdParams = z.object({ clientId: z.string(), id: z.coerce.number().int().min(1) });

const stateCode = z.string().regex(/^[A-Z]{2}$/, 'States must be two-letter state codes, e.g. TX');

export const marketWatchBody = z.object({
  stateCodes: z
    .array(stateCode)
    .min(1, M.statesRequired)
    .max(60)
    .transform((codes) => [...new Set(codes)].sort()),
  commodity: z.literal(WATCH_COMMODITIES),
  licenseType: z.enum(WATCH_LICENSE_TYPES),
  eventTypes: z
    .array(z.enum(WATCH_EVENT_TYPES))
    .min(1, M.eventsRequired)
    .transform((types) => WATCH_EVENT_TYPES.filter((t) => types.includes(t))),
});
export type MarketWatchBody = Wire<typeof marketWatchBody>;

export const marketWatch = z.object({
  id: z.number().int(),
  stateCodes: z.array(z.string()),
  commodity: z.literal(WATCH_COMMODITIES),
  licenseType: z.enum(WATCH_LICENSE_TYPES),
  eventTypes: z.array(z.enum(WATCH_EVENT_TYPES)),
  createdOn: isoDateTime,
});
export type MarketWatch = Wire<typeof marketWatch>;

export const marketWatchesReply = z.array(marketWatch);
export const deleteMarketWatchReply = messageReply;
