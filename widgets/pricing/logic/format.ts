/**
 * Local price formatting ('$' and 6 decimals, spec 2 §9).
 * TODO: swap for the shared formatter in widgets/core/format once it lands.
 */

const PLACEHOLDER = '-';

export function formatPrice(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return PLACEHOLDER;
  const text = `$${Math.abs(value).toFixed(6)}`;
  return value < 0 && Number(Math.abs(value).toFixed(6)) !== 0 ? `-${text}` : text;
}

/** A signed difference of prices: '+$0.001200', '-$0.000500', '$0.000000'. */
export function formatPriceDelta(delta: number | null | undefined): string {
  if (delta == null || !Number.isFinite(delta)) return PLACEHOLDER;
  const text = formatPrice(Math.abs(delta));
  if (Number(Math.abs(delta).toFixed(6)) === 0) return text;
  return delta > 0 ? `+${text}` : `-${text}`;
}
