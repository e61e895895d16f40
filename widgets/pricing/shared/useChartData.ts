import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pricingQueries, type ChartKind, type PricingCaller } from '../../core/api/pricing';
import { isApiError } from '../../core/api/ApiError';
import { useApiContext } from '../../core/api/queryScope';
import { CHART_FETCH_ERROR, chartFetchLog } from '../../../contract/pricing/constants';
import { chartFiltersOf } from '../logic/chartFilters';
import { toRankSeries, toSeries, type ChartModel } from '../logic/series';
import type { PricingForm } from '../logic/types';

export interface ChartDataState {
  model: ChartModel | null;
  loading: boolean;
  /** 'Failed to fetch chart data' on failure. */
  error: string | null;
  /** yyyy-MM-dd the prices are as of (the effective end of the request). */
  asOf: string | null;
}

/**
 * One chart's data. `applyId` is part of the key, so Apply clears the chart and fetches anew; a superseded
 * request is aborted by TanStack Query and its failure never shows.
 */
export function useChartData(
  kind: ChartKind,
  caller: PricingCaller | null,
  applied: PricingForm | null,
  clientId: string,
  applyId: number,
  today: Date = new Date(),
): ChartDataState {
  const ctx = useApiContext();
  // Only the day of `today` matters: the memo keys on the day's text and rebuilds the date from it.
  const day = today.toDateString();
  const filters = useMemo(
    () => (applied ? chartFiltersOf(applied, { kind, clientId, today: new Date(day) }) : null),
    [applied, kind, clientId, day],
  );
  const chart = pricingQueries.chart(ctx, caller, kind, filters, applyId);
  const query = useQuery({
    ...chart,
    queryFn: async (context) => {
      try {
        return await chart.queryFn!(context);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.error(chartFetchLog(isApiError(error) ? error.status : 'network'));
        }
        throw error;
      }
    },
  });
  const model = useMemo(
    () => (query.data ? (kind === 'priceranking' ? toRankSeries(query.data) : toSeries(query.data)) : null),
    [query.data, kind],
  );
  return {
    model,
    // Before the first Apply (no filters yet) the chart waits in its loading state too.
    loading: !filters || ((query.isPending || query.isFetching) && !query.isError),
    error: query.isError ? CHART_FETCH_ERROR : null,
    asOf: filters?.effectiveTo ?? null,
  };
}
