import type { Db } from '../../db/db.js';
import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_TIMEOUT_MS,
  type WebhookDeliveryEventType,
  type WebhookFormat,
} from '../../../../contract/integrations/rules.js';
import { parseAllowlist, type ResolveAll } from './address.js';
import { renderBody, type StoredEventData } from './formats.js';
import { postWebhook, type SendResult } from './send.js';
import { signatureHeader } from './secrets.js';
import { expandOfferEventWebhooks } from './offerEvents.js';

export interface WebhookSenderOptions {
  /** The portal's public origin: the company page links of every payload. */
  publicUrl: string;
  /** Seconds before each retry (±10 % jitter); default the Svix schedule of contract/integrations/rules.ts. */
  retryScheduleSeconds: readonly number[];
  timeoutMs: number;
  /** host:port pairs admitted even on private addresses (WEBHOOK_PRIVATE_ALLOWLIST). */
  allowlist: ReadonlySet<string>;
  /** How long a claim holds a row: longer than an attempt, so only a killed sender's rows are taken over. */
  leaseSeconds: number;
  /** Tests inject a resolver; unset = the system's. */
  resolve?: ResolveAll;
  /** A delivery could not be recorded (e.g. its endpoint was deleted meanwhile); its claim runs out and it is retried. */
  onError?: (error: unknown) => void;
  /** An endpoint was switched off after five days of failures: tell its client's admins. */
  onFailingDisabled?: (endpoint: { id: string; clientId: string; url: string }) => Promise<unknown>;
}

/** WEBHOOK_RETRY_SCHEDULE (seconds, comma-separated) and WEBHOOK_PRIVATE_ALLOWLIST, read once at start. */
export function webhookOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<WebhookSenderOptions> {
  const options: Partial<WebhookSenderOptions> = {};
  if (env.WEBHOOK_RETRY_SCHEDULE) {
    const seconds = env.WEBHOOK_RETRY_SCHEDULE.split(',').map((s) => Number(s.trim()));
    if (seconds.length === 0 || seconds.some((s) => !Number.isFinite(s) || s < 0)) {
      throw new Error(`WEBHOOK_RETRY_SCHEDULE is seconds before each retry, comma-separated (e.g. 5,300,1800); got '${env.WEBHOOK_RETRY_SCHEDULE}'.`);
    }
    options.retryScheduleSeconds = seconds;
  }
  if (env.WEBHOOK_PRIVATE_ALLOWLIST) options.allowlist = parseAllowlist(env.WEBHOOK_PRIVATE_ALLOWLIST);
  return options;
}

export function webhookSenderOptions(publicUrl: string, partial: Partial<WebhookSenderOptions> = {}): WebhookSenderOptions {
  return {
    publicUrl,
    retryScheduleSeconds: WEBHOOK_RETRY_SCHEDULE_SECONDS,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowlist: new Set(),
    leaseSeconds: Math.ceil(WEBHOOK_TIMEOUT_MS / 1000) * 6,
    ...partial,
  };
}

interface ClaimedDelivery {
  id: string;
  webhookId: string;
  eventType: WebhookDeliveryEventType;
  data: StoredEventData;
  premium: boolean;
  attemptCount: number;
  createdOn: Date | string;
  endpointId: string;
  clientId: string;
  url: string;
  format: WebhookFormat;
  secret: string;
  previousSecret: string | null;
}

/**
 * Claims due deliveries of enabled endpoints: `for update skip locked` so two instances never take one row at once,
 * and a lease (claimed_until) so a sender killed mid-attempt leaves the row to be retried when the lease runs out.
 */
async function claim(db: Db, batch: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `with claimed as (
       update webhook_deliveries set claimed_until = now() + make_interval(secs => $2)
        where id in (select d.id from webhook_deliveries d
                      where d.status = 'pending' and d.next_attempt_on <= now()
                        and (d.claimed_until is null or d.claimed_until < now())
                        and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
                      order by d.next_attempt_on
                      limit $1
                      for update skip locked)
       returning *)
     select c.id, c.webhook_id as "webhookId", c.event_type as "eventType", c.data, c.premium,
            c.attempt_count as "attemptCount", c.created_on as "createdOn",
            e.id as "endpointId", e.client_id::text as "clientId", e.url, e.format, e.secret,
            case when e.previous_secret_expires_on > now() then e.previous_secret end as "previousSecret"
       from claimed c join webhook_endpoints e on e.id = c.endpoint_id`,
    [batch, leaseSeconds],
  );
  return rows;
}

async function attempt(delivery: ClaimedDelivery, options: WebhookSenderOptions): Promise<SendResult> {
  const timestamp = new Date();
  const body = renderBody(delivery.format, {
    type: delivery.eventType,
    timestamp: new Date(delivery.createdOn).toISOString(),
    data: delivery.data,
    premium: delivery.premium,
    publicUrl: options.publicUrl,
  });
  const secrets = delivery.previousSecret ? [delivery.secret, delivery.previousSecret] : [delivery.secret];
  const headers = {
    'webhook-id': delivery.webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatureHeader(secrets, delivery.webhookId, timestamp, body),
  };
  return postWebhook(delivery.url, headers, body, { timeoutMs: options.timeoutMs, allowlist: options.allowlist, resolve: options.resolve });
}

