/**
 * The plain words of a price notification (issue 61 §2): each names the supplier, the market as people read it
 * ("Oncor Electric Delivery Company (TX)") and the price or rank. Prices in ¢/kWh for kWh markets
 * (contract/offers/events.ts formatOfferPrice).
 */
import { formatOfferPrice, offerMarketName, type OfferEvent } from '../../../contract/offers/events.js';
import type { OfferUnit } from '../../../contract/offers/schemas.js';

type Market = { stateCode: string; utility: string };

/** "for 12 months fixed", "for 1 month variable", "variable" (no term), "" (neither). */
function termWords(e: Pick<OfferEvent, 'termMonths' | 'rateType'>): string {
  const rate = e.rateType ? e.rateType.trim().toLowerCase() : '';
  if (e.termMonths && e.termMonths > 0) return `for ${e.termMonths} month${e.termMonths === 1 ? '' : 's'}${rate ? ` ${rate}` : ''}`;
  return rate;
}
const spaced = (words: string) => (words ? ` ${words}` : '');

/** priceAtOrBelow: "Acme Power offers 5.5¢/kWh for 12 months fixed in Oncor Electric Delivery Company (TX)". */
export function offersAtSentence(e: OfferEvent): string {
  return `${e.supplierName} offers ${formatOfferPrice(e.after!, e.unit)}${spaced(termWords(e))} in ${offerMarketName(e)}`;
}

/** rank (enters): "Acme Power entered the top 3 in Oncor Electric Delivery Company (TX): #2 at 6.9¢/kWh". */
export function enteredTopSentence(supplierName: string, top: number, market: Market, rank: number, price: number, unit: OfferUnit): string {
  return `${supplierName} entered the top ${top} in ${offerMarketName(market)}: #${rank} at ${formatOfferPrice(price, unit)}`;
}

/** rank (leaves): "Acme Power left the top 3 in …: now #5 at 8.1¢/kWh" ("…: no longer ranked" when it has no benchmark offer). */
export function leftTopSentence(supplierName: string, top: number, market: Market, now: { rank: number; price: number } | null, unit: OfferUnit): string {
  const where = now ? `now #${now.rank} at ${formatOfferPrice(now.price, unit)}` : 'no longer ranked';
  return `${supplierName} left the top ${top} in ${offerMarketName(market)}: ${where}`;
}

/** supplierChange and anyChange: one offer posted, withdrawn or repriced. */
export function offerChangeSentence(e: OfferEvent): string {
  const market = offerMarketName(e);
  const terms = spaced(termWords(e));
  if (e.type === 'offer.new') return `${e.supplierName} posted a new offer at ${formatOfferPrice(e.after!, e.unit)}${terms} in ${market}`;
  if (e.type === 'offer.withdrawn') return `${e.supplierName} withdrew its offer at ${formatOfferPrice(e.before!, e.unit)}${terms} in ${market}`;
  const verb = e.after! < e.before! ? 'cut' : 'raised';
  const percent = e.changePercent === null ? '' : ` (${e.changePercent > 0 ? '+' : '−'}${Math.abs(e.changePercent).toFixed(1)}%)`;
  return `${e.supplierName} ${verb} its offer${terms} from ${formatOfferPrice(e.before!, e.unit)} to ${formatOfferPrice(e.after!, e.unit)}${percent} in ${market}`;
}

/** A client's own supplier: any move of its benchmark rank. */
export function rankMoveSentence(e: OfferEvent): string {
  const market = offerMarketName(e);
  const at = e.price === null ? '' : ` at ${formatOfferPrice(e.price, e.unit)}`;
  if (e.before === null) return `${e.supplierName} is now ranked #${e.after} in ${market}${at}`;
  if (e.after === null) return `${e.supplierName} is no longer ranked in ${market}`;
  return `${e.supplierName} ${e.after < e.before ? 'rose' : 'fell'} from #${e.before} to #${e.after} in ${market}${at}`;
}

export interface ChangeCounts {
  price: number;
  new: number;
  withdrawn: number;
  rank: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Beyond five changes: "37 price changes, 12 new and 9 withdrawn offers in Oncor Electric Delivery Company (TX)". */
export function summarySentence(counts: ChangeCounts, market: Market): string {
  const parts: string[] = [];
  if (counts.price > 0) parts.push(plural(counts.price, 'price change'));
  const offers = counts.new + counts.withdrawn;
  if (counts.new > 0 && counts.withdrawn > 0) parts.push(`${counts.new} new and ${counts.withdrawn} withdrawn offers`);
  else if (counts.new > 0) parts.push(`${counts.new} new offer${offers === 1 ? '' : 's'}`);
  else if (counts.withdrawn > 0) parts.push(`${counts.withdrawn} withdrawn offer${offers === 1 ? '' : 's'}`);
  if (counts.rank > 0) parts.push(plural(counts.rank, 'rank change'));
  return `${parts.join(', ')} in ${offerMarketName(market)}`;
}

/** A client's own supplier beyond five markets: "Acme Power's rank changed in 12 markets". */
export function ownSupplierSummary(supplierName: string, markets: number): string {
  return `${supplierName}'s rank changed in ${markets} markets`;
}
