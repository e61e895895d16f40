import type { OfferUnit } from '../../core/api/offers';
import { formatCount } from '../../core/format/number';

/**
 * Prices arrive in dollars per the market's unit. Electricity reads in cents (the way bills and Power to Choose write
 * it: 14.90¢/kWh); gas in dollars per Ccf, Mcf or therm.
 */
export const inCents = (unit: OfferUnit) => unit === 'kWh';

/** The price column's heading: 'Price (¢/kWh)', 'Price ($/Mcf)'. */
export const priceHeading = (unit: OfferUnit) => `Price (${unitLabel(unit)})`;

/** '¢/kWh', '$/Ccf'. */
export const unitLabel = (unit: OfferUnit) => (inCents(unit) ? '¢/kWh' : `$/${unit}`);

/** Rounded half up to `digits` decimals, after clearing a float's dust (0.10425 × 100 is 10.424999…). */
const rounded = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
};

/** Up to 4 decimals, at least 2: 0.529 → '0.529', 5.2 → '5.20'. */
const dollars = (value: number) => rounded(value, 4).toFixed(4).replace(/0{1,2}$/, '');

/** A price without its unit: 0.149 $/kWh → '14.90'; 0.529 $/Ccf → '$0.529'. */
export function formatOfferPrice(value: number | null | undefined, unit: OfferUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return inCents(unit) ? rounded(value * 100, 2).toFixed(2) : `$${dollars(value)}`;
}

/** A price with its unit, for sentences and the drawer: '14.90¢/kWh', '$0.529/Ccf'. */
export function formatOfferPriceWithUnit(value: number | null | undefined, unit: OfferUnit): string {
  const price = formatOfferPrice(value, unit);
  if (!price) return '';
  return inCents(unit) ? `${price}¢/kWh` : `${price}/${unit}`;
}

const MINUS = '\u2212';

/** A difference of two prices: '+0.40¢', '−$0.020'; '0' when equal. */
export function formatPriceDelta(delta: number, unit: OfferUnit): string {
  // Rounded to what the screen shows, so a float's dust never reads as a change.
  const shown = inCents(unit) ? Math.round(delta * 10000) / 100 : Math.round(delta * 10000) / 10000;
  if (shown === 0) return '0';
  const sign = shown > 0 ? '+' : MINUS;
  const size = Math.abs(shown);
  return inCents(unit) ? `${sign}${size.toFixed(2)}¢` : `${sign}$${dollars(size)}`;
}

/** Whether two prices differ as the screen shows them (to the hundredth of a cent). */
export const pricesDiffer = (a: number, b: number) => Math.round(a * 10000) !== Math.round(b * 10000);

/** A usage key of pricesByUsage as a heading: '500' → '500 kWh', '2000' → '2,000 kWh'. */
export function usageLabel(key: string, unit: OfferUnit): string {
  const amount = Number(key);
  return Number.isFinite(amount) ? `${formatCount(amount)} ${unit}` : key;
}

/** '150.00' → '$150.00'; free text ('20 / remaining month') as the source wrote it; '' for none. */
export function formatFee(fee: string | null): string {
  const text = fee?.trim() ?? '';
  if (!text) return '';
  return /^\d+(\.\d+)?$/.test(text) ? `$${Number(text).toFixed(2)}` : text;
}

/** A fee's amount for sorting: the first number it writes (20 of '20 / remaining month'); undefined for none. */
export function feeAmount(fee: string | null): number | undefined {
  const match = /\d+(\.\d+)?/.exec(fee ?? '');
  return match ? Number(match[0]) : undefined;
}
