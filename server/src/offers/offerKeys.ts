/**
 * Keys for offers a source gives no id (Ohio, Massachusetts): an offer is known by its supplier, rate type, term,
 * introductory and promotional flags, monthly fee and early termination fee. One supplier may post several offers
 * alike in all of these (an intro price and a regular one, two promotions): those are told apart by pairing each
 * with the previous snapshot's look-alike of the closest price, so a price change reads as a price change, never as
 * one offer withdrawn and another posted (ADR 0050).
 */
import type { NormalizedOffer } from './sources/types.js';
import { nameKeys } from './suppliers.js';

/** The part of a key that says which terms an offer has: `supplier|rate type|term|intro|promo|fee|etf`. */
export function termsKey(offer: NormalizedOffer): string {
  const supplier = nameKeys(offer.supplierName)[0]?.join(' ') ?? offer.supplierName.trim().toLowerCase();
  const money = (value: number | null) => (value === null ? '-' : String(Math.round(value * 100) / 100));
  return [
    supplier,
    offer.rateType?.trim().toLowerCase() || '-',
    offer.termMonths === null ? '-' : `${offer.termMonths}m`,
    offer.introductory ? 'intro' : '-',
    offer.promotional ? 'promo' : '-',
    `fee ${money(offer.monthlyFee)}`,
    `etf ${offer.cancellationFee?.trim().toLowerCase().replace(/\s+/g, ' ') || '-'}`,
  ].join('|');
}

/** The n-th look-alike's key: the terms key itself for the first, `#2`, `#3`… after it. */
const nth = (base: string, n: number) => (n === 1 ? base : `${base}#${n}`);
const baseOf = (key: string) => key.replace(/#\d+$/, '');

/** An offer the market already holds: its key and last price. */
export interface KnownOffer {
  sourceKey: string;
  price: number;
}

/**
 * Each offer's key: the source's own id where it has one; else its terms key, look-alikes paired with the market's
 * known offers of the same terms by the closest price (closest pairs first, ties by line), any left over numbered
 * after them. Returns keys in the order of `offers`.
 */
export function keyOffers(offers: NormalizedOffer[], known: KnownOffer[]): string[] {
  const keys: string[] = offers.map((offer) => offer.sourceKey ?? '');
  const groups = new Map<string, number[]>();
  offers.forEach((offer, i) => {
    if (offer.sourceKey !== null) return;
    const base = termsKey(offer);
    const group = groups.get(base);
    if (group) group.push(i);
    else groups.set(base, [i]);
  });
  if (groups.size === 0) return keys;

  const knownByBase = new Map<string, KnownOffer[]>();
  for (const offer of known) {
    const base = baseOf(offer.sourceKey);
    if (!groups.has(base)) continue;
    const list = knownByBase.get(base);
    if (list) list.push(offer);
    else knownByBase.set(base, [offer]);
  }

  for (const [base, members] of groups) {
    const candidates = knownByBase.get(base) ?? [];
    const taken = new Set<string>();
    const pairs = members.flatMap((i) => candidates.map((c) => ({ i, key: c.sourceKey, gap: Math.abs(offers[i]!.price - c.price) })));
    pairs.sort((a, b) => a.gap - b.gap || offers[a.i]!.line - offers[b.i]!.line || a.key.localeCompare(b.key));
    const placed = new Set<number>();
    for (const pair of pairs) {
      if (placed.has(pair.i) || taken.has(pair.key)) continue;
      keys[pair.i] = pair.key;
      placed.add(pair.i);
      taken.add(pair.key);
    }
    const used = new Set([...taken, ...candidates.map((c) => c.sourceKey)]);
    let n = 1;
    for (const i of members) {
      if (placed.has(i)) continue;
      while (used.has(nth(base, n))) n += 1;
      keys[i] = nth(base, n);
      used.add(keys[i]);
    }
  }
  return keys;
}
