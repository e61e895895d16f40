import { formatPrice as formatPriceCore } from '../../core/format/number';

/** Shown where a price is missing (tooltips, CSV-free views). */
const PLACEHOLDER = '-';

/** '$' and 6 decimals (spec 2 §9) through the shared formatter; '-' where there is no price. */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return PLACEHOLDER;
  // The shared formatter would print '-$0.000000' for tiny negatives; a price that rounds to zero has no sign.
  return formatPriceCore(Number(value.toFixed(6)) === 0 ? 0 : value);
}

/** A signed difference of prices: '+$0.001200', '-$0.000500', '$0.000000'. */
export function formatPriceDelta(delta: number | null | undefined): string {
  if (delta == null || !Number.isFinite(delta)) return PLACEHOLDER;
  const text = formatPrice(Math.abs(delta));
  if (Number(Math.abs(delta).toFixed(6)) === 0) return text;
  return delta > 0 ? `+${text}` : `-${text}`;
}
