import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { writeAudit } from '../../identity/auditLog.js';
import { actorOf, adminOfExistingClient, answer, Refusal } from '../client/userAccess.js';
import { errorReply } from '../../../../contract/http.js';
import { MARKET_WATCH_MESSAGES } from '../../../../contract/marketWatches/rules.js';
import { INTEGRATIONS_ENDPOINTS as E } from '../../../../contract/integrations/endpoints.js';
import {
  INTEGRATION_MESSAGES as M,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOKS_PER_CLIENT,
} from '../../../../contract/integrations/rules.js';
import {
  deleteWebhookReply,
  integrationIdParams,
  integrationParams,
  rotateSecretReply,
  webhookBody,
  webhookCreatedReply,
  webhookDeliveriesQuery,
  webhookDeliveriesReply,
  webhookDelivery,
  webhookDeliveryParams,
  webhookEndpoint,
  webhooksReply,
  type WebhookEndpoint,
} from '../../../../contract/integrations/schemas.js';
import { checkWebhookUrl, type AddressPolicy } from '../../notifications/webhooks/address.js';
import { newWebhookSecret } from '../../notifications/webhooks/secrets.js';
import { queueTestDelivery } from '../../notifications/webhooks/queue.js';
import { deliverySummary, type StoredEventData } from '../../notifications/webhooks/formats.js';

export interface WebhookRouteOptions {
  /** The same private allowlist (and, in tests, resolver) the sender uses. */
  addressPolicy: AddressPolicy;
  /** Sends due deliveries now (a test event, a resend). */
  flush: () => void;
}

type Body = z.output<typeof webhookBody>;
/** A delivery as the handler hands it to the serializer (dates may be Dates). */
type WebhookDelivery = z.output<typeof webhookDelivery>;

const ENDPOINT_COLUMNS = `
  e.id::text, e.url, e.format, e.state_codes as "stateCodes", e.commodity, e.license_type as "licenseType",
  e.event_types as "eventTypes", e.description, e.enabled, e.disabled_reason as "disabledReason",
  e.created_on as "createdOn", e.created_by_email as "createdBy",
  case when e.previous_secret_expires_on > now() then e.previous_secret_expires_on end as "previousSecretExpiresOn",
  (select jsonb_build_object('status', d.status, 'createdOn', d.created_on)
     from webhook_deliveries d where d.endpoint_id = e.id order by d.created_on desc, d.id limit 1) as "lastDelivery"`;

