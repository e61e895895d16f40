import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { activityQueries, lastMonths, type ActivityMonth } from '../../core/api/activity';
import { useApiContext } from '../../core/api/queryScope';

/** The New metric's period: the last 12 months, this month included. */
export const NEW_METRIC_MONTHS = 12;

/** Sums each state's New; pending until every state has answered; the first failure is the error. */
function combine(results: UseQueryResult<ActivityMonth[]>[]) {
  return {
    counts: results.map((r) => (r.data ?? []).reduce((sum, month) => sum + month.new, 0)),
    pending: results.some((r) => r.isPending),
    error: results.find((r) => r.isError)?.error ?? null,
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/**
 * The 'New (12 months)' metric: each state's New licenses of the last 12 months, one GetActivity call per state the
 * map draws, made only once the metric is chosen (`enabled`).
 */
export function useNewByState(stateCodes: readonly string[], enabled: boolean) {
  const ctx = useApiContext();
  const range = lastMonths(NEW_METRIC_MONTHS);
  const { counts, pending, error, refetch } = useQueries({
    queries: stateCodes.map((stateCode) => ({ ...activityQueries.months(ctx, { stateCode, ...range }), enabled })),
    combine,
  });
  const byState = new Map(stateCodes.map((code, i) => [code, counts[i]]));
  return { byState, pending: enabled && pending, error: enabled ? error : null, refetch };
}
