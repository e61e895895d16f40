import { notificationParts, type NotificationEventType } from '../../../../contract/notifications/wording.js';
import { formatDateSafe } from '../../../../contract/format/date.js';
import { COMMODITY_LABELS, LICENSE_TYPE_LABELS, watchMatches, type WatchCommodity, type WatchLicenseType } from '../../../../contract/marketWatches/rules.js';
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
}): DigestMail {
  const { kind, period, items, watches, publicUrl, unsubscribeUrl, trends } = args;
  const when = kind === 'daily' ? day(period.first) : `${day(period.first)} – ${day(period.last)}`;
  const groups = groupItems(items, watches, (id) => `${publicUrl}/companies/${encodeURIComponent(id)}`).map((g) => {
    const trend = g.watchId === undefined ? undefined : trends?.get(g.watchId);
    return { ...g, trend: trend ? trendLine(trend, kind, when) : null };
  });
  const count = `${items.length} license event${items.length === 1 ? '' : 's'}`;
  const title = `Insights ${kind} digest`;
  const settingsUrl = `${publicUrl}/settings/subscriptions`;
  const why = `You receive this ${kind} digest because of your notification settings in Insights.`;

  const text = [
    `${title} — ${when}`,
    `${count} in your markets and followed companies.`,
    '',
    ...groups.flatMap((g) => [g.title, ...(g.trend ? [g.trend] : []), ...g.lines.map((l) => `- ${l.before}${l.company}${l.after} (${l.url})`), '']),
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
<p style="margin:0 0 20px;color:#52606d">${escape(when)} · ${escape(count)} in your markets and followed companies</p>
${groups
  .map(
    (g) => `<h2 style="font-size:15px;margin:20px 0 8px;padding-bottom:4px;border-bottom:1px solid #e4e7eb">${escape(g.title)}</h2>
${g.trend ? `<p style="margin:0 0 8px;color:#52606d">${escape(g.trend)}</p>\n` : ''}<ul style="margin:0;padding-left:20px;line-height:1.5">
${g.lines.map((l) => `<li>${escape(l.before)}<a href="${escape(l.url)}" style="color:#1d4ed8">${escape(l.company)}</a>${escape(l.after)}</li>`).join('\n')}
</ul>`,
  )
  .join('\n')}
<p style="margin:28px 0 0;font-size:12px;color:#7b8794">${escape(why)}
<a href="${escape(settingsUrl)}" style="color:#52606d">Change it in Insights</a> ·
<a href="${escape(unsubscribeUrl)}" style="color:#52606d">Unsubscribe from the digest</a></p>
</div></body></html>
`;
  return { subject: `${title}: ${count} (${when})`, text, html };
}