/** Seconds until the retry after attempt number `attempts` (1-based) with ±10 % jitter, or null when none is left. */
export function retryDelaySeconds(schedule: readonly number[], attempts: number, random = Math.random): number | null {
  const base = schedule[attempts - 1];
  return base === undefined ? null : base * (0.9 + 0.2 * random());
}

/** Records an attempt and what follows from it: delivered, a retry, failed; 410 or five failing days switch the endpoint off. */
async function settle(db: Db, delivery: ClaimedDelivery, result: SendResult, options: WebhookSenderOptions): Promise<boolean> {
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const attempts = delivery.attemptCount + 1;
  const delay = delivered || gone ? null : retryDelaySeconds(options.retryScheduleSeconds, attempts);
  const status = delivered ? 'delivered' : delay === null ? 'failed' : 'pending';
  let failingDisabled = false;
  let endpointDeleted = false;
  await db.transaction(async (tx) => {
    // The endpoint's row first, as deleting an endpoint takes it before its deliveries (the cascade): the same order
    // here, so a delete and a settle wait for each other instead of deadlocking. An endpoint deleted meanwhile took
    // its deliveries with it: nothing to record.
    const { rows: still } = await tx.query('select 1 from webhook_endpoints where id = $1 for no key update', [delivery.endpointId]);
    if (still.length === 0) {
      endpointDeleted = true;
      return;
    }
    await tx.query(
      'insert into webhook_attempts (delivery_id, status_code, error_class, duration_ms) values ($1, $2, $3, $4)',
      [delivery.id, result.statusCode, result.errorClass, result.durationMs],
    );
    await tx.query(
      `update webhook_deliveries
          set status = $2, attempt_count = $3, claimed_until = null,
              next_attempt_on = case when $4::float8 is null then null else now() + make_interval(secs => $4::float8) end
        where id = $1`,
      [delivery.id, status, attempts, delay],
    );
    if (delivered) {
      await tx.query('update webhook_endpoints set failing_since = null where id = $1', [delivery.endpointId]);
    } else if (gone) {
      await tx.query(`update webhook_endpoints set enabled = false, disabled_reason = 'gone' where id = $1`, [delivery.endpointId]);
    } else {
      const { rows } = await tx.query<{ id: string }>(
        `update webhook_endpoints set failing_since = coalesce(failing_since, now()),
                enabled = case when failing_since <= now() - make_interval(days => $2) then false else enabled end,
                disabled_reason = case when failing_since <= now() - make_interval(days => $2) then 'failing' else disabled_reason end
          where id = $1
          returning case when enabled = false and disabled_reason = 'failing' then id end as id`,
        [delivery.endpointId, WEBHOOK_DISABLE_AFTER_DAYS],
      );
      failingDisabled = rows[0]?.id != null;
    }
  });
  if (endpointDeleted) return false;
  if (failingDisabled && options.onFailingDisabled) {
    await options.onFailingDisabled({ id: delivery.endpointId, clientId: delivery.clientId, url: delivery.url });
  }
  return delivered;
}

/** Sends one batch of due deliveries (at once: one slow receiver does not hold the others). */
async function sendBatch(db: Db, options: WebhookSenderOptions, batch: number): Promise<{ claimed: number; delivered: number }> {
  // Offers imports marked since the last batch become deliveries first (offerEvents.ts, ADR 0057).
  try {
    await expandOfferEventWebhooks(db);
  } catch (error) {
    options.onError?.(error);
  }
  const claimed = await claim(db, batch, options.leaseSeconds);
  const outcomes = await Promise.all(claimed.map(async (delivery) => {
    try {
      return await settle(db, delivery, await attempt(delivery, options), options);
    } catch (error) {
      options.onError?.(error);
      return false;
    }
  }));
  return { claimed: claimed.length, delivered: outcomes.filter(Boolean).length };
}

/** The timer's run: one batch of due deliveries; returns how many were delivered. */
export async function flushWebhooks(db: Db, options: WebhookSenderOptions, batch = 20): Promise<number> {
  return (await sendBatch(db, options, batch)).delivered;
}

/**
 * Shutdown: sends due batches until none is left or `deadlineMs` has passed (a failed attempt is rescheduled, not
 * due again at once, so this ends). Rows left over are sent by the next instance to start.
 */
export async function drainWebhooks(db: Db, options: WebhookSenderOptions, deadlineMs = 10_000): Promise<number> {
  const until = Date.now() + deadlineMs;
  let delivered = 0;
  while (Date.now() < until) {
    const batch = await sendBatch(db, options, 20);
    delivered += batch.delivered;
    if (batch.claimed === 0) break;
  }
  return delivered;
}

/**
 * The log's reach: deliveries (with their attempts) created more than `days` ago and no longer pending are deleted.
 * Run with the hourly expiry check. An event is never queued again after its row is gone: New and Renewal come once
 * per license and expiry date, and an Expiry alert only before the date, which is long past by then.
 */
export async function pruneWebhookDeliveries(db: Db, days = WEBHOOK_LOG_DAYS): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `delete from webhook_deliveries where status <> 'pending' and created_on < now() - make_interval(days => $1::int) returning id`,
    [days],
  );
  return rows.length;
}
