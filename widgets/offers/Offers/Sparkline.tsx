import type { OfferUnit } from '../../core/api/offers';
import { t } from '../../core/ui/tokens';
import { formatDateSafe } from '../../core/format/date';
import type { SparkPoint } from './offerRows';
import { formatOfferPriceWithUnit } from './offerPrices';

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A price line as a step path: each price holds until the next snapshot that changed it; a gap where the offer was
 * not offered. The vertical scale spans at least a tenth of the price, so a change of a hundredth of a cent stays a
 * small step rather than filling the box. Plain SVG: a row of a 200-offer table would not carry a chart library.
 */
export function stepPath(points: readonly SparkPoint[], width: number, height: number, pad = 2): { d: string; last: { x: number; y: number } | null } {
  const priced = points.filter((p): p is { date: string; price: number } => p.price !== null);
  if (priced.length === 0 || points.length === 0) return { d: '', last: null };
  const start = dayMs(points[0].date);
  const end = dayMs(points[points.length - 1].date);
  const prices = priced.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = Math.max(high - low, Math.abs(high) * 0.1, 1e-9);
  const middle = (low + high) / 2;
  const x = (date: string) => (end === start ? width - pad : pad + ((dayMs(date) - start) / (end - start)) * (width - 2 * pad));
  const y = (price: number) => height / 2 - ((price - middle) / span) * (height - 2 * pad);
  const segments: { x: number; y: number }[][] = [];
  let segment: { x: number; y: number }[] | null = null;
  for (const point of points) {
    if (point.price === null) {
      segment = null;
      continue;
    }
    if (!segment) segments.push((segment = []));
    segment.push({ x: x(point.date), y: y(point.price) });
  }
  const n = (value: number) => value.toFixed(1);
  let d = '';
  for (const line of segments) {
    // A lone price draws as a short level line ending at its snapshot.
    if (line.length === 1) d += `M${n(Math.max(0, line[0].x - 6))} ${n(line[0].y)}H${n(line[0].x)}`;
    else d += `M${n(line[0].x)} ${n(line[0].y)}${line.slice(1).map((p) => `H${n(p.x)}V${n(p.y)}`).join('')}`;
  }
  const lastLine = segments[segments.length - 1];
  const last = lastLine ? lastLine[lastLine.length - 1] : null;
  return { d, last };
}

/** 'Price history: 14.90¢/kWh on 01/02/2026, 15.30¢/kWh on 01/09/2026; 2 prices.' */
export function sparkLabel(points: readonly SparkPoint[], unit: OfferUnit): string {
  const priced = points.filter((p) => p.price !== null);
  if (priced.length === 0) return 'No price history';
  const first = priced[0];
  const last = priced[priced.length - 1];
  const changes = priced.filter((p, i) => i > 0 && p.price !== priced[i - 1].price).length;
  const at = (p: SparkPoint) => `${formatOfferPriceWithUnit(p.price, unit)} on ${formatDateSafe(p.date)}`;
  if (first === last || changes === 0) return `Price history: ${at(last)}, unchanged since ${formatDateSafe(first.date)}`;
  return `Price history: ${at(first)} to ${at(last)}, ${changes} ${changes === 1 ? 'change' : 'changes'}`;
}

export interface SparklineProps {
  points: readonly SparkPoint[];
  unit: OfferUnit;
  width?: number;
  height?: number;
}

export function Sparkline({ points, unit, width = 88, height = 24 }: SparklineProps) {
  const { d, last } = stepPath(points, width, height);
  return (
    <svg role="img" aria-label={sparkLabel(points, unit)} width={width} height={height} viewBox={`0 0 ${width} ${height}`} data-sparkline="" style={{ display: 'block', overflow: 'visible' }}>
      <path d={d} fill="none" stroke={t.primary} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
      {last && <circle cx={last.x} cy={last.y} r={2.25} fill={t.primary} />}
    </svg>
  );
}
