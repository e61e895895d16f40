import { PREMIUM_MASK } from '../../../../contract/notifications/wording.js';
import { formatDateSafe } from '../../../../contract/format/date.js';
import {
  isOfferEventType,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MAX_BODY_BYTES,
  type WebhookDeliveryEventType,
  type WebhookFormat,
  type WebhookLicenseEventType,
} from '../../../../contract/integrations/rules.js';
import type { WebhookLicenseEvent } from '../../../../contract/integrations/schemas.js';
import type { OfferEventType, OfferWebhookData } from '../../../../contract/offers/events.js';
import {
  offerCountsText,
  offerEventHeadline,
  offerEventLine,
  offerSummaryHeadline,
  offerSummaryTitle,
  type OfferEventCounts,
} from '../../../../contract/integrations/offerText.js';

/** What a delivery row stores of a license event: the data without the page link (the sender adds it). */
export type StoredLicenseData = Omit<WebhookLicenseEvent['data'], 'url'>;

/**
 * What a delivery row stores of one offer event (offerEvents.ts): offerWebhookData without its link, plus the
 * market's snapshot before (the What changed view's "from"); a test sample also names the type it shows.
 */
export type StoredOfferData = Omit<OfferWebhookData, 'url'> & { previousAsOf: string | null; sampleType?: OfferEventType };

/** What an 'offer.summary' stores: its market and snapshot, the counts, and the first few changes. */
export interface StoredOfferSummary {
  stateCode: string;
  utility: string;
  commodity: string;
  customerClass: string;
  unit: OfferWebhookData['unit'];
  asOf: string;
  previousAsOf: string | null;
  counts: OfferEventCounts;
  lines: Array<StoredOfferData & { type: OfferEventType }>;
}

export type StoredEventData = StoredLicenseData | StoredOfferData | StoredOfferSummary;

const isOfferData = (data: StoredEventData): data is StoredOfferData => 'supplierName' in data;
const isOfferSummary = (data: StoredEventData): data is StoredOfferSummary => 'counts' in data;

export interface RenderInput {
  type: WebhookDeliveryEventType;
  /** When the event happened (the delivery's creation), ISO 8601. */
  timestamp: string;
  data: StoredEventData;
  /** The client holds premium data: false → the chat texts show the mask (the JSON data has nulls already). */
  premium: boolean;
  /** The portal's public origin, e.g. https://insights.example.com. */
  publicUrl: string;
}

/** The company's page in the portal. */
export function companyPageUrl(publicUrl: string, companyId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/companies/${encodeURIComponent(companyId)}`;
}

/**
 * The Offers screen's What changed view of a market from its snapshot before to `asOf` (the URL parameters of
 * widgets/offers/Offers/offersFilters.ts; without a snapshot before, the screen takes the one before `asOf`).
 */
export function offerChangesUrl(
  publicUrl: string,
  m: { stateCode: string; utility: string; commodity: string; customerClass: string; asOf: string; previousAsOf: string | null },
): string {
  const query = new URLSearchParams({ state: m.stateCode, utility: m.utility, commodity: m.commodity, customerClass: m.customerClass, asOf: m.asOf, view: 'changes' });
  if (m.previousAsOf) query.set('from', m.previousAsOf);
  query.set('to', m.asOf);
  return `${publicUrl.replace(/\/$/, '')}/offers?${query.toString()}`;
}

/** Names longer than this are cut (with …): every body then stays far below WEBHOOK_MAX_BODY_BYTES. */
const MAX_TEXT = 500;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** Slack mrkdwn: only &, < and > are control characters (Slack's "Formatting text" guide). */
export function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Adaptive Card TextBlocks render a markdown subset: its control characters are escaped with a backslash. */
export function escapeTeams(text: string): string {
  return text.replace(/([\\*_[\]~`])/g, '\\$1');
}

interface Fact {
  title: string;
  value: string;
}

function facts(input: RenderInput & { data: StoredLicenseData }): Fact[] {
  const { data, premium } = input;
  const premiumValue = (value: string | null) => (premium ? (value ?? '—') : PREMIUM_MASK);
  // Chat texts write dates as every screen does (MM/DD/YYYY, ADR 0026); the JSON data keeps yyyy-mm-dd.
  const day = (value: string | null) => (value ? formatDateSafe(value, { fourDigitYear: true, invalidText: value }) : null);
  return [
    { title: 'State', value: data.stateCode },
    { title: 'Commodity', value: data.commodity },
    { title: 'License type', value: cut(data.licenseType) },
    { title: 'License number', value: cut(premiumValue(data.licenseNumber)) },
    { title: 'Registered', value: premiumValue(day(data.registeredDate)) },
    { title: 'Expires', value: premiumValue(day(data.expiryDate)) },
  ];
}

