import { z } from 'zod';
import {
  API_KEY_DEFAULT_EXPIRES_IN_DAYS,
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_SCOPES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FORMATS,
  type ApiKeyBody,
  type WebhookBody,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import { MARKET_WATCH_MESSAGES, WATCH_COMMODITIES, WATCH_LICENSE_TYPES } from '../../../contract/marketWatches/rules';
import { INTEGRATION_MESSAGES as M } from '../../../contract/integrations/rules';

/**
 * The forms check what the contract's request schemas (contract/integrations/schemas.ts) check, with the same
 * messages, so a person sees a refusal before the server gives it (forms.test.ts holds the two to the same answers).
 * The widgets may not bundle the contract's schemas (zod, ADR 0006), so the rules are spelled again here from the
 * contract's constants; a number field left empty or out of range gets a sentence instead of zod's wording.
 */
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

export const webhookForm = z.object({
  url: z.string().trim().max(2000, M.urlInvalid).refine(isWebUrl, M.urlInvalid),
  format: z.enum(WEBHOOK_FORMATS),
  stateCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1, MARKET_WATCH_MESSAGES.statesRequired)
    .transform((codes) => [...new Set(codes)].sort()),
  commodity: z.literal(WATCH_COMMODITIES),
  licenseType: z.enum(WATCH_LICENSE_TYPES),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, M.eventsRequired)
    .transform((types) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t))),
  description: z.string().trim().max(200, 'The description may hold up to 200 characters.').optional(),
  enabled: z.boolean().optional(),
});

export const API_KEY_DAYS_MESSAGE = 'Enter a whole number of days from 1 to 365.';
export const API_KEY_RATE_MESSAGE = 'Enter a whole number of requests a minute from 1 to 10000.';
export const GRACE_HOURS_MESSAGE = 'Enter a whole number of hours from 0 to 24.';

export const apiKeyForm = z.object({
  name: z.string().trim().min(1, 'name is required.').max(100, 'The name may hold up to 100 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, M.scopesRequired)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expiresInDays: whole(1, 365, API_KEY_DAYS_MESSAGE),
  rateLimitPerMinute: whole(1, 10_000, API_KEY_RATE_MESSAGE),
});

export const rollForm = z.object({ graceHours: whole(0, 24, GRACE_HOURS_MESSAGE) });
export type RollFormValues = z.infer<typeof rollForm>;

/** A new endpoint: JSON, every license event, no states chosen yet. */
export function newWebhookValues(): WebhookBody {
  return { url: '', format: 'json', stateCodes: [], commodity: 0, licenseType: '', eventTypes: [...WEBHOOK_EVENT_TYPES], description: '' };
}

export function valuesOfWebhook(endpoint: WebhookEndpoint): WebhookBody {
  return {
    url: endpoint.url,
    format: endpoint.format,
    stateCodes: [...endpoint.stateCodes],
    commodity: endpoint.commodity,
    licenseType: endpoint.licenseType,
    eventTypes: [...endpoint.eventTypes],
    description: endpoint.description ?? '',
    enabled: endpoint.enabled,
  };
}

/** The body of a PUT that only switches an endpoint on or off. */
export function switchedBody(endpoint: WebhookEndpoint, enabled: boolean): WebhookBody {
  const { description, ...rest } = valuesOfWebhook(endpoint);
  return { ...rest, ...(description ? { description } : {}), enabled };
}

/** An empty description is no description. */
export function cleanWebhookBody(body: WebhookBody): WebhookBody {
  const { description, ...rest } = body;
  return description?.trim() ? { ...rest, description: description.trim() } : rest;
}

export function newApiKeyValues(): ApiKeyBody {
  return { name: '', scopes: ['companies:read'], expiresInDays: API_KEY_DEFAULT_EXPIRES_IN_DAYS, rateLimitPerMinute: API_KEY_DEFAULT_RATE_LIMIT };
}
