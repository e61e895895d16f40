/** Energy prices are quoted per kWh/therm to six decimals: 0.0845 → '$0.084500'. */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toFixed(6)}`;
}

/**
 * 12345 → '12,345' (en-US grouping, rounded half away from zero as Intl rounds). Written out rather than an
 * Intl.NumberFormat made when the module loads: building the first formatter loads ICU's number data, about 20 ms of
 * the task that evaluates every screen's chunk on a throttled phone (Lighthouse, /pricing).
 */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const whole = Math.round(Math.abs(value));
  const digits = whole >= 1e21 ? whole.toLocaleString('en-US') : String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}
