/**
 * What webhooks and API keys are, shared by the server (validation, delivery) and the widgets (labels, forms).
 * The market filter of an endpoint is a market watch's (contract/marketWatches/rules.ts); its events have the
 * names integrators expect (Stripe/GitHub style `noun.verb`).
 */
import type { NotificationEventType } from '../notifications/eventTypes';
import type { OfferEventType } from '../offers/events';

/** The license events of issue 37: the bell's New, Renewal and Expiry. */
export const WEBHOOK_LICENSE_EVENT_TYPES = ['license.new', 'license.renewal', 'license.expiry'] as const;
export type WebhookLicenseEventType = (typeof WEBHOOK_LICENSE_EVENT_TYPES)[number];
/**
 * The offer events of issue 61 (contract/offers/events.ts), as an offers import stores them: a `json` endpoint gets
 * one signed delivery per change, a Slack or Teams endpoint one summary per import and market. An endpoint's
 * stateCodes and commodity filter them; its licenseType does not apply to them.
 */
export const WEBHOOK_OFFER_EVENT_TYPES = ['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'] as const;
export type WebhookOfferEventType = (typeof WEBHOOK_OFFER_EVENT_TYPES)[number];
/**
 * Spelled here rather than imported from contract/offers/events.ts, whose zod schemas the widgets may not bundle
 * (ADR 0006); the compiler holds the two lists to the same types.
 */
const sameOfferTypes: [WebhookOfferEventType, OfferEventType] extends [OfferEventType, WebhookOfferEventType] ? true : never = true;
void sameOfferTypes;
export const WEBHOOK_EVENT_TYPES = [...WEBHOOK_LICENSE_EVENT_TYPES, ...WEBHOOK_OFFER_EVENT_TYPES] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The form's two groups of event types. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ label: string; types: readonly WebhookEventType[] }> = [
  { label: 'License events', types: WEBHOOK_LICENSE_EVENT_TYPES },
  { label: 'Price events', types: WEBHOOK_OFFER_EVENT_TYPES },
];
export function isOfferEventType(type: string): type is WebhookOfferEventType {
  return (WEBHOOK_OFFER_EVENT_TYPES as readonly string[]).includes(type);
}
/** Sent on demand (Send test event), whatever the endpoint's filter. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/**
 * A Slack or Teams endpoint's one message per offers import and market (never one per change): the counts of the
 * chosen offer events, up to WEBHOOK_SUMMARY_LINES of them one line each, and a link to the What changed view.
 */
export const WEBHOOK_OFFER_SUMMARY_EVENT = 'offer.summary';
export const WEBHOOK_SUMMARY_LINES = 5;
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT | typeof WEBHOOK_OFFER_SUMMARY_EVENT;
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, WEBHOOK_OFFER_SUMMARY_EVENT] as const;

/** The notification event each webhook event announces (the same moments as the bell's). */
export const WEBHOOK_EVENT_OF: Readonly<Record<NotificationEventType, WebhookLicenseEventType>> = {
  New: 'license.new',
  Renewal: 'license.renewal',
  Expiry: 'license.expiry',
};
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookDeliveryEventType, string>> = {
  'license.new': 'New license',
  'license.renewal': 'License renewed',
  'license.expiry': 'License expiring',
  // As contract/offers/events.ts OFFER_EVENT_LABELS.
  'offer.new': 'New offer',
  'offer.withdrawn': 'Offer withdrawn',
  'offer.price_changed': 'Price changed',
  'rank.changed': 'Rank changed',
  'offer.summary': 'Price changes',
  'webhook.test': 'Test event',
};

export const WEBHOOK_FORMATS = ['json', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Readonly<Record<WebhookFormat, string>> = {
  json: 'JSON (signed)',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

/** Seconds after a failed attempt before the next one, ±10 % jitter (Svix's schedule): 8 attempts in all. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
/** Each attempt's limit; redirects are not followed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** After a rotation, deliveries carry the old signature too for this long. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
/** An endpoint with nothing but failures for this long is disabled, and its client's admins told in the bell. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;
/** How far back the delivery log reaches. */
export const WEBHOOK_LOG_DAYS = 30;
/** Chat payloads stay under this many bytes (Slack and Teams both cut near 28 KB). */
export const WEBHOOK_MAX_BODY_BYTES = 28 * 1024;
export const WEBHOOKS_PER_CLIENT = 20;

/** Why an attempt failed when no HTTP status came back. */
export const WEBHOOK_ERROR_CLASSES = ['timeout', 'DNS', 'refused', 'TLS', 'blocked address', 'network'] as const;
export type WebhookErrorClass = (typeof WEBHOOK_ERROR_CLASSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why an endpoint was switched off by the server (a person's switch has no reason). */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
export const WEBHOOK_DISABLED_REASON_TEXT: Readonly<Record<WebhookDisabledReason, string>> = {
  gone: 'The receiver answered 410 Gone.',
  failing: `Every delivery failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days.`,
};

export const API_KEY_SCOPES = ['companies:read', 'licenses:read', 'activity:read', 'offers:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'companies:read': 'Companies: list, search and detail sections',
  'licenses:read': 'Licenses: licenses, licensed companies and raw data',
  'activity:read': 'Market activity',
  'offers:write': "Offers: import a state's offer file",
};
/** `ins_` + base62 (at least 128 random bits) + a checksum; `start` is the first 12 characters. */
export const API_KEY_PREFIX = 'ins_';
export const API_KEY_START_LENGTH = 12;
export const API_KEY_DEFAULT_EXPIRES_IN_DAYS = 90;
export const API_KEY_DEFAULT_RATE_LIMIT = 600;
export const API_KEYS_PER_CLIENT = 50;

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

export const INTEGRATION_MESSAGES = {
  urlInvalid: 'URL must be an absolute http or https URL.',
  urlBlocked: 'The URL points to a private, loopback or otherwise internal address; Insights delivers only to public addresses.',
  eventsRequired:
    'Choose at least one event: a new, renewed or expiring license, or a new offer, an offer withdrawn, a price change or a rank change.',
  webhookLimit: `A client may hold up to ${WEBHOOKS_PER_CLIENT} webhook endpoints.`,
  webhookNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  webhookDeleted: 'Webhook endpoint deleted.',
  scopesRequired: 'Choose at least one scope.',
  apiKeyLimit: `A client may hold up to ${API_KEYS_PER_CLIENT} active API keys.`,
  apiKeyNotFound: 'API key not found',
  apiKeyRevoked: 'API key revoked.',
  apiKeyInactive: 'This API key is revoked or expired.',
  keyNotAllowed: 'API keys may read companies, licenses and market activity only, as their scopes allow.',
  scopeMissing: (scope: ApiKeyScope) => `This API key lacks the ${scope} scope.`,
  offersWriteSuperAdminOnly: 'Only a super admin may give a key the offers:write scope.',
} as const;
