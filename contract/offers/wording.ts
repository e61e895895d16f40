/**
 * How the offers area writes prices and markets for people, and the noise floor of a price change (issue 61): plain
 * functions without zod, so screens import them as cheaply as the server's sentences, digests and webhooks do.
 */
import type { OfferUnit } from './schemas';

/** Under this a kWh price change is rounding noise: 0.1 ¢/kWh, in dollars. */
export const NOISE_FLOOR_PER_KWH = 0.001;
/** Under this share (percent) a price change of any other unit is noise. */
export const NOISE_FLOOR_PERCENT = 0.1;

/** Whether a move from `before` to `after` (dollars per `unit`) is under the noise floor and announces nothing. */
export function isPriceNoise(before: number, after: number, unit: OfferUnit): boolean {
  const change = Math.abs(after - before);
  // Compared in millionths (the stored precision), so 0.0010 reads as the floor itself and not under it.
  if (unit === 'kWh') return Math.round(change * 1e6) < Math.round(NOISE_FLOOR_PER_KWH * 1e6);
  if (before === 0) return change === 0;
  return (change / Math.abs(before)) * 100 < NOISE_FLOOR_PERCENT - 1e-9;
}

/** A price for a person: '6.9¢/kWh' (kWh prices in cents, one decimal at least), '$0.842/therm' otherwise. */
export function formatOfferPrice(price: number, unit: OfferUnit): string {
  if (unit === 'kWh') {
    const cents = Math.round(price * 100 * 1000) / 1000;
    const text = Number.isInteger(cents * 10) ? cents.toFixed(1) : String(cents);
    return `${text}¢/kWh`;
  }
  return `$${(Math.round(price * 10000) / 10000).toString()}/${unit}`;
}

/** Words of an all-capitals utility name that stay as they are written (acronyms, legal suffixes), or are spelt so. */
const UTILITY_WORDS: Readonly<Record<string, string>> = {
  AEP: 'AEP', LLC: 'LLC', LP: 'LP', INC: 'Inc', TNMP: 'TNMP', PECO: 'PECO', PPL: 'PPL', NSTAR: 'NSTAR', CENTERPOINT: 'CenterPoint',
  OF: 'of', AND: 'and', THE: 'the', 'D/B/A': 'd/b/a',
};

/**
 * A utility as people read it: the Power to Choose file writes its utilities in capitals ("ONCOR ELECTRIC DELIVERY
 * COMPANY"); a sentence writes "Oncor Electric Delivery Company". A name already in mixed case ("Columbia Gas of
 * Ohio", "NSTAR d/b/a Eversource Energy") is kept as it is.
 */
export function readableUtility(utility: string): string {
  const name = utility.trim();
  if (name !== name.toUpperCase() || !/[A-Z]/.test(name)) return name;
  return name
    .split(/\s+/)
    .map((word, i) => {
      const known = UTILITY_WORDS[word];
      if (known) return i === 0 && /^[a-z]/.test(known) ? known[0]!.toUpperCase() + known.slice(1) : known;
      // Each part of a hyphenated word ("TEXAS-NEW") starts with a capital.
      return word.toLowerCase().replace(/(^|[-(&/])([a-z])/g, (_all, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

/** A market in a sentence: "Oncor Electric Delivery Company (TX)". */
export function offerMarketName(market: { stateCode: string; utility: string }): string {
  return `${readableUtility(market.utility)} (${market.stateCode})`;
}
