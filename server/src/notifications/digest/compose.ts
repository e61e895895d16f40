import type { NoticeOfferMarket } from '../../../../contract/notifications/schemas.js';
import { notificationParts, type NotificationEventType } from '../../../../contract/notifications/wording.js';
import { formatDateSafe } from '../../../../contract/format/date.js';
import { COMMODITY_LABELS, LICENSE_TYPE_LABELS, watchMatches, type WatchCommodity, type WatchLicenseType } from '../../../../contract/marketWatches/rules.js';
import { offerMarketName } from '../../../../contract/offers/events.js';
import { offerChangesUrl } from '../webhooks/formats.js';
import type { DigestPeriod } from './period.js';

/** One event of the period, as the digest reads it. */
export interface DigestItem {
  eventType: NotificationEventType;
  eventKey: string;
  createdOn: string;
  licenseNumber: string | null;
  licenseRegisteredDate: string | null;
  licenseExpiryDate: string | null;
  stateCode: string;
  commodity: string;
  isSupplier: boolean;
  companyId: string;
  legalName: string | null;
  /** The user follows the company (or this license of it). */
  followed: boolean;
  /** The recipient holds premium data: otherwise the sentence masks the license number and date. */
  isPremium: boolean;
}

/**
 * One 'Price' notification of the period (issue 61): a price watch's, or the client's own supplier's (ownSupplier;
 * watchId null). A watch deleted since leaves watchId null too: its notices are grouped under their market.
 */
export interface DigestPriceItem {
  watchId: number | null;
  ownSupplier: boolean;
  /** The watch's name; null → its market names it. */
  watchName: string | null;
  /** The watch's market (null without a watch). */
  watchStateCode: string | null;
  watchUtility: string | null;
  /** Its sentences, one per line (or the one sentence that counts the changes). */
  message: string;
  offerMarket: NoticeOfferMarket | null;
  createdOn: string;
}

/** The digest's group of the client's own supplier's rank moves (the Price notifications of no watch). */
export const OWN_SUPPLIER_GROUP = "Your supplier's rank";

export interface PriceLine {
  text: string;
  /** A summary's What changed link; a single move has none. */
  url: string | null;
}

/**
 * The Prices section: the period's Price notifications grouped per watch (its name, or its market when unnamed) in
 * the order the watches were made, the own supplier's first; each move one line, a summary one line with its link.
 */
export function priceGroups(items: DigestPriceItem[], publicUrl: string): Array<{ title: string; lines: PriceLine[] }> {
  const groups = new Map<string, { title: string; order: number; lines: PriceLine[] }>();
  for (const item of items) {
    const market = item.watchStateCode && item.watchUtility ? offerMarketName({ stateCode: item.watchStateCode, utility: item.watchUtility }) : null;
    const fallback = item.offerMarket ? offerMarketName(item.offerMarket) : 'Price watch';
    const key = item.ownSupplier ? 'own' : item.watchId !== null ? `w${item.watchId}` : `m${fallback}`;
    if (!groups.has(key)) {
      const title = item.ownSupplier ? OWN_SUPPLIER_GROUP : item.watchName?.trim() || market || fallback;
      // The own supplier's first, then the watches in the order they were made, then those of deleted watches.
      groups.set(key, { title, order: item.ownSupplier ? 0 : item.watchId ?? Number.MAX_SAFE_INTEGER, lines: [] });
    }
    const group = groups.get(key)!;
    if (item.offerMarket?.summary) group.lines.push({ text: item.message, url: offerChangesUrl(publicUrl, item.offerMarket) });
    else group.lines.push(...item.message.split('\n').filter((line) => line.trim() !== '').map((text) => ({ text, url: null })));
  }
  return [...groups.values()].sort((a, b) => a.order - b.order).map(({ title, lines }) => ({ title, lines }));
}

