import { queryOptions } from '@tanstack/react-query';
import { ACTIVITY_ENDPOINTS } from '../../../contract/activity/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  ActivityCommodity,
  ActivityLicenseType,
  activityReply,
  expiryOutlookReply,
} from '../../../contract/activity/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

export type { ActivityCommodity, ActivityLicenseType };

/** One month of a market's license history: New, Renewed and Expired in it, Active at its end. */
export interface ActivityMonth {
  /** YYYY-MM */
  month: string;
  new: number;
  renewed: number;
  expired: number;
  active: number;
}

export interface ExpiryOutlook {
  within30: number;
  within60: number;
  within90: number;
}

/** A market: every license, or those of one state, commodity and license type (absent = all). */
export interface ActivityMarket {
  stateCode?: string | null;
  commodity?: ActivityCommodity | null;
  licenseType?: ActivityLicenseType | null;
}

/** The months from..to (YYYY-MM, inclusive) of a market. */
export interface ActivityRange extends ActivityMarket {
  from: string;
  to: string;
}

/** YYYY-MM of a date, in the user's calendar. */
export const monthOf = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The last `months` months up to and including the month of `today`, as GetActivity's from and to. */
export function lastMonths(months: number, today: Date = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth() - (months - 1), 1);
  return { from: monthOf(first), to: monthOf(today) };
}

const marketQuery = (market: ActivityMarket) => ({
  stateCode: market.stateCode || undefined,
  commodity: market.commodity || undefined,
  licenseType: market.licenseType || undefined,
});

const toMonth = (row: Tolerant<Wire<typeof activityReply>['months'][number]>): ActivityMonth => ({
  month: row.month ?? '',
  new: row.new ?? 0,
  renewed: row.renewed ?? 0,
  expired: row.expired ?? 0,
  active: row.active ?? 0,
});

/** GET /api/License/GetActivity: one entry per month from..to inclusive, zeros included. */
export async function getActivity(api: ApiClient, range: ActivityRange, signal?: AbortSignal): Promise<ActivityMonth[]> {
  const reply = await api.get<Tolerant<Wire<typeof activityReply>> | null>(ACTIVITY_ENDPOINTS.activity, {
    query: { from: range.from, to: range.to, ...marketQuery(range) },
    signal,
  });
  return (reply?.months ?? []).map(toMonth);
}

/** GET /api/License/GetExpiryOutlook: active licenses expiring within 30, 60 and 90 days (cumulative). */
export async function getExpiryOutlook(api: ApiClient, market: ActivityMarket, signal?: AbortSignal): Promise<ExpiryOutlook> {
  const reply = await api.get<Tolerant<Wire<typeof expiryOutlookReply>> | null>(ACTIVITY_ENDPOINTS.expiryOutlook, {
    query: marketQuery(market),
    signal,
  });
  return { within30: reply?.within30 ?? 0, within60: reply?.within60 ?? 0, within90: reply?.within90 ?? 0 };
}

/** Aggregate counts: the same for every user (nothing premium). */
export const activityQueries = {
  all: (ctx: ApiContext) => [...ctx.shared, 'activity'] as const,
  months: (ctx: ApiContext, range: ActivityRange) =>
    queryOptions({
      queryKey: [...activityQueries.all(ctx), 'months', range.from, range.to, marketQuery(range)] as const,
      queryFn: ({ signal }) => getActivity(ctx.api, range, signal),
    }),
  expiryOutlook: (ctx: ApiContext, market: ActivityMarket) =>
    queryOptions({
      queryKey: [...activityQueries.all(ctx), 'expiry-outlook', marketQuery(market)] as const,
      queryFn: ({ signal }) => getExpiryOutlook(ctx.api, market, signal),
    }),
};
