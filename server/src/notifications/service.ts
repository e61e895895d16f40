import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import type { SessionVerifier } from '../auth/apiAuth.js';
import { startHub, type Hub } from '../realtime/hub.js';
import type { OriginPolicy } from '../http/cors.js';
import { createInProcessBus, createPostgresBus, type NotificationBus } from './bus.js';
import { checkExpiries, isoDay } from './events.js';
import { createMailTransport, flushOutbox } from './outbox.js';
import { unreadNotifications } from './notificationRows.js';
import { startDemoEvents } from './demoEvents.js';
import { sendDigests, type DigestSender } from './digest/send.js';
import { flushWebhooks, pruneWebhookDeliveries, type WebhookSenderOptions } from './webhooks/outbox.js';

export interface NotificationOptions {
  /** Set: fan-out through PostgreSQL LISTEN/NOTIFY so several instances reach every user. */
  databaseUrl?: string;
  /** How often the expiry window is checked (ms); 0 turns the schedule off. Default one hour. */
  expiryCheckMs: number;
  /** Development switch: a plausible license event every this many ms; 0 = off. */
  demoEventsMs: number;
  /** smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://…; unset = e-mails stay in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  pingIntervalMs: number;
  /** Where digest links point and how their unsubscribe links are signed; unset = no digest schedule. */
  digest?: DigestSender;
  /** How often due digests are looked for (ms); 0 turns the schedule off. Default five minutes. */
  digestCheckMs: number;
  /** The browser origins whose pages may open a hub connection (the API's CORS policy); unset = any. */
  hubOrigins?: OriginPolicy;
  /** How webhook deliveries are sent; unset = the webhook outbox is not sent by this instance. */
  webhooks?: WebhookSenderOptions;
  /** How often due webhook deliveries are looked for (ms); 0 turns the sender off. Default one second. */
  webhookFlushMs: number;
}

export interface NotificationService {
  bus: NotificationBus;
  hub: Hub;
  /** Runs the expiry check now (the schedule calls this). */
  checkExpiries(today?: string): Promise<number>;
  /** Sends due webhook deliveries now (after a test event or a resend) rather than at the next tick. */
  flushWebhooks(): void;
  close(): Promise<void>;
}

/** Development and operations switches, read once at start. */
export function notificationOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<NotificationOptions> {
  const ms = (name: string) => (env[name] !== undefined && env[name] !== '' ? Number(env[name]) : undefined);
  const options: Partial<NotificationOptions> = {};
  if (ms('EXPIRY_CHECK_MS') !== undefined) options.expiryCheckMs = ms('EXPIRY_CHECK_MS');
  if (ms('DIGEST_CHECK_MS') !== undefined) options.digestCheckMs = ms('DIGEST_CHECK_MS');
  // NOTIFICATIONS_DEMO=true → one event every 5 s; NOTIFICATIONS_DEMO_MS for another pace.
  if (env.NOTIFICATIONS_DEMO === 'true') options.demoEventsMs = ms('NOTIFICATIONS_DEMO_MS') ?? 5000;
  if (env.SMTP_URL) options.smtpUrl = env.SMTP_URL;
  if (env.MAIL_FROM) options.mailFrom = env.MAIL_FROM;
  if (ms('WEBHOOK_FLUSH_MS') !== undefined) options.webhookFlushMs = ms('WEBHOOK_FLUSH_MS');
  return options;
}

/**
 * The notifications domain: bus, hub (on the app's HTTP server), expiry schedule, outbox sender and the demo
 * generator. Its routes are registered by app.ts like every other route.
 */
export async function startNotifications(
  app: FastifyInstance,
  db: Db,
  verifySession: SessionVerifier,
  partial: Partial<NotificationOptions> = {},
): Promise<NotificationService> {
  const opts: NotificationOptions = { expiryCheckMs: 3_600_000, demoEventsMs: 0, mailFrom: 'insights@localhost', pingIntervalMs: 15_000, digestCheckMs: 300_000, webhookFlushMs: 1000, ...partial };
  // First: a malformed SMTP_URL stops the start before anything is open.
  const mail = opts.smtpUrl ? createMailTransport(opts.smtpUrl) : null;
  const bus = opts.databaseUrl ? await createPostgresBus(opts.databaseUrl) : createInProcessBus();
  const hub = startHub(app, {
    verifySession,
    bus,
    pingIntervalMs: opts.pingIntervalMs,
    origins: opts.hubOrigins,
    getUnread: (session) => unreadNotifications(db, session.sub),
  });

  const timers: NodeJS.Timeout[] = [];
  let closed = false;
  const runExpiry = async (today = isoDay(new Date())) => (await checkExpiries(db, bus, today)).notificationIds.length;
  if (opts.expiryCheckMs > 0) {
    // With it, the webhook log's clean-up (deliveries older than its 30 days).
    const tick = () =>
      void runExpiry()
        .then(() => pruneWebhookDeliveries(db))
        .catch((error) => app.log.error({ err: error }, 'expiry check failed'));
    timers.push(setTimeout(tick, 2000), setInterval(tick, opts.expiryCheckMs));
  }
  const digest = opts.digest;
  if (digest && opts.digestCheckMs > 0) {
    // Digests go into the outbox (sent by the flush below, or kept as a record without SMTP_URL).
    const tick = () => void sendDigests(db, digest).catch((error) => app.log.error({ err: error }, 'digest run failed'));
    timers.push(setTimeout(tick, 3000), setInterval(tick, opts.digestCheckMs));
  }
  if (mail) {
    timers.push(setInterval(() => void flushOutbox(db, mail, opts.mailFrom).catch((error) => app.log.error({ err: error }, 'outbox failed')), 5000));
  }
  // Webhook deliveries: the same outbox pattern as the e-mails, a shorter beat (a chat message is expected at once).
  // One run at a time per instance; other instances' runs skip the rows this one claimed.
  const webhooks = opts.webhooks && opts.webhookFlushMs > 0 ? opts.webhooks : null;
  let flushing: Promise<unknown> | null = null;
  let flushAgain = false;
  const flushNow = () => {
    if (!webhooks || closed) return;
    if (flushing) {
      flushAgain = true;
      return;
    }
    flushing = flushWebhooks(db, webhooks)
      .catch((error) => app.log.error({ err: error }, 'webhook outbox failed'))
      .finally(() => {
        flushing = null;
        if (flushAgain) {
          flushAgain = false;
          flushNow();
        }
      });
  };
  if (webhooks) timers.push(setInterval(flushNow, opts.webhookFlushMs));
  const demo = opts.demoEventsMs > 0 ? startDemoEvents(db, bus, opts.demoEventsMs, (error) => app.log.error({ err: error }, 'demo event failed')) : null;
  for (const timer of timers) timer.unref();

  const service: NotificationService = {
    bus,
    hub,
    checkExpiries: runExpiry,
    flushWebhooks: flushNow,
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearInterval(timer);
      // The attempts in flight finish (each ends within its timeout); app.ts drains what is still due.
      await flushing;
      demo?.stop();
      mail?.close();
      await hub.close();
      await bus.close();
    },
  };
  // Before the HTTP server closes: upgraded sockets would otherwise keep it open.
  app.addHook('preClose', async () => service.close());
  return service;
}