async function endpointOf(db: Queryable, clientId: string, id: string): Promise<WebhookEndpoint & { url: string }> {
  const { rows } = await db.query<WebhookEndpoint>(
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints e where e.id = $1::uuid and e.client_id = $2::uuid`,
    [id, clientId],
  );
  if (!rows[0]) throw new Refusal(404, M.webhookNotFound);
  return rows[0];
}

/** The body's problems the schema cannot see: states Insights does not cover, a URL on an internal address. */
async function checkBody(db: Queryable, body: Body, policy: AddressPolicy): Promise<void> {
  const { rows } = await db.query<{ code: string }>(
    'select c as code from unnest($1::text[]) c where not exists (select 1 from states s where s.code = c) order by c limit 1',
    [body.stateCodes],
  );
  if (rows[0]) throw new Refusal(400, MARKET_WATCH_MESSAGES.unknownState(rows[0].code));
  const check = await checkWebhookUrl(body.url, policy);
  // A name that does not resolve yet is accepted (the delivery log will say DNS); an internal address never is.
  if (!check.ok && check.errorClass === 'blocked address') throw new Refusal(400, M.urlBlocked);
}

interface DeliveryRow {
  id: string;
  webhookId: string;
  eventType: WebhookDelivery['eventType'];
  data: StoredEventData;
  createdOn: Date;
  status: WebhookDelivery['status'];
  nextAttemptOn: Date | null;
  attempts: WebhookDelivery['attempts'];
}

const DELIVERY_COLUMNS = `
  d.id::text, d.webhook_id as "webhookId", d.event_type as "eventType", d.data, d.created_on as "createdOn", d.status,
  case when d.status = 'pending' then d.next_attempt_on end as "nextAttemptOn",
  coalesce((select jsonb_agg(jsonb_build_object('attemptedOn', a.attempted_on, 'statusCode', a.status_code,
                                                'errorClass', a.error_class, 'durationMs', a.duration_ms) order by a.attempted_on, a.id)
              from webhook_attempts a where a.delivery_id = d.id), '[]'::jsonb) as attempts`;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  const { data, ...rest } = row;
  return { ...rest, summary: deliverySummary(row.eventType, data) };
}

async function deliveryOf(db: Queryable, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const { rows } = await db.query<DeliveryRow>(
    `select ${DELIVERY_COLUMNS} from webhook_deliveries d where d.id = $1::uuid and d.endpoint_id = $2::uuid`,
    [deliveryId, endpointId],
  );
  if (!rows[0]) throw new Refusal(404, M.deliveryNotFound);
  return toDelivery(rows[0]);
}

const describe = (endpoint: { url: string; format: string }) => `${endpoint.format} → ${endpoint.url}`;

/**
 * Webhook endpoints of issue 37 §1–2 (paths of contract/integrations/endpoints.ts): client admins of the path's
 * client and super admins; members and other clients' admins 403. Every change is in the audit trail. Deliveries
 * are queued here (test, resend) and by the license events (notifications/events.ts), sent by the outbox sender.
 */
export function registerWebhookRoutes(app: FastifyInstance, db: Db, opts: WebhookRouteOptions): void {
  const tags = ['integrations'];
  zodRoutes(app, (api) => {
    api.get(E.webhooks, {
      schema: { tags, summary: "The client's webhook endpoints, oldest first (never a secret)", params: integrationParams, response: { 200: webhooksReply, 403: errorReply, 404: errorReply } },
    }, (request, reply) => answer(reply, async () => {
      const clientId = await adminOfExistingClient(db, sessionOf(request), request.params.clientId);
      const { rows } = await db.query<WebhookEndpoint>(
        `select ${ENDPOINT_COLUMNS} from webhook_endpoints e where e.client_id = $1::uuid order by e.created_on, e.id`,
        [clientId],
      );
      return rows;
    }));

    api.post(E.webhooks, {
      schema: {
        tags,
        summary: 'Add a webhook endpoint: license and offer events of a market, signed (Standard Webhooks); answers its secret once',
        params: integrationParams,
        body: webhookBody,
        response: { 200: webhookCreatedReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const body = request.body as Body;
      await checkBody(db, body, opts.addressPolicy);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        // The limit is checked in the insert itself, so two requests at once cannot pass it together.
        const { rows } = await tx.query<{ id: string }>(
          `insert into webhook_endpoints (client_id, url, format, state_codes, commodity, license_type, event_types, description,
                                          enabled, secret, created_by, created_by_email)
           select $1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, (select id from users where secure_id = $11::uuid), $12
            where (select count(*) from webhook_endpoints where client_id = $1::uuid) < $13
           returning id::text`,
          [
            clientId, body.url, body.format, body.stateCodes, body.commodity, body.licenseType, body.eventTypes,
            body.description || null, body.enabled ?? true, secret, session.sub, session.email, WEBHOOKS_PER_CLIENT,
          ],
        );
        if (!rows[0]) throw new Refusal(400, M.webhookLimit);
        await writeAudit(tx, { action: 'WebhookCreated', actor: actorOf(session), clientId, detail: describe(body) });
        return { ...(await endpointOf(tx, clientId, rows[0].id)), secret };
      });
    }));

    api.put(E.webhook, {
      schema: {
        tags,
        summary: 'Change a webhook endpoint; enabled: true switches it on again (also after 410 or five failing days)',
        params: integrationIdParams,
        body: webhookBody,
        response: { 200: webhookEndpoint, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      await endpointOf(db, clientId, request.params.id);
      const body = request.body as Body;
      await checkBody(db, body, opts.addressPolicy);
      return db.transaction(async (tx) => {
        await tx.query(
          `update webhook_endpoints
              set url = $3, format = $4, state_codes = $5, commodity = $6, license_type = $7, event_types = $8, description = $9,
                  enabled = coalesce($10, enabled),
                  -- A person's switch has no reason; switching on starts the failure count afresh.
                  disabled_reason = case when $10::boolean is null then disabled_reason else null end,
                  failing_since = case when $10::boolean then null else failing_since end
            where id = $1::uuid and client_id = $2::uuid`,
          [
            request.params.id, clientId, body.url, body.format, body.stateCodes, body.commodity, body.licenseType, body.eventTypes,
            body.description || null, body.enabled ?? null,
          ],
        );
        await writeAudit(tx, {
          action: 'WebhookUpdated', actor: actorOf(session), clientId,
          detail: `${describe(body)}${body.enabled === undefined ? '' : body.enabled ? ' (enabled)' : ' (disabled)'}`,
        });
        return endpointOf(tx, clientId, request.params.id);
      });
    }));

    api.delete(E.webhook, {
      schema: { tags, summary: 'Delete a webhook endpoint and its delivery log', params: integrationIdParams, response: { 200: deleteWebhookReply, 403: errorReply, 404: errorReply } },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const endpoint = await endpointOf(db, clientId, request.params.id);
      await db.transaction(async (tx) => {
        await tx.query('delete from webhook_endpoints where id = $1::uuid', [endpoint.id]);
        await writeAudit(tx, { action: 'WebhookDeleted', actor: actorOf(session), clientId, detail: describe(endpoint) });
      });
      return { data: M.webhookDeleted };
    }));

    api.post(E.webhookTest, {
      schema: { tags, summary: 'Send a webhook.test event to the endpoint now', params: integrationIdParams, response: { 200: webhookDelivery, 403: errorReply, 404: errorReply } },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const endpoint = await endpointOf(db, clientId, request.params.id);
      const deliveryId = await db.transaction(async (tx) => {
        const id = await queueTestDelivery(tx, endpoint.id);
        await writeAudit(tx, { action: 'WebhookTestSent', actor: actorOf(session), clientId, detail: describe(endpoint) });
        return id;
      });
      opts.flush();
      return deliveryOf(db, endpoint.id, deliveryId);
    }));

    api.post(E.webhookRotateSecret, {
      schema: {
        tags,
        summary: `A new signing secret, answered once; for ${WEBHOOK_ROTATION_OVERLAP_HOURS} hours deliveries carry the old signature too`,
        params: integrationIdParams,
        response: { 200: rotateSecretReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const endpoint = await endpointOf(db, clientId, request.params.id);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ previousSecretExpiresOn: Date }>(
          `update webhook_endpoints
              set previous_secret = secret, secret = $2, previous_secret_expires_on = now() + make_interval(hours => $3)
            where id = $1::uuid
            returning previous_secret_expires_on as "previousSecretExpiresOn"`,
          [endpoint.id, secret, WEBHOOK_ROTATION_OVERLAP_HOURS],
        );
        await writeAudit(tx, { action: 'WebhookSecretRotated', actor: actorOf(session), clientId, detail: describe(endpoint) });
        return { secret, previousSecretExpiresOn: rows[0].previousSecretExpiresOn };
      });
    }));

    api.get(E.webhookDeliveries, {
      schema: {
        tags,
        summary: `The endpoint's deliveries of the last ${WEBHOOK_LOG_DAYS} days, newest first, each with its attempts and next retry`,
        params: integrationIdParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const clientId = await adminOfExistingClient(db, sessionOf(request), request.params.clientId);
      const endpoint = await endpointOf(db, clientId, request.params.id);
      const { PageNumber, PageSize } = request.query;
      const { rows } = await db.query<DeliveryRow & { total: number }>(
        `select ${DELIVERY_COLUMNS}, count(*) over ()::int as total
           from webhook_deliveries d
          where d.endpoint_id = $1::uuid and d.created_on > now() - make_interval(days => $2)
          order by d.created_on desc, d.id
          limit $3 offset $4`,
        [endpoint.id, WEBHOOK_LOG_DAYS, PageSize, (PageNumber - 1) * PageSize],
      );
      const total = rows[0]?.total ?? (PageNumber > 1
        ? (await db.query<{ n: number }>(
          'select count(*)::int as n from webhook_deliveries where endpoint_id = $1::uuid and created_on > now() - make_interval(days => $2)',
          [endpoint.id, WEBHOOK_LOG_DAYS],
        )).rows[0].n
        : 0);
      return { deliveries: rows.map(({ total: _total, ...row }) => toDelivery(row)), totalRecords: total };
    }));

    api.post(E.webhookResend, {
      schema: {
        tags,
        summary: 'Send a delivery again now, with the same webhook-id and a fresh timestamp and signature',
        params: webhookDeliveryParams,
        response: { 200: webhookDelivery, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const endpoint = await endpointOf(db, clientId, request.params.id);
      await deliveryOf(db, endpoint.id, request.params.deliveryId);
      await db.transaction(async (tx) => {
        // A new round of the retry schedule; the attempts so far stay in the log.
        await tx.query(
          `update webhook_deliveries set status = 'pending', attempt_count = 0, next_attempt_on = now(), claimed_until = null
            where id = $1::uuid`,
          [request.params.deliveryId],
        );
        await writeAudit(tx, { action: 'WebhookDeliveryResent', actor: actorOf(session), clientId, detail: describe(endpoint) });
      });
      opts.flush();
      return deliveryOf(db, endpoint.id, request.params.deliveryId);
    }));
  });
}