/** "New license: Acme Energy (TX, Electric)": the one line a chat notification shows. */
export function eventHeadline(type: WebhookDeliveryEventType, data: Pick<StoredLicenseData, 'companyName' | 'stateCode' | 'commodity'>): string {
  return `${WEBHOOK_EVENT_LABELS[type]}: ${cut(data.companyName)} (${data.stateCode}, ${data.commodity})`;
}

type LicenseInput = RenderInput & { data: StoredLicenseData };

function jsonBody(input: LicenseInput) {
  return { type: input.type, timestamp: input.timestamp, data: { ...input.data, url: companyPageUrl(input.publicUrl, input.data.companyId) } };
}

/** Slack incoming webhooks: `text` is the notification's fallback, `blocks` what the channel shows. */
function slackBody(input: LicenseInput) {
  const url = companyPageUrl(input.publicUrl, input.data.companyId);
  const label = WEBHOOK_EVENT_LABELS[input.type];
  const name = escapeSlack(cut(input.data.companyName));
  return {
    text: escapeSlack(eventHeadline(input.type, input.data)),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*${escapeSlack(label)}*\n<${url}|${name}>` } },
      { type: 'section', fields: facts(input).map((f) => ({ type: 'mrkdwn', text: `*${f.title}*\n${escapeSlack(f.value)}` })) },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open company page' }, url }] },
    ],
  };
}

/** A Teams Workflows webhook ("post to a channel when a webhook request is received"): an Adaptive Card 1.4 message. */
function teamsBody(input: LicenseInput) {
  const url = companyPageUrl(input.publicUrl, input.data.companyId);
  return teamsCard(
    [
      { type: 'TextBlock', text: escapeTeams(WEBHOOK_EVENT_LABELS[input.type]), weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text: `[${escapeTeams(cut(input.data.companyName))}](${url})`, wrap: true },
      { type: 'FactSet', facts: facts(input).map((f) => ({ title: f.title, value: escapeTeams(f.value) })) },
    ],
    { title: 'Open company page', url },
  );
}

/** A Teams Workflows message holding one Adaptive Card 1.4 of `body`, with one button that opens `action.url`. */
function teamsCard(body: unknown[], action: { title: string; url: string }) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', ...action }],
        },
      },
    ],
  };
}

// ---- Offer events (issue 61 §3, ADR 0057)

/** One offer event as a `json` endpoint receives it: offerWebhookData with the What changed link. */
function offerJsonBody(input: RenderInput & { data: StoredOfferData }) {
  const d = input.data;
  // The contract's order of fields (jsonb stores its keys in an order of its own).
  const data: OfferWebhookData = {
    sourceKey: d.sourceKey, supplierName: d.supplierName, companyId: d.companyId, product: d.product, termMonths: d.termMonths,
    stateCode: d.stateCode, utility: d.utility, commodity: d.commodity, customerClass: d.customerClass, before: d.before, after: d.after,
    change: d.change, changePercent: d.changePercent, price: d.price, unit: d.unit, asOf: d.asOf, url: offerChangesUrl(input.publicUrl, d),
  };
  return { type: input.type, timestamp: input.timestamp, data };
}

/** A single change (a test sample) read as a summary of one, for Slack and Teams. */
function summaryOfOne(type: OfferEventType, data: StoredOfferData): StoredOfferSummary {
  const counts = { 'offer.new': 0, 'offer.withdrawn': 0, 'offer.price_changed': 0, 'rank.changed': 0, [type]: 1 };
  return { ...data, counts, lines: [{ ...data, type }] };
}

interface SummaryText {
  title: string;
  counts: string;
  lines: string[];
  /** 'and 32 more changes' when the summary counts more than it lists. */
  more: string | null;
  url: string;
  facts: Fact[];
}

function summaryText(summary: StoredOfferSummary, publicUrl: string, test: boolean): SummaryText {
  const total = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  const rest = total - summary.lines.length;
  return {
    title: cut(`${test ? `${WEBHOOK_EVENT_LABELS['webhook.test']}: ` : ''}${offerSummaryTitle(summary)}`),
    counts: offerCountsText(summary.counts),
    lines: summary.lines.map((line) => cut(offerEventLine(line.type, line))),
    more: rest > 0 ? `and ${rest} more ${rest === 1 ? 'change' : 'changes'}` : null,
    url: offerChangesUrl(publicUrl, summary),
    facts: [
      { title: 'State', value: summary.stateCode },
      { title: 'Utility', value: cut(summary.utility) },
      { title: 'Commodity', value: summary.commodity },
      { title: 'Customer class', value: cut(summary.customerClass) },
    ],
  };
}

const OPEN_CHANGES = 'Open What changed';

function offerSlackBody(t: SummaryText) {
  const list = [...t.lines.map((line) => `• ${escapeSlack(line)}`), ...(t.more ? [`_${t.more}_`] : [])].join('\n');
  return {
    text: escapeSlack(`${t.title}: ${t.counts}`),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*<${t.url}|${escapeSlack(t.title)}>*\n${escapeSlack(t.counts)}` } },
      ...(list ? [{ type: 'section', text: { type: 'mrkdwn', text: list } }] : []),
      { type: 'section', fields: t.facts.map((f) => ({ type: 'mrkdwn', text: `*${f.title}*\n${escapeSlack(f.value)}` })) },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: OPEN_CHANGES }, url: t.url }] },
    ],
  };
}

