import { useQuery } from '../../core/api/useQuery';
import { activityQueries, getActivity, lastMonths } from '../../core/api/activity';
import { useApiContext } from '../../core/api/queryScope';

/** The New metric's period: the last 12 months, this month included. */
export const NEW_METRIC_MONTHS = 12;

/**
 * The 'New (12 months)' metric: each state's New licenses of the last 12 months, one GetActivity call per state the
 * map draws, made together and only once the metric is chosen (`enabled`). One query over the calls rather than
 * useQueries: Home's JavaScript then gains no part of TanStack Query it does not already carry.
 */
export function useNewByState(stateCodes: readonly string[], enabled: boolean) {
  const ctx = useApiContext();
  const range = lastMonths(NEW_METRIC_MONTHS);
  const query = useQuery({
    queryKey: [...activityQueries.all(ctx), 'new-by-state', range.from, range.to, stateCodes] as const,
    queryFn: async ({ signal }) => {
      const series = await Promise.all(stateCodes.map((stateCode) => getActivity(ctx.api, { stateCode, ...range }, signal)));
      return new Map(stateCodes.map((code, i) => [code, series[i].reduce((sum, month) => sum + month.new, 0)]));
    },
    enabled,
  });
  return {
    byState: query.data ?? EMPTY,
    pending: enabled && query.isPending,
    error: enabled ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

const EMPTY: ReadonlyMap<string, number> = new Map();
