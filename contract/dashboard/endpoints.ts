import { PRICING_SERVICE_ENDPOINTS } from '../pricing/endpoints';

/**
 * Paths the dashboard calls besides POST /api/license/getall with `clientId` (`LICENSES_ENDPOINTS.getAll`, spec 2
 * §7). Plain strings: widgets import these at run time.
 * - followedEvents  GET   ?secureId (the spec shows the entity, not its call): the user's follows, one per company
 * - top5Best/Worst  POST  pricing service, { InsightsClientIdentifier, EffectiveFrom, EffectiveTo }
 * - leaderboard     POST  pricing service, same body
 */
export const DASHBOARD_ENDPOINTS = {
  followedEvents: '/api/client/:clientId/user/followed-events',
  top5Best: PRICING_SERVICE_ENDPOINTS.top5Best,
  top5Worst: PRICING_SERVICE_ENDPOINTS.top5Worst,
  leaderboard: PRICING_SERVICE_ENDPOINTS.leaderboard,
} as const;

/** Spec 2 §9: the licenses request asks for one page of 50. */
export const DASHBOARD_LICENSE_PAGE_SIZE = 50;
/** Spec 2 §9: up to 10 best and 10 worst market cards. */
export const DASHBOARD_MARKET_CARDS = 10;
/** Spec 2 §9: the medal list shows 3 ranks. */
export const MEDAL_RANKS = 3;
