import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { pricingQueries, type ChartKind, type PricingCaller } from '../../core/api/pricing';
import { isApiError } from '../../core/api/ApiError';
import { useApiContext } from '../../core/api/queryScope';
import { CHART_FETCH_ERROR, chartFetchLog } from '../../../contract/pricing/constants';
import { chartFiltersOf } from '../logic/chartFilters';
import { newestPriceDay } from '../logic/freshness';
import { ownSupplierIdOf, toRankSeries, toSeries, type ChartModel } from '../logic/series';
import type { ChartData, PricingForm } from '../logic/types';

export interface ChartDataState {
  model: ChartModel | null;
  loading: boolean;
  /** 'Failed to fetch chart data' on failure. */
  error: string | null;
  /** yyyy-MM-dd the prices are as of (the effective end of the request). */
  asOf: string | null;
  /** yyyy-MM-dd of the newest price drawn (for a forward curve: of its trend's newest week); null until known. */
  pricesAsOf: string | null;
  /** The signed-in (or 'View as') client's own supplier, once known; null on the ranking chart. */
  ownSupplierId: string | null;
}

/**
 * Which reply names the client's own supplier: Price Trend and Forward Curve answer with the four fixed suppliers
 * plus the own one, so the overview charts read it from their sibling's reply (the same query on the Pricing
 * screen, so no extra request there).
 */
const OWN_SUPPLIER_SOURCE: Readonly<Record<ChartKind, ChartKind | null>> = {
  pricingtrend: 'pricingtrend',
  pricingrange: 'pricingtrend',
  forwardcurve: 'forwardcurve',
  forwardrange: 'forwardcurve',
  priceranking: null,
};

/**
 * Where the newest price day comes from: weekly replies are dated by price day; forward replies by contract month,
 * their prices being as of the trend's newest week (the same query as the Price Trend Chart's, so no extra request
 * on the Pricing screen).
 */
const PRICES_AS_OF_SOURCE: Readonly<Record<ChartKind, ChartKind>> = {
  pricingtrend: 'pricingtrend',
  pricingrange: 'pricingrange',
  forwardcurve: 'pricingtrend',
  forwardrange: 'pricingtrend',
  priceranking: 'priceranking',
};

/** Shaping runs in the query's `select` (memoised per reply by TanStack Query), not on every render. */
const toPriceModel = (data: ChartData): ChartModel => toSeries(data);
const toRankModel = (data: ChartData): ChartModel => toRankSeries(data);

/** A chart query whose failure is logged as spec 2 §8 says (an aborted request silently). */
function logged(chart: ReturnType<typeof pricingQueries.chart>) {
  return {
    ...chart,
    queryFn: async (context: Parameters<NonNullable<typeof chart.queryFn>>[0]) => {
      try {
        return await chart.queryFn!(context);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.error(chartFetchLog(isApiError(error) ? error.status : 'network'));
        }
        throw error;
      }
    },
  };
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
  const query = useQuery({ ...logged(chart), select: kind === 'priceranking' ? toRankModel : toPriceModel });
  const ownSource = OWN_SUPPLIER_SOURCE[kind];
  const ownQuery = pricingQueries.chart(ctx, caller, ownSource ?? kind, filters, applyId);
  // The sibling's failure is that chart's to show; here it only means no highlight.
  const own = useQuery({ ...logged(ownQuery), enabled: ownSource !== null && ownQuery.enabled !== false, select: ownSupplierIdOf });
  const asOfQuery = pricingQueries.chart(ctx, caller, PRICES_AS_OF_SOURCE[kind], filters, applyId);
  const newest = useQuery({ ...logged(asOfQuery), select: newestPriceDay });
  return {
    model: query.data ?? null,
    pricesAsOf: newest.data ?? null,
    ownSupplierId: ownSource === null ? null : (own.data ?? null),
    // Before the first Apply (no filters yet) the chart waits in its loading state too.
    loading: !filters || ((query.isPending || query.isFetching) && !query.isError),
    error: query.isError ? CHART_FETCH_ERROR : null,
    asOf: filters?.effectiveTo ?? null,
  };
}
