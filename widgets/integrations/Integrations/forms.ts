import {
  API_KEY_DEFAULT_EXPIRES_IN_DAYS,
  API_KEY_DEFAULT_RATE_LIMIT,
  WEBHOOK_LICENSE_EVENT_TYPES,
  type ApiKeyBody,
  type WebhookBody,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import { lazyResolver } from '../../core/ui/lazyResolver';

/** Each form's rules (./formRules, zod), downloaded on the form's first validation or its first focus. */
export const webhookResolver = lazyResolver(() => import('./formRules').then((rules) => rules.webhookResolver));
export const apiKeyResolver = lazyResolver(() => import('./formRules').then((rules) => rules.apiKeyResolver));
export const rollResolver = lazyResolver(() => import('./formRules').then((rules) => rules.rollResolver));

/** A new endpoint: JSON, every license event (price events are chosen, not given), no states chosen yet. */
export function newWebhookValues(): WebhookBody {
  return { url: '', format: 'json', stateCodes: [], commodity: 0, licenseType: '', eventTypes: [...WEBHOOK_LICENSE_EVENT_TYPES], description: '' };
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
