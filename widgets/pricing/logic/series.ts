import { FIXED_SUPPLIER_IDS } from '../../../contract/pricing/constants';
import { formatPrice, formatPriceDelta } from './format';
import type { ChartData, PriceDeltas } from './types';

export interface SeriesPoint {
  /** Category: the first 5 characters of the entry's Date. */
  x: string;
  /** Price (price charts) or Rank (ranking chart); null where the supplier has no value on that date. */
  y: number | null;
  /** The entry's full Date. */
  date: string;
  rank: number | null;
  currPrice: number | null;
  deltas: PriceDeltas | null;
}

export interface ChartSeries {
  /** The supplier's name. */
  id: string;
  supplierId: string;
  data: SeriesPoint[];
}

export interface ChartModel {
  series: ChartSeries[];
  categories: string[];
}

export type SeriesMode = 'price' | 'rank';

/** Chart categories: the first 5 characters of each date, in the order of the response. */
export function categoriesOf(chartData: ChartData): string[] {
  return chartData.map((entry) => entry.Date.slice(0, 5));
}

/**
 * One series per supplier, in order of first appearance, with one point per date so every series
 * shares the same categories (y null where the supplier is absent).
 */
export function toSeries(chartData: ChartData | null | undefined, mode: SeriesMode = 'price'): ChartModel {
  const data = chartData ?? [];
  const categories = categoriesOf(data);
  const bySupplier = new Map<string, ChartSeries>();
  data.forEach((entry, index) => {
    for (const supplier of entry.Suppliers ?? []) {
      let series = bySupplier.get(supplier.Supplier);
      if (!series) {
        series = {
          id: supplier.Supplier,
          supplierId: String(supplier.InsightsSupplierIdentifier),
          data: data.map((e, i) => emptyPoint(categories[i], e.Date)),
        };
        bySupplier.set(supplier.Supplier, series);
      }
      const deltas = supplier.Deltas?.[0] ?? null;
      const currPrice = deltas?.CurrPrice ?? null;
      const rank = supplier.Rank ?? null;
      series.data[index] = {
        x: categories[index],
        y: mode === 'rank' ? rank : currPrice,
        date: entry.Date,
        rank,
        currPrice,
        deltas,
      };
    }
  });
  return { series: [...bySupplier.values()], categories };
}

/** The ranking chart: y is the Rank. */
export function toRankSeries(chartData: ChartData | null | undefined): ChartModel {
  return toSeries(chartData, 'rank');
}

function emptyPoint(x: string, date: string): SeriesPoint {
  return { x, y: null, date, rank: null, currPrice: null, deltas: null };
}

/**
 * The signed-in client's own supplier, from a Price Trend or Forward Curve reply: the pricing service answers those
 * with the four fixed suppliers asked for plus the client's own (spec 2 §7), so it is the one supplier that is not
 * fixed. Null when the reply names none (an empty reply, or a client whose own supplier is one of the fixed four).
 */
export function ownSupplierIdOf(chartData: ChartData | null | undefined, fixed: readonly string[] = FIXED_SUPPLIER_IDS): string | null {
  for (const entry of chartData ?? []) {
    for (const supplier of entry.Suppliers ?? []) {
      const id = String(supplier.InsightsSupplierIdentifier);
      if (!fixed.includes(id)) return id;
    }
  }
  return null;
}

/** 'No data available for the selected filters!' shows when there is no series or no category. */
export function isEmptyChart(series: readonly ChartSeries[], categories: readonly string[]): boolean {
  return series.length === 0 || categories.length === 0;
}

/** What formatPrice and formatPriceDelta give for a missing value. */
const NO_VALUE = formatPrice(null);

export interface TooltipRow {
  label: string;
  value: string;
}

/**
 * Tooltip of a point: the supplier's price and rank, the reference prices and the price variance to best and worst.
 * A row without a value (no rank that day; no next better price for the cheapest) is left out, not shown empty.
 */
export function tooltipRows(point: SeriesPoint): TooltipRow[] {
  const d = point.deltas;
  const price = point.currPrice;
  const diff = (other: number | null | undefined): number | null =>
    price == null || other == null ? null : price - other;
  return [
    { label: 'Price', value: formatPrice(price) },
    { label: 'Rank', value: point.rank == null ? NO_VALUE : String(point.rank) },
    { label: 'Best Price', value: formatPrice(d?.BestPrice) },
    { label: 'Worst Price', value: formatPrice(d?.WorstPrice) },
    { label: 'Next Better Price', value: formatPrice(d?.NextBetterPrice) },
    { label: 'Next Worse Price', value: formatPrice(d?.NextWorsePrice) },
    { label: 'Delta to Best', value: formatPriceDelta(diff(d?.BestPrice)) },
    { label: 'Delta to Worst', value: formatPriceDelta(diff(d?.WorstPrice)) },
  ].filter((row) => row.value !== NO_VALUE);
}

export { formatPrice, formatPriceDelta } from './format';
