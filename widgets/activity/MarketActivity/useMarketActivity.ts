import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { activityQueries, lastMonths } from '../../core/api/activity';
import { companyQueries } from '../../core/api/companies';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { useInsights } from '../../core/config/context';
import { useUrlListState } from '../../core/config/useUrlListState';
import { comparePeriods, shownMonths } from './activitySeries';
import { filtersFromParams, filtersQuery, marketOf, paramsKeyOf, type ActivityFilters, type ActivityParams } from './activityFilters';

/**
 * The comparison needs 14 months, whatever the period shown: this month (under way, not compared), the last month
 * that is over, and the same month a year before it.
 */
const COMPARISON_MONTHS = 14;

export interface MarketActivityInput {
  params: ActivityParams;
  /** Write the filters into the host's URL through its navigate (default on; nothing happens without one). */
  syncUrl: boolean;
  /** "Today", for the months asked; tests and stories pass one so the result stays deterministic. */
  today?: Date;
}

/**
 * The screen's filters (kept in the host's URL), the market's months (the period shown, and as far back as the
 * comparison with last year needs, in one call), the expiry outlook and the states to choose from.
 */
export function useMarketActivity({ params, syncUrl, today }: MarketActivityInput) {
  const ctx = useApiContext();
  const { routes } = useInsights();
  const { state: filters, update } = useUrlListState<ActivityParams, ActivityFilters>({
    params,
    paramsKey: paramsKeyOf(params),
    fromParams: filtersFromParams,
    toQuery: filtersQuery,
    route: routes.activity,
    syncUrl,
  });
  const market = marketOf(filters);
  // The month changes at most once a day: the day's date is part of the key, not the time.
  const day = (today ?? new Date()).toDateString();
  const todayDate = useMemo(() => new Date(day), [day]);
  const range = useMemo(() => lastMonths(Math.max(filters.months, COMPARISON_MONTHS), todayDate), [filters.months, todayDate]);
  // Deferred (useDeferredQuery): the chart's bars and the table's rows are built in a background render of short tasks.
  const activity = useDeferredQuery(useQuery(activityQueries.months(ctx, { ...market, ...range })));
  const outlook = useQuery(activityQueries.expiryOutlook(ctx, market));
  const states = useQuery(companyQueries.states(ctx));
  const months = useMemo(() => shownMonths(activity.data ?? [], filters.months), [activity.data, filters.months]);
  const comparison = useMemo(() => comparePeriods(activity.data ?? [], todayDate), [activity.data, todayDate]);
  return { filters, update, activity, months, comparison, outlook, states };
}
