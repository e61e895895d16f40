/**
 * Requests and replies of the integrations area (./endpoints): webhook endpoints, their deliveries, API keys; and
 * the JSON event a webhook receives. The server also checks a URL's address (no private receivers) and the states
 * against the ones it covers; the shape is checked here.
 */
import { z } from 'zod';
import { isoDateTime, messageReply, type Wire } from '../http';
import { marketWatchBody } from '../marketWatches/schemas';
import { offerWebhookData } from '../offers/events';
import {
  API_KEY_DEFAULT_EXPIRES_IN_DAYS,
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_SCOPES,
  INTEGRATION_MESSAGES as M,
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_ERROR_CLASSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FORMATS,
  WEBHOOK_LICENSE_EVENT_TYPES,
  WEBHOOK_OFFER_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from './rules';

export const integrationParams = z.object({ clientId: z.string() });
export const integrationIdParams = z.object({ clientId: z.string(), id: z.string().uuid() });
export const webhookDeliveryParams = z.object({ clientId: z.string(), id: z.string().uuid(), deliveryId: z.string().uuid() });

/** The WHATWG URL parser of every runtime the contract runs in (browsers, Node); the contract's lib has no DOM. */
const URL = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string } }).URL;

const webhookUrl = z
  .string()
  .max(2000)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, M.urlInvalid);

const { stateCodes, commodity, licenseType } = marketWatchBody.shape;

export const webhookBody = z.object({
  url: webhookUrl,
  format: z.enum(WEBHOOK_FORMATS),
  stateCodes,
  commodity,
  licenseType,
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, M.eventsRequired)
    .transform((types) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t))),
  description: z.string().trim().max(200).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookBody = Wire<typeof webhookBody>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  stateCodes: z.array(z.string()),
  commodity: commodity,
  licenseType: licenseType,
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Set when the server switched it off: 410 Gone, or five days of failures. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  createdOn: isoDateTime,
  /** Who added it (e-mail address), when known. */
  createdBy: z.string().nullable(),
  /** Until then deliveries also carry the signature of the secret before the last rotation. */
  previousSecretExpiresOn: isoDateTime.nullable(),
  /** The newest delivery's status and time, for the list. */
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), createdOn: isoDateTime }).nullable(),
});
export type WebhookEndpoint = Wire<typeof webhookEndpoint>;
export const webhooksReply = z.array(webhookEndpoint);

/** Creating answers the secret once: `whsec_` + base64 of 24+ random bytes (Standard Webhooks). */
export const webhookCreatedReply = webhookEndpoint.extend({ secret: z.string() });
export type WebhookCreatedReply = Wire<typeof webhookCreatedReply>;
export const rotateSecretReply = z.object({ secret: z.string(), previousSecretExpiresOn: isoDateTime });
export type RotateSecretReply = Wire<typeof rotateSecretReply>;
export const deleteWebhookReply = messageReply;

export const webhookAttempt = z.object({
  attemptedOn: isoDateTime,
  /** The receiver's HTTP status; null when none came back (see errorClass). */
  statusCode: z.number().int().nullable(),
  errorClass: z.enum(WEBHOOK_ERROR_CLASSES).nullable(),
  durationMs: z.number().int().min(0),
});
export type WebhookAttempt = Wire<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every retry and resend. */
  webhookId: z.string(),
  /** An event type, webhook.test, or offer.summary (a Slack or Teams endpoint's one message per offers import and market). */
  eventType: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  /**
   * One line for a person, e.g. "New license: Acme Energy (TX, Electric)", "Price changed: Acme Power, Saver 12
   * (12 months) 9.1¢/kWh → 8.5¢/kWh (-6.6%) in Oncor Electric Delivery Company (TX)".
   */
  summary: z.string(),
  createdOn: isoDateTime,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttempt),
  nextAttemptOn: isoDateTime.nullable(),
});
export type WebhookDelivery = Wire<typeof webhookDelivery>;

export const webhookDeliveriesQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const webhookDeliveriesReply = z.object({ deliveries: z.array(webhookDelivery), totalRecords: z.number().int().min(0) });
export type WebhookDeliveriesReply = Wire<typeof webhookDeliveriesReply>;

/** The JSON body a `json` endpoint receives of a license event (and the facts the Slack and Teams texts are made of). */
export const webhookEventData = z.object({
  /** Null (and the dates too) when the client has no premium data. */
  licenseNumber: z.string().nullable(),
  stateCode: z.string(),
  commodity: z.string(),
  licenseType: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  registeredDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The company's page in the portal. */
  url: z.string(),
});
export const webhookLicenseEvent = z.object({
  type: z.enum([...WEBHOOK_LICENSE_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
  /** ISO 8601: when the event happened (the delivery's creation). */
  timestamp: z.string(),
  data: webhookEventData,
});
export type WebhookLicenseEvent = z.infer<typeof webhookLicenseEvent>;
/**
 * An offer event (issue 61): one change of an offers import, `data` = offerWebhookData (contract/offers/events.ts)
 * with `url` the What changed view of its market and day. A test event of an endpoint that takes offer events only
 * has this shape too (type webhook.test), from a change of the endpoint's own market.
 */
export const webhookOfferEvent = z.object({
  type: z.enum([...WEBHOOK_OFFER_EVENT_TYPES, WEBHOOK_TEST_EVENT]),
  timestamp: z.string(),
  data: offerWebhookData,
});
export type WebhookOfferEvent = z.infer<typeof webhookOfferEvent>;
/** The JSON body a `json` endpoint receives: `data` is the license's or the offer change's, by `type`. */
export const webhookEvent = z.union([webhookLicenseEvent, webhookOfferEvent]);
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const apiKeyBody = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, M.scopesRequired)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expiresInDays: z.number().int().min(1).max(365).default(API_KEY_DEFAULT_EXPIRES_IN_DAYS),
  rateLimitPerMinute: z.number().int().min(1).max(10_000).default(API_KEY_DEFAULT_RATE_LIMIT),
});
export type ApiKeyBody = Wire<typeof apiKeyBody>;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first 12 characters, to recognise it. */
  start: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  createdOn: isoDateTime,
  createdBy: z.string().nullable(),
  lastUsedOn: isoDateTime.nullable(),
  lastUsedFrom: z.string().nullable(),
  expiresOn: isoDateTime,
  revokedOn: isoDateTime.nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = Wire<typeof apiKey>;
export const apiKeysReply = z.array(apiKey);

/** The key itself, shown once. */
export const apiKeyCreatedReply = z.object({
  id: z.string(),
  key: z.string(),
  start: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresOn: isoDateTime,
});
export type ApiKeyCreatedReply = Wire<typeof apiKeyCreatedReply>;
export const rollApiKeyBody = z.object({ graceHours: z.number().int().min(0).max(24) });
export const revokeApiKeyReply = messageReply;
