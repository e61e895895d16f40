import { PREMIUM_MASK } from '../../../../contract/notifications/wording.js';
import { formatDateSafe } from '../../../../contract/format/date.js';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MAX_BODY_BYTES,
  type WebhookDeliveryEventType,
  type WebhookFormat,
} from '../../../../contract/integrations/rules.js';
import type { WebhookEvent } from '../../../../contract/integrations/schemas.js';

/** What a delivery row stores of its event: the data without the page link (the sender adds it). */
export type StoredEventData = Omit<WebhookEvent['data'], 'url'>;

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

function facts(input: RenderInput): Fact[] {
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
export function eventHeadline(type: WebhookDeliveryEventType, data: Pick<StoredEventData, 'companyName' | 'stateCode' | 'commodity'>): string {
  return `${WEBHOOK_EVENT_LABELS[type]}: ${cut(data.companyName)} (${data.stateCode}, ${data.commodity})`;
}

function jsonBody(input: RenderInput) {
  return { type: input.type, timestamp: input.timestamp, data: { ...input.data, url: companyPageUrl(input.publicUrl, input.data.companyId) } };
}

/** Slack incoming webhooks: `text` is the notification's fallback, `blocks` what the channel shows. */
function slackBody(input: RenderInput) {
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
function teamsBody(input: RenderInput) {
  const url = companyPageUrl(input.publicUrl, input.data.companyId);
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
          body: [
            { type: 'TextBlock', text: escapeTeams(WEBHOOK_EVENT_LABELS[input.type]), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: `[${escapeTeams(cut(input.data.companyName))}](${url})`, wrap: true },
            { type: 'FactSet', facts: facts(input).map((f) => ({ title: f.title, value: escapeTeams(f.value) })) },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open company page', url }],
        },
      },
    ],
  };
}

/** The request body of one delivery in the endpoint's format (every format is signed the same way). */
export function renderBody(format: WebhookFormat, input: RenderInput): string {
  const body = JSON.stringify(format === 'slack' ? slackBody(input) : format === 'teams' ? teamsBody(input) : jsonBody(input));
  // Cannot happen with the cut texts above; a guard, so a future field cannot make Slack or Teams drop a message.
  if (Buffer.byteLength(body) >= WEBHOOK_MAX_BODY_BYTES) throw new Error(`Webhook body of ${Buffer.byteLength(body)} bytes exceeds ${WEBHOOK_MAX_BODY_BYTES}`);
  return body;
}
