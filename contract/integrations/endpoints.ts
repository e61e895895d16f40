/**
 * Paths of the integrations API area (issue 37: not in the specs). Client admins of the client, and super admins for
 * any client; members and other clients' admins get 403. Plain strings: widgets import these at run time.
 *
 * Webhook endpoints (Standard Webhooks signatures, docs/integrations.md):
 * - webhooks           GET   → the client's endpoints, oldest first (never a secret)
 *                      POST  { url, format, stateCodes, commodity, licenseType, eventTypes, description?, enabled? }
 *                            → the endpoint with its `secret`, shown this once
 * - webhook            PUT   same body → the endpoint;  DELETE → { data }
 * - webhookTest        POST  (no body) → the queued `webhook.test` delivery
 * - webhookRotateSecret POST (no body) → { secret, previousSecretExpiresOn }: both signatures for 24 hours
 * - webhookDeliveries  GET   ?PageNumber&PageSize → the last 30 days' deliveries, newest first, each with its attempts
 * - webhookResend      POST  (no body) → the delivery, queued again with the same webhook-id
 *
 * API keys (Bearer ins_… on the read operations of their scopes):
 * - apiKeys            GET   → the client's keys, newest first (never the key)
 *                      POST  { name, scopes, expiresInDays?, rateLimitPerMinute? } → { id, key, start, scopes, expiresOn }
 * - apiKey             DELETE → revokes it at once: { data }
 * - apiKeyRoll         POST  { graceHours: 0–24 } → a new key like POST's answer; the old one works for graceHours more
 */
export const INTEGRATIONS_ENDPOINTS = {
  webhooks: '/api/client/:clientId/webhooks',
  webhook: '/api/client/:clientId/webhooks/:id',
  webhookTest: '/api/client/:clientId/webhooks/:id/test',
  webhookRotateSecret: '/api/client/:clientId/webhooks/:id/rotate-secret',
  webhookDeliveries: '/api/client/:clientId/webhooks/:id/deliveries',
  webhookResend: '/api/client/:clientId/webhooks/:id/deliveries/:deliveryId/resend',
  apiKeys: '/api/client/:clientId/api-keys',
  apiKey: '/api/client/:clientId/api-keys/:id',
  apiKeyRoll: '/api/client/:clientId/api-keys/:id/roll',
} as const;

/** One of the paths above with its parameters filled in (encoded): `integrationPath(E.webhook, { clientId, id })`. */
export function integrationPath(path: string, params: { clientId: string; id?: string; deliveryId?: string }): string {
  return path
    .replace(':clientId', encodeURIComponent(params.clientId))
    .replace(':id', encodeURIComponent(params.id ?? ''))
    .replace(':deliveryId', encodeURIComponent(params.deliveryId ?? ''));
}
