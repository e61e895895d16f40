import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT } from '../../core/format/date';
import { formatCount } from '../../core/format/number';
import {
  WEBHOOK_DISABLED_REASON_TEXT,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_LABELS,
  isOfferEventType,
  type ApiKey,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import type { BadgeVariant } from '../../core/ui/Badge';

/** A moment as the delivery log and key list show it: the one date format (ADR 0026) and the time of day. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, `${DATE_FORMAT} hh:mm a`) : '';
}

/** What came back from one attempt: the receiver's status, or why none came. */
export function attemptOutcome(attempt: WebhookDelivery['attempts'][number]): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.errorClass ?? 'no answer';
}

export const attemptDuration = (ms: number) => `${formatCount(ms)} ms`;

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { text: string; variant: BadgeVariant }> = {
  delivered: { text: 'Delivered', variant: 'success' },
  pending: { text: 'Retrying', variant: 'warning' },
  failed: { text: 'Failed', variant: 'danger' },
};

/** A pending delivery without an attempt yet is queued, not retrying. */
export function deliveryStatus(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): { text: string; variant: BadgeVariant } {
  if (delivery.status === 'pending' && delivery.attempts.length === 0) return { text: 'Queued', variant: 'info' };
  return DELIVERY_STATUS[delivery.status];
}

/** An endpoint's state: on, switched off by a person, or switched off by Insights (with why). */
export function endpointStatus(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): { text: string; variant: BadgeVariant; reason?: string } {
  if (endpoint.enabled) return { text: 'Enabled', variant: 'success' };
  if (endpoint.disabledReason) return { text: 'Disabled by Insights', variant: 'danger', reason: WEBHOOK_DISABLED_REASON_TEXT[endpoint.disabledReason] };
  return { text: 'Disabled', variant: 'neutral' };
}

/**
 * An endpoint's events on its card: their labels, each group named when both are chosen ('License events: New
 * license, License renewed · Price events: Price changed'); a chat endpoint's price events come as one summary.
 */
export function eventTypesText(endpoint: Pick<WebhookEndpoint, 'eventTypes' | 'format'>): string {
  const groups = WEBHOOK_EVENT_GROUPS.map((group) => ({
    label: group.label,
    labels: group.types.filter((type) => endpoint.eventTypes.includes(type)).map((type) => WEBHOOK_EVENT_LABELS[type]),
  })).filter((group) => group.labels.length > 0);
  const text = groups.length > 1 ? groups.map((g) => `${g.label}: ${g.labels.join(', ')}`).join(' · ') : (groups[0]?.labels.join(', ') ?? '');
  const summaries = endpoint.format !== 'json' && endpoint.eventTypes.some(isOfferEventType);
  return summaries ? `${text} (${CHAT_SUMMARY_NOTE})` : text;
}
export const CHAT_SUMMARY_NOTE = 'price events as one summary per import and market';

export const API_KEY_STATUS: Record<ApiKey['status'], { text: string; variant: BadgeVariant }> = {
  active: { text: 'Active', variant: 'success' },
  expired: { text: 'Expired', variant: 'warning' },
  revoked: { text: 'Revoked', variant: 'danger' },
};

/** 'Last used 11/27/2026 03:04 PM from 203.0.113.7', or 'Never used'. */
export function lastUsedText(key: Pick<ApiKey, 'lastUsedOn' | 'lastUsedFrom'>): string {
  if (!key.lastUsedOn) return 'Never used';
  return `${formatMoment(key.lastUsedOn)}${key.lastUsedFrom ? ` from ${key.lastUsedFrom}` : ''}`;
}