export interface DigestWatch {
  id: number;
  stateCodes: string[];
  commodity: number;
  licenseType: string;
  eventTypes: string[];
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

interface Line {
  before: string;
  company: string;
  after: string;
  url: string;
}

export function watchTitle(watch: DigestWatch): string {
  return [
    `Market watch: ${watch.stateCodes.join(', ')}`,
    COMMODITY_LABELS[watch.commodity as WatchCommodity] ?? '',
    LICENSE_TYPE_LABELS[watch.licenseType as WatchLicenseType] ?? '',
    watch.eventTypes.join(', '),
  ].join(' · ');
}

/**
 * Groups the events: under the followed company when the user follows it, otherwise under the first market watch
 * that covers it; one event appears once. Events neither explains any more (a watch or follow removed since) come last.
 */
export function groupItems(items: DigestItem[], watches: DigestWatch[], companyUrl: (id: string) => string): Array<{ title: string; lines: Line[]; watchId?: number }> {
  const groups = new Map<string, { title: string; lines: Line[]; watchId?: number }>();
  const add = (key: string, title: string, item: DigestItem) => {
    if (!groups.has(key)) groups.set(key, { title, lines: [] });
    const parts = notificationParts({
      eventType: item.eventType,
      licenseNumber: item.licenseNumber,
      legalName: item.legalName,
      licenseRegisteredDate: item.licenseRegisteredDate,
      // An expiry alert speaks of the expiry it announced (its key), as the notification and the e-mail do.
      licenseExpiryDate: item.eventType === 'Expiry' ? item.eventKey : item.licenseExpiryDate,
      createdOn: item.createdOn,
      isPremium: item.isPremium,
    });
    groups.get(key)!.lines.push({ ...parts, url: companyUrl(item.companyId) });
  };
  // Watches first, in the order the user made them; then followed companies by name.
  for (const watch of watches) groups.set(`w${watch.id}`, { title: watchTitle(watch), lines: [], watchId: watch.id });
  const followed = items.filter((i) => i.followed).sort((a, b) => (a.legalName ?? '').localeCompare(b.legalName ?? ''));
  for (const item of followed) add(`c${item.companyId}`, `Followed: ${item.legalName ?? 'a company you are following'}`, item);
  for (const item of items.filter((i) => !i.followed)) {
    const watch = watches.find((w) => watchMatches(w, item));
    add(watch ? `w${watch.id}` : 'other', watch ? watchTitle(watch) : 'Other events', item);
  }
  return [...groups.values()].filter((g) => g.lines.length > 0);
}

/** A watched market's license history over the digest's period (issue 36): events dated in it. */
export interface MarketTrend {
  new: number;
  renewed: number;
  expired: number;
}

/** The line a watch's section opens with: 'In this market on 06/02/2030: 2 new, 1 renewed, 0 expired.' */
export function trendLine(trend: MarketTrend, kind: 'daily' | 'weekly', when: string): string {
  return `In this market ${kind === 'daily' ? 'on' : 'from'} ${when}: ${trend.new} new, ${trend.renewed} renewed, ${trend.expired} expired.`;
}

/** The digest's section of price watches and the client's own supplier (issue 61). */
export const PRICES_TITLE = 'Prices';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const day = (date: string) => formatDateSafe(date, { fourDigitYear: true });

/** The e-mail: subject, plain text and HTML, each line in the spec 1 §4 wording with a link to the company. */
export function composeDigest(args: {
  kind: 'daily' | 'weekly';
  period: DigestPeriod;
  items: DigestItem[];
  watches: DigestWatch[];
  publicUrl: string;
  unsubscribeUrl: string;
  /** Each watch's market over the period, by watch id. */
  trends?: ReadonlyMap<number, MarketTrend>;
  /** The period's Price notifications (issue 61): the Prices section. */
  prices?: DigestPriceItem[];
}): DigestMail {
  const { kind, period, items, watches, publicUrl, unsubscribeUrl, trends, prices = [] } = args;
  const when = kind === 'daily' ? day(period.first) : `${day(period.first)} – ${day(period.last)}`;
  const groups = groupItems(items, watches, (id) => `${publicUrl}/companies/${encodeURIComponent(id)}`).map((g) => {
    const trend = g.watchId === undefined ? undefined : trends?.get(g.watchId);
    return { ...g, trend: trend ? trendLine(trend, kind, when) : null };
  });
  const licenseCount = `${items.length} license event${items.length === 1 ? '' : 's'}`;
  const priceCount = `${prices.length} price notification${prices.length === 1 ? '' : 's'}`;
  // Without price notifications the digest reads as it always did.
  const count = prices.length === 0 ? licenseCount : items.length === 0 ? priceCount : `${licenseCount} and ${priceCount}`;
  const where = prices.length === 0 ? 'in your markets and followed companies' : 'in your markets, followed companies and price watches';
  const priceSection = priceGroups(prices, publicUrl);
  const title = `Insights ${kind} digest`;
  const settingsUrl = `${publicUrl}/settings/subscriptions`;
  const why = `You receive this ${kind} digest because of your notification settings in Insights.`;

  const text = [
    `${title} — ${when}`,
    `${count} ${where}.`,
    '',
    ...groups.flatMap((g) => [g.title, ...(g.trend ? [g.trend] : []), ...g.lines.map((l) => `- ${l.before}${l.company}${l.after} (${l.url})`), '']),
    ...(priceSection.length > 0
      ? [PRICES_TITLE, '', ...priceSection.flatMap((g) => [g.title, ...g.lines.map((l) => `- ${l.text}${l.url ? ` (${l.url})` : ''}`), ''])]
      : []),
    why,
    `Change it: ${settingsUrl}`,
    `Unsubscribe from the digest: ${unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 4px">${escape(title)}</h1>
<p style="margin:0 0 20px;color:#52606d">${escape(when)} · ${escape(count)} ${escape(where)}</p>
${groups
  .map(
    (g) => `<h2 style="font-size:15px;margin:20px 0 8px;padding-bottom:4px;border-bottom:1px solid #e4e7eb">${escape(g.title)}</h2>
${g.trend ? `<p style="margin:0 0 8px;color:#52606d">${escape(g.trend)}</p>\n` : ''}<ul style="margin:0;padding-left:20px;line-height:1.5">
${g.lines.map((l) => `<li>${escape(l.before)}<a href="${escape(l.url)}" style="color:#1d4ed8">${escape(l.company)}</a>${escape(l.after)}</li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
${priceSection.length > 0 ? `<h2 style="font-size:17px;margin:28px 0 4px">${escape(PRICES_TITLE)}</h2>
${priceSection
  .map(
    (g) => `<h3 style="font-size:15px;margin:16px 0 8px;padding-bottom:4px;border-bottom:1px solid #e4e7eb">${escape(g.title)}</h3>
<ul style="margin:0;padding-left:20px;line-height:1.5">
${g.lines.map((l) => `<li>${escape(l.text)}${l.url ? ` <a href="${escape(l.url)}" style="color:#1d4ed8">What changed</a>` : ''}</li>`).join('\n')}
</ul>`,
  )
  .join('\n')}` : ''}
<p style="margin:28px 0 0;font-size:12px;color:#7b8794">${escape(why)}
<a href="${escape(settingsUrl)}" style="color:#52606d">Change it in Insights</a> ·
<a href="${escape(unsubscribeUrl)}" style="color:#52606d">Unsubscribe from the digest</a></p>
</div></body></html>
`;
  return { subject: `${title}: ${count} (${when})`, text, html };
}