function offerTeamsBody(t: SummaryText) {
  return teamsCard(
    [
      { type: 'TextBlock', text: `[${escapeTeams(t.title)}](${t.url})`, weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text: escapeTeams(t.counts), wrap: true },
      ...t.lines.map((line) => ({ type: 'TextBlock', text: `• ${escapeTeams(line)}`, wrap: true, spacing: 'Small' })),
      ...(t.more ? [{ type: 'TextBlock', text: escapeTeams(t.more), isSubtle: true, wrap: true, spacing: 'Small' }] : []),
      { type: 'FactSet', facts: t.facts.map((f) => ({ title: f.title, value: escapeTeams(f.value) })) },
    ],
    { title: OPEN_CHANGES, url: t.url },
  );
}

function offerBody(format: WebhookFormat, input: RenderInput & { data: StoredOfferData | StoredOfferSummary }): unknown {
  const { data } = input;
  if (format === 'json') {
    if (isOfferSummary(data)) {
      // A summary queued for a Slack or Teams endpoint that has become a JSON one meanwhile: its data, with the link.
      const { previousAsOf: _previousAsOf, ...rest } = data;
      return { type: input.type, timestamp: input.timestamp, data: { ...rest, url: offerChangesUrl(input.publicUrl, data) } };
    }
    return offerJsonBody({ ...input, data });
  }
  const type = isOfferSummary(data) ? null : isOfferEventType(input.type) ? input.type : (data.sampleType ?? 'offer.price_changed');
  const summary = isOfferSummary(data) ? data : summaryOfOne(type!, data);
  const text = summaryText(summary, input.publicUrl, input.type === 'webhook.test');
  return format === 'slack' ? offerSlackBody(text) : offerTeamsBody(text);
}

/** The delivery log's one line (contract webhookDelivery.summary). */
export function deliverySummary(type: WebhookDeliveryEventType, data: StoredEventData): string {
  if (isOfferSummary(data)) return offerSummaryHeadline(data, data.counts);
  if (isOfferData(data)) {
    if (type === 'webhook.test') {
      return `${WEBHOOK_EVENT_LABELS['webhook.test']} (sample: ${offerEventHeadline(data.sampleType ?? 'offer.price_changed', data)})`;
    }
    return offerEventHeadline(isOfferEventType(type) ? type : 'offer.price_changed', data);
  }
  if (type === 'webhook.test') {
    return `${WEBHOOK_EVENT_LABELS['webhook.test']} (sample: ${data.companyName}, ${data.stateCode}, ${data.commodity}, ${data.licenseType})`;
  }
  return eventHeadline(type as WebhookLicenseEventType, data);
}

/** The request body of one delivery in the endpoint's format (every format is signed the same way). */
export function renderBody(format: WebhookFormat, input: RenderInput): string {
  const { data } = input;
  const license = (isOfferData(data) || isOfferSummary(data)) ? null : { ...input, data };
  const body = JSON.stringify(
    license === null
      ? offerBody(format, { ...input, data: data as StoredOfferData | StoredOfferSummary })
      : format === 'slack' ? slackBody(license) : format === 'teams' ? teamsBody(license) : jsonBody(license),
  );
  // Cannot happen with the cut texts above; a guard, so a future field cannot make Slack or Teams drop a message.
  if (Buffer.byteLength(body) >= WEBHOOK_MAX_BODY_BYTES) throw new Error(`Webhook body of ${Buffer.byteLength(body)} bytes exceeds ${WEBHOOK_MAX_BODY_BYTES}`);
  return body;
}
