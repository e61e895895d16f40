const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Energy prices are quoted per kWh/therm to six decimals: 0.0845 → '$0.084500'. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toFixed(6)}`;
}

/** 12345 → '12,345'. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return countFormat.format(value);
}
