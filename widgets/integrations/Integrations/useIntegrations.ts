import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { companyQueries } from '../../core/api/companies';
import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  integrationQueries,
  resendDelivery,
  revokeApiKey,
  rollApiKey,
  rotateSecret,
  sendTestEvent,
  updateWebhook,
  type ApiKeyBody,
  type WebhookBody,
  type WebhookDeliveriesReply,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import { useApiContext } from '../../core/api/queryScope';

/**
 * The calls whose answer holds a secret or a key (ADR 0034): their mutation leaves TanStack's mutation cache as soon
 * as nothing observes it, and the screen resets it once the value is in the dialog, so only the dialog holds it.
 */
const SHOWN_ONCE = { gcTime: 0 } as const;

/** A client's webhook endpoints, the states their filter chooses from, and every change (each refreshes what it touches). */
export function useWebhooks(clientId: string, enabled: boolean) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const webhooks = useQuery({
    ...integrationQueries.webhooks(ctx, clientId),
    enabled: enabled && Boolean(clientId),
    // A card whose last delivery is on its way follows it, even with its delivery log closed (issue 62 §3).
    refetchInterval: (query) => (lastDeliveryUnderWay(query.state.data, Date.now()) ? DELIVERIES_POLL_MS : false),
  });
  const states = useQuery({ ...companyQueries.states(ctx), enabled });
  // Deliveries too: a test event or a resend adds to an endpoint's log.
  const refresh = () => client.invalidateQueries({ queryKey: [...integrationQueries.all(ctx), clientId, 'webhooks'] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: WebhookBody }) =>
      id === undefined ? createWebhook(ctx.api, clientId, body) : updateWebhook(ctx.api, clientId, id, body),
    onSuccess: refresh,
    ...SHOWN_ONCE,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteWebhook(ctx.api, clientId, id), onSuccess: refresh });
  const test = useMutation({ mutationFn: (id: string) => sendTestEvent(ctx.api, clientId, id), onSuccess: refresh });
  const rotate = useMutation({ mutationFn: (id: string) => rotateSecret(ctx.api, clientId, id), onSuccess: refresh, ...SHOWN_ONCE });
  const resend = useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) => resendDelivery(ctx.api, clientId, id, deliveryId),
    onSuccess: refresh,
  });
  return { webhooks, states, save, remove, test, rotate, resend };
}

/** While the log is open, how often it asks again when an attempt is due soon (a test event just sent, a 5 s retry). */
export const DELIVERIES_POLL_MS = 3000;
const SOON_MS = 60_000;

/** Whether a delivery of the page is queued or retries within the next minute: worth asking again shortly. */
export function attemptDueSoon(reply: WebhookDeliveriesReply | undefined, now: number): boolean {
  return (reply?.deliveries ?? []).some(
    (d) => d.status === 'pending' && (d.attempts.length === 0 || (d.nextAttemptOn !== null && Date.parse(d.nextAttemptOn) - now < SOON_MS)),
  );
}

/** Whether an endpoint's last delivery was queued in the last minute and is not done yet: its card asks again shortly. */
export function lastDeliveryUnderWay(endpoints: WebhookEndpoint[] | undefined, now: number): boolean {
  return (endpoints ?? []).some((e) => e.lastDelivery?.status === 'pending' && now - Date.parse(e.lastDelivery.createdOn) < SOON_MS);
}

/** Whether the log's newest delivery is one the card does not show yet: another delivery, or the same one further on. */
export function cardBehindLog(newest: WebhookDeliveriesReply['deliveries'][number] | undefined, last: WebhookEndpoint['lastDelivery']): boolean {
  if (!newest) return false;
  return !last || newest.status !== last.status || Date.parse(newest.createdOn) !== Date.parse(last.createdOn);
}

/**
 * One endpoint's delivery log, a page at a time (newest first); it follows an attempt that is due soon. `last` is what
 * the endpoint's card shows: when the log's first page knows better, the list is asked again, so the card and its
 * log agree (issue 62 §3: the card said "Retrying" for good beside a log that said "Delivered").
 */
export function useDeliveries(clientId: string, endpoint: Pick<WebhookEndpoint, 'id' | 'lastDelivery'> | null, pageNumber: number, pageSize: number) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const deliveries = useQuery({
    ...integrationQueries.deliveries(ctx, clientId, endpoint?.id ?? '', pageNumber, pageSize),
    enabled: Boolean(clientId && endpoint),
    refetchInterval: (query) => (attemptDueSoon(query.state.data, Date.now()) ? DELIVERIES_POLL_MS : false),
  });
  const newest = pageNumber === 1 ? deliveries.data?.deliveries[0] : undefined;
  // A string, so the effect runs once per difference, not once per render while the list is on its way.
  const lag = cardBehindLog(newest, endpoint?.lastDelivery ?? null) ? `${newest?.id} ${newest?.status}` : null;
  useEffect(() => {
    if (lag) void client.invalidateQueries({ queryKey: integrationQueries.webhooks(ctx, clientId).queryKey, exact: true });
  }, [lag, client, ctx, clientId]);
  return deliveries;
}

/** A client's API keys and the three changes (create, roll, revoke), each refreshing the list. */
export function useApiKeys(clientId: string, enabled: boolean) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const keys = useQuery({ ...integrationQueries.apiKeys(ctx, clientId), enabled: enabled && Boolean(clientId) });
  const refresh = () => client.invalidateQueries({ queryKey: integrationQueries.apiKeys(ctx, clientId).queryKey });
  const create = useMutation({ mutationFn: (body: ApiKeyBody) => createApiKey(ctx.api, clientId, body), onSuccess: refresh, ...SHOWN_ONCE });
  const roll = useMutation({
    mutationFn: ({ id, graceHours }: { id: string; graceHours: number }) => rollApiKey(ctx.api, clientId, id, graceHours),
    onSuccess: refresh,
    ...SHOWN_ONCE,
  });
  const revoke = useMutation({ mutationFn: (id: string) => revokeApiKey(ctx.api, clientId, id), onSuccess: refresh });
  return { keys, create, roll, revoke };
}
