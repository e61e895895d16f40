import type { StateLicenseCount } from '../../core/api/licenses';
import { formatCount } from '../../core/format/number';

/**
 * What the map shades by: all licenses, one license type (the table's ABC and Supplier columns), or the licenses
 * registered in the last 12 months (market activity's New).
 */
export type MapMetric = 'Total' | 'ABC' | 'Supplier' | 'New';
export const MAP_METRICS: readonly MapMetric[] = ['Total', 'ABC', 'Supplier', 'New'];

/** The switch's text for a metric. */
export const METRIC_LABELS: Readonly<Record<MapMetric, string>> = { Total: 'Total', ABC: 'ABC', Supplier: 'Supplier', New: 'New (12 months)' };

/** How many shades the legend has; five stay apart by eye, also for readers with weaker colour vision. */
export const SHADE_COUNT = 5;

/** A state's value of the metric; `newCount` is the state's New of the last 12 months (the 'New' metric). */
export function metricValue(row: StateLicenseCount, metric: MapMetric, newCount?: number): number {
  const value = metric === 'New' ? newCount : metric === 'ABC' ? row.abc : metric === 'Supplier' ? row.supplier : row.totalLicenses;
  return value ?? 0;
}

/** 'Texas: 1,284 licenses', 'Texas: 871 ABC licenses', 'Vermont: 1 Supplier license', 'Texas: 42 new licenses in 12 months'. */
export function stateLabel(name: string, value: number, metric: MapMetric): string {
  const kind = metric === 'Total' ? '' : metric === 'New' ? 'new ' : `${metric} `;
  return `${name}: ${formatCount(value)} ${kind}${value === 1 ? 'license' : 'licenses'}${metric === 'New' ? ' in 12 months' : ''}`;
}

/**
 * The width of one shade: a round number (1, 2, 2.5 or 5 × a power of ten) so the legend reads '1–250, 251–500…'
 * rather than '1–257'. Counts are whole, so the step is at least 1.
 */
export function shadeStep(max: number): number {
  if (max <= SHADE_COUNT) return 1;
  const raw = max / SHADE_COUNT;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? raw;
  return Math.max(1, Math.ceil(nice));
}

/** The shade (0 … SHADE_COUNT − 1) of a count, or null for 0: a state without licenses is drawn neutral. */
export function shadeIndex(value: number, step: number): number | null {
  if (value <= 0) return null;
  return Math.min(SHADE_COUNT - 1, Math.ceil(value / step) - 1);
}

export interface LegendBucket {
  shade: number;
  label: string;
}

/** The legend's buckets up to the largest count ('1–250', '251–500', … the last open: '1,001+'). */
export function legendBuckets(max: number, step: number): LegendBucket[] {
  const used = max <= 0 ? 0 : (shadeIndex(max, step) ?? 0) + 1;
  return Array.from({ length: used }, (_, shade) => {
    const from = shade * step + 1;
    const to = (shade + 1) * step;
    const last = shade === SHADE_COUNT - 1 && max > to;
    const label = last ? `${formatCount(from)}+` : from === to ? formatCount(from) : `${formatCount(from)}–${formatCount(to)}`;
    return { shade, label };
  });
}
