/**
 * The words of offer events in webhooks (issue 61 §3): a delivery's one line in the log, the lines and counts of a
 * Slack or Teams summary. Shared by the server (payloads, the delivery log's `summary`) and its tests.
 */
import { formatDateSafe } from '../format/date';
import { formatOfferPrice, offerMarketName, type OfferEventType, type OfferWebhookData } from '../offers/events';
import { WEBHOOK_EVENT_LABELS } from './rules';

/** What the words read of one change (the JSON data without its link). */
export type OfferEventText = Pick<
  OfferWebhookData,
  'supplierName' | 'product' | 'termMonths' | 'stateCode' | 'utility' | 'before' | 'after' | 'changePercent' | 'price' | 'unit'
>;

/** How many changes of each type a summary counts. */
export type OfferEventCounts = Readonly<Record<OfferEventType, number>>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '+1.2%' / '-6.6%': a change in percent, one decimal. */
export function formatChangePercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${Math.abs(rounded).toFixed(1)}%`;
}

/** 'Saver 12 (12 months)': the offer as a person recognises it; '' when the source names neither. */
function offerName(e: Pick<OfferEventText, 'product' | 'termMonths'>): string {
  const term = e.termMonths === null ? '' : e.termMonths === 0 ? 'month to month' : plural(e.termMonths, 'month', 'months');
  if (e.product && term) return `${e.product} (${term})`;
  return e.product ?? term;
}

/**
 * One change in a sentence, without its market:
 * - 'Acme Power posted Saver 12 (12 months) at 8.5¢/kWh'
 * - 'Acme Power withdrew Saver 12 (12 months), last at 8.5¢/kWh'
 * - 'Acme Power repriced Saver 12 (12 months): 9.1¢/kWh → 8.5¢/kWh (-6.6%)'
 * - 'Acme Power moved from #5 to #2 at 6.9¢/kWh', 'Acme Power entered the ranking at #3 at 6.9¢/kWh',
 *   'Acme Power left the ranking (was #3)'
 */
export function offerEventLine(type: OfferEventType, e: OfferEventText): string {
  const price = (value: number | null) => (value === null ? '—' : formatOfferPrice(value, e.unit));
  const name = offerName(e);
  const offer = name ? ` ${name}` : ' an offer';
  switch (type) {
    case 'offer.new':
      return `${e.supplierName} posted${offer} at ${price(e.after)}`;
    case 'offer.withdrawn':
      return `${e.supplierName} withdrew${offer}, last at ${price(e.before)}`;
    case 'offer.price_changed': {
      const percent = e.changePercent === null ? '' : ` (${formatChangePercent(e.changePercent)})`;
      return `${e.supplierName} repriced${offer}: ${price(e.before)} → ${price(e.after)}${percent}`;
    }
    case 'rank.changed': {
      const at = e.price === null ? '' : ` at ${price(e.price)}`;
      if (e.before === null) return `${e.supplierName} entered the ranking at #${e.after}${at}`;
      if (e.after === null) return `${e.supplierName} left the ranking (was #${e.before})`;
      return `${e.supplierName} moved from #${e.before} to #${e.after}${at}`;
    }
  }
}

/** The delivery log's line: 'Price changed: Acme Power repriced … in Oncor Electric Delivery Company (TX)'. */
export function offerEventHeadline(type: OfferEventType, e: OfferEventText): string {
  return `${WEBHOOK_EVENT_LABELS[type]}: ${offerEventLine(type, e)} in ${offerMarketName(e)}`;
}

/** '37 price changes, 12 new and 9 withdrawn offers, 2 rank changes' (types counted 0 are left out). */
export function offerCountsText(counts: OfferEventCounts): string {
  const parts: string[] = [];
  const changed = counts['offer.price_changed'];
  const added = counts['offer.new'];
  const withdrawn = counts['offer.withdrawn'];
  const ranks = counts['rank.changed'];
  if (changed > 0) parts.push(plural(changed, 'price change', 'price changes'));
  if (added > 0 && withdrawn > 0) parts.push(`${added} new and ${withdrawn} withdrawn ${withdrawn === 1 ? 'offer' : 'offers'}`);
  else if (added > 0) parts.push(plural(added, 'new offer', 'new offers'));
  else if (withdrawn > 0) parts.push(plural(withdrawn, 'withdrawn offer', 'withdrawn offers'));
  if (ranks > 0) parts.push(plural(ranks, 'rank change', 'rank changes'));
  return parts.length > 0 ? parts.join(', ') : 'No changes';
}

/** A summary's title: 'Price changes in Oncor Electric Delivery Company (TX) on 01/10/2026'. */
export function offerSummaryTitle(m: Pick<OfferWebhookData, 'utility' | 'stateCode' | 'asOf'>): string {
  return `${WEBHOOK_EVENT_LABELS['offer.summary']} in ${offerMarketName(m)} on ${formatDateSafe(m.asOf, { fourDigitYear: true, invalidText: m.asOf })}`;
}

/** The delivery log's line of a summary: 'Price changes in … on 01/10/2026: 2 price changes, 1 new and 3 withdrawn offers'. */
export function offerSummaryHeadline(m: Pick<OfferWebhookData, 'utility' | 'stateCode' | 'asOf'>, counts: OfferEventCounts): string {
  return `${offerSummaryTitle(m)}: ${offerCountsText(counts)}`;
}
