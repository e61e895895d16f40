import { queryOptions } from '@tanstack/react-query';
import { INTEGRATIONS_ENDPOINTS as E, integrationPath } from '../../../contract/integrations/endpoints';
import type {
  ApiKey,
  ApiKeyBody,
  ApiKeyCreatedReply,
  RotateSecretReply,
  WebhookBody,
  WebhookCreatedReply,
  WebhookDeliveriesReply,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../contract/integrations/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

export type { ApiKey, ApiKeyBody, ApiKeyCreatedReply, RotateSecretReply, WebhookBody, WebhookCreatedReply, WebhookDeliveriesReply, WebhookDelivery, WebhookEndpoint };
export {
  API_KEY_DEFAULT_EXPIRES_IN_DAYS,
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  WEBHOOK_DISABLED_REASON_TEXT,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LICENSE_EVENT_TYPES,
  WEBHOOK_OFFER_EVENT_TYPES,
  isOfferEventType,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  type ApiKeyScope,
  type WebhookEventType,
  type WebhookFormat,
} from '../../../contract/integrations/rules';

// ---- Integrations (issue 37): a client's webhook endpoints and API keys (contract/integrations)

const path = (template: string, clientId: string, id?: string, deliveryId?: string) => integrationPath(template, { clientId, id, deliveryId });

export async function getWebhooks(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await api.get<WebhookEndpoint[] | null>(path(E.webhooks, clientId), { signal })) ?? [];
}

export const createWebhook = (api: ApiClient, clientId: string, body: WebhookBody) => api.post<WebhookCreatedReply>(path(E.webhooks, clientId), body);

export const updateWebhook = (api: ApiClient, clientId: string, id: string, body: WebhookBody) =>
  api.put<WebhookEndpoint>(path(E.webhook, clientId, id), body);

export const deleteWebhook = (api: ApiClient, clientId: string, id: string) => api.delete<{ data?: string }>(path(E.webhook, clientId, id));

export const sendTestEvent = (api: ApiClient, clientId: string, id: string) => api.post<WebhookDelivery>(path(E.webhookTest, clientId, id));

export const rotateSecret = (api: ApiClient, clientId: string, id: string) => api.post<RotateSecretReply>(path(E.webhookRotateSecret, clientId, id));

export async function getDeliveries(
  api: ApiClient,
  clientId: string,
  id: string,
  page: { pageNumber: number; pageSize: number },
  signal?: AbortSignal,
): Promise<WebhookDeliveriesReply> {
  const reply = await api.get<WebhookDeliveriesReply | null>(path(E.webhookDeliveries, clientId, id), {
    signal,
    query: { PageNumber: page.pageNumber, PageSize: page.pageSize },
  });
  return { deliveries: reply?.deliveries ?? [], totalRecords: reply?.totalRecords ?? 0 };
}

export const resendDelivery = (api: ApiClient, clientId: string, id: string, deliveryId: string) =>
  api.post<WebhookDelivery>(path(E.webhookResend, clientId, id, deliveryId));

export async function getApiKeys(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<ApiKey[]> {
  return (await api.get<ApiKey[] | null>(path(E.apiKeys, clientId), { signal })) ?? [];
}

export const createApiKey = (api: ApiClient, clientId: string, body: ApiKeyBody) => api.post<ApiKeyCreatedReply>(path(E.apiKeys, clientId), body);

export const revokeApiKey = (api: ApiClient, clientId: string, id: string) => api.delete<{ data?: string }>(path(E.apiKey, clientId, id));

export const rollApiKey = (api: ApiClient, clientId: string, id: string, graceHours: number) =>
  api.post<ApiKeyCreatedReply>(path(E.apiKeyRoll, clientId, id), { graceHours });

/** Tenant data: keyed by the signed-in user (ADR 0009) and the client it belongs to. */
export const integrationQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'integrations'] as const,
  webhooks: (ctx: ApiContext, clientId: string) =>
    queryOptions({
      queryKey: [...integrationQueries.all(ctx), clientId, 'webhooks'] as const,
      queryFn: ({ signal }) => getWebhooks(ctx.api, clientId, signal),
      enabled: Boolean(clientId),
    }),
  deliveries: (ctx: ApiContext, clientId: string, id: string, pageNumber: number, pageSize: number) =>
    queryOptions({
      queryKey: [...integrationQueries.all(ctx), clientId, 'webhooks', id, 'deliveries', pageNumber, pageSize] as const,
      queryFn: ({ signal }) => getDeliveries(ctx.api, clientId, id, { pageNumber, pageSize }, signal),
      enabled: Boolean(clientId && id),
    }),
  apiKeys: (ctx: ApiContext, clientId: string) =>
    queryOptions({
      queryKey: [...integrationQueries.all(ctx), clientId, 'api-keys'] as const,
      queryFn: ({ signal }) => getApiKeys(ctx.api, clientId, signal),
      enabled: Boolean(clientId),
    }),
};
