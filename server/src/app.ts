import Fastify, { type FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from './db/db.js';
import { openDb } from './db/openDb.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeedResult } from './db/seed/seed.js';
import { loadOrCreateSecrets, publicJwks } from './identity/signingKeys.js';
import { createIdentityProvider, issuerFor, portalOrigins } from './identity/provider.js';
import { mountProvider } from './identity/mountProvider.js';
import { registerInteractionRoutes } from './identity/interactionRoutes.js';
import { createSessionVerifier, registerApiAuth, type SessionVerifier } from './auth/apiAuth.js';
import { createApiKeyAuth } from './auth/apiKeys/keyAuth.js';
import { registerApiKeyRoutes } from './routes/apiKeys/index.js';
import { createAccountRevocations, DEFAULT_REVOCATION_POLL_MS } from './auth/revocations.js';
import { registerUserAdministration } from './routes/client/index.js';
import { enqueueAccountMail } from './identity/accountMail.js';
import { registerSetPasswordPage } from './identity/setPasswordPage.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { registerRouteContract } from './http/routeContract.js';
import { createOriginPolicy, registerCors } from './http/cors.js';
import { registerOpenApi } from './http/openApi.js';
import { registerPortalConfig } from './http/portalConfig.js';
import { registerStaticFiles, type StaticDirs } from './http/staticFiles.js';
import { registerCompression } from './http/compression.js';
import { registerServerTiming } from './http/serverTiming.js';
import { registerShutdownConnections } from './http/shutdownConnections.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerRateLimits, type RateLimitOptions } from './http/rateLimits.js';
import { loggerOptions, type LogOptions } from './http/logging.js';
import { registerHealth } from './http/health.js';
import { DEFAULT_API_CONCURRENCY, registerApiConcurrency } from './http/apiConcurrency.js';
import { createMailTransport, drainOutbox } from './notifications/outbox.js';
import { drainWebhooks, webhookOptionsFromEnv, webhookSenderOptions, type WebhookSenderOptions } from './notifications/webhooks/outbox.js';
import { notifyAdminsOfFailingEndpoint } from './notifications/webhooks/adminNotice.js';
import { registerWebhookRoutes } from './routes/webhooks/index.js';
import { registerStateWiseLicenseCount } from './routes/license/stateWiseLicenseCount.js';
import { notificationOptionsFromEnv, startNotifications, type NotificationOptions, type NotificationService } from './notifications/service.js';
import { registerNotificationRoutes } from './routes/notification/index.js';
import { registerHubNegotiate } from './routes/notificationsAlerts/negotiate.js';
import { registerNotificationSettings } from './routes/client/notificationSettings.js';
import { registerSubscribedCompanies } from './routes/client/subscribedCompanies.js';
import { registerMarketWatches } from './routes/client/marketWatches.js';
import { registerPriceWatches } from './routes/priceWatches/index.js';
import { registerDigestRoutes } from './routes/notification/digest.js';
import { createUnsubscribeTokens } from './notifications/digest/unsubscribe.js';
import { registerSqlServerRoutes } from './routes/sqlserver/index.js';
import { registerRawData } from './routes/rawData/index.js';
import { registerCompanyRoutes } from './routes/company/index.js';
import { registerAddressRoutes } from './routes/address/index.js';
import { registerContactRoutes } from './routes/contact/index.js';
import { registerLicenseCaseHistoryRoutes } from './routes/licenseCaseHistory/index.js';
import { registerLicenseGetAll } from './routes/license/getAll.js';
import { registerActivityRoutes } from './routes/license/activity.js';
import { registerOffersRoutes } from './routes/offers/index.js';
import { registerLogos } from './routes/public/logos.js';
import { registerFirstToWorst } from './routes/publicPage/firstToWorst.js';
import { registerFollowedEvents } from './routes/client/followedEvents.js';
import { createEcTokenService } from './pricing/ecToken.js';
import { registerPricingService } from './routes/pricingService/index.js';
import { registerGetEcToken } from './routes/pricingMatrix/getEcToken.js';
import { registerPricingClients } from './routes/pricingMatrix/clients.js';
import { createIntranetOrigins, registerIntranetClients, type IntranetClientSeed } from './identity/intranetClients.js';
import { registerIntranetClientRoutes } from './routes/embedding/intranetClients.js';
import { registerVendorFiles } from './http/vendorFiles.js';
import { registerBackupRoute } from './routes/operations/backup.js';
import { registerOutboxRoutes } from './routes/operations/outbox.js';
import { isDevelopment } from './http/development.js';

export interface BuildAppOptions {
  /** PGlite data folder (also holds the identity keys); undefined = in-memory database and keys. */
  dataDir?: string;
  /** Use a real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Origin the browser uses, e.g. http://localhost:3000; the OIDC issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  seedScale?: number;
  /** true: request lines at info level (as `log: { level: 'info', requests: true }`); false/unset: silent unless `log` says otherwise. */
  logger?: boolean;
  /** Structured JSON logs (pino): level, one line per request, destination. Wins over `logger`. */
  log?: LogOptions;
  /**
   * Per-client request limits of /api and the OIDC token endpoint (0 turns one off). Unset = no limits, for tests and
   * benches that call faster than any person; main.ts applies DEFAULT_RATE_LIMITS (http/rateLimits.ts) and the env.
   */
  rateLimits?: Partial<RateLimitOptions>;
  /** At most this many /api handlers run at once, the rest wait in turn; 0 = no gate. Default 8 on PGlite, 16 on PostgreSQL. */
  apiConcurrency?: number;
  /** features.pricingMenu of /portal-config.json. */
  pricingMenu?: boolean;
  /** Further browser origins allowed to use the portal client (a Vite dev server). */
  extraOrigins?: string[];
  /** Honour X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Origins allowed to call the API from a browser (embedded widgets); empty = any origin. Registered intranet clients' origins are added. */
  corsOrigins?: string[];
  /** Intranet clients written at start (INTRANET_CLIENTS; insert or replace by clientId). */
  intranetClients?: IntranetClientSeed[];
  /** A development server (default: http/development.ts's rule on publicUrl and NODE_ENV) also serves the outbox page. */
  development?: boolean;
  /** Override the folders served as widgets, examples and portal (tests). */
  staticDirs?: StaticDirs;
  /** Realtime hub, expiry schedule, outbox and demo switches (defaults from the environment). */
  notifications?: Partial<NotificationOptions>;
  /** Webhook sender settings (defaults: the Svix schedule, no private receivers; WEBHOOK_* from the environment). */
  webhooks?: Partial<WebhookSenderOptions>;
  /**
   * How often blocks and deletions made by other instances are picked up to close hub connections (ms, ≤ 60 000;
   * default ACCOUNT_CHECK_INTERVAL_MS or 30 000). The /api check reads the account on every request regardless.
   */
  accountCheckIntervalMs?: number;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  provider: Provider;
  /** Token → Session, exactly as the /api hook does it (the realtime hub reuses it). */
  verifySession: SessionVerifier;
  /** Null when the database already held data. */
  seed: SeedResult | null;
  /** Bus and hub of the realtime notifications. */
  notifications: NotificationService;
  /** The step close() is waiting on ('' before and after it runs): a shutdown past its deadline names it. */
  readonly closingStep: string;
  close(): Promise<void>;
}

export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const publicUrl = opts.publicUrl.replace(/\/$/, '');
  const db = await openDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    await migrate(db);
    const seed = await seedIfEmpty(db, { scale: opts.seedScale ?? 1 });

    if (opts.intranetClients?.length) await registerIntranetClients(db, opts.intranetClients);
    const intranetOrigins = createIntranetOrigins(db);

    const secrets = await loadOrCreateSecrets(opts.dataDir, db);
    const provider = createIdentityProvider({ db, publicUrl, secrets, extraOrigins: opts.extraOrigins, trustProxy: opts.trustProxy });
    const verifySession = createSessionVerifier({ db, issuer: issuerFor(publicUrl), jwks: publicJwks(secrets) });

    const log: LogOptions = opts.log ?? (opts.logger ? { level: 'info', requests: true } : { level: 'silent' });
    const app = Fastify({
      ...loggerOptions(log),
      trustProxy: opts.trustProxy ?? false,
      // Shutdown: idle keep-alive sockets close at once, requests in flight finish first.
      forceCloseConnections: 'idle',
      ajv: { customOptions: { allErrors: false } },
    });
    registerErrorHandler(app);
    // First of the close hooks: replies sent while the server shuts down end their connections.
    registerShutdownConnections(app);
    // Before the document and every route: each route's statuses, error schema, media types and security.
    registerRouteContract(app);
    // Every reply names its request id (also on /oidc, whose replies are written on the raw response).
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader('x-request-id', request.id);
    });
    await registerSecurityHeaders(app, { publicUrl });
    await registerCompression(app);
    registerServerTiming(app);
    // The API and the realtime hub answer the same browser origins.
    const origins = createOriginPolicy(opts.corsOrigins, intranetOrigins.has, portalOrigins(publicUrl, opts.extraOrigins ?? []));
    await registerCors(app, origins);
    await registerOpenApi(app, publicUrl);
    // Before the token check, which reads the database too.
    registerApiConcurrency(app, opts.apiConcurrency ?? DEFAULT_API_CONCURRENCY[db.kind]);
    registerApiAuth(app, verifySession, await createApiKeyAuth(app, db));
    // After the token check: /api is limited per signed-in user.
    if (opts.rateLimits) await registerRateLimits(app, { apiPerMinute: 0, tokenPerMinute: 0, ...opts.rateLimits });
    registerHealth(app, db);
    const revocations = createAccountRevocations(db, {
      pollMs: opts.accountCheckIntervalMs ?? (Number(process.env.ACCOUNT_CHECK_INTERVAL_MS) || DEFAULT_REVOCATION_POLL_MS),
    });
    app.decorate('accountRevocations', revocations);
    app.addHook('onClose', async () => revocations.close());

    registerStateWiseLicenseCount(app, db);
    const digest = { publicUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) };
    const webhooks = webhookSenderOptions(publicUrl, { ...webhookOptionsFromEnv(), ...opts.webhooks });
    const notificationOptions = { databaseUrl: opts.databaseUrl, digest, hubOrigins: origins, ...notificationOptionsFromEnv(), ...opts.notifications };
    const notifications = await startNotifications(app, db, verifySession, {
      ...notificationOptions,
      webhooks: {
        ...webhooks,
        onError: (error) => app.log.error({ err: error }, 'webhook delivery not recorded'),
        onFailingDisabled: (endpoint) => notifyAdminsOfFailingEndpoint(db, notifications.bus, endpoint),
      },
    });
    registerNotificationRoutes(app, db, notifications.bus);
    registerDigestRoutes(app, db, digest);
    registerHubNegotiate(app, verifySession);
    registerNotificationSettings(app, db);
    registerSubscribedCompanies(app, db);
    registerMarketWatches(app, db);
    registerPriceWatches(app, db);
    registerWebhookRoutes(app, db, { addressPolicy: webhooks, flush: () => notifications.flushWebhooks() });
    registerSqlServerRoutes(app, db);
    registerRawData(app, db, { publicUrl, secret: secrets.cookieKeys[0], verifySession });
    registerCompanyRoutes(app, db);
    registerAddressRoutes(app, db);
    registerContactRoutes(app, db);
    registerLicenseCaseHistoryRoutes(app, db);
    registerLicenseGetAll(app, db);
    registerActivityRoutes(app, db);
    registerOffersRoutes(app, db, notifications.bus);
    registerLogos(app, db);
    registerFirstToWorst(app, db);
    registerFollowedEvents(app, db);
    const ecTokens = createEcTokenService(secrets.cookieKeys[0]);
    registerGetEcToken(app, ecTokens);
    registerPricingClients(app, db);
    registerUserAdministration(app, db, { revocations, publicUrl, enqueueMail: enqueueAccountMail });
    registerPricingService(app, { db, verifySession, ecTokens });
    registerIntranetClientRoutes(app, db, intranetOrigins);
    registerApiKeyRoutes(app, db);
    registerBackupRoute(app, db);
    registerOutboxRoutes(app, db, { publicUrl, secret: secrets.cookieKeys[0], development: opts.development ?? isDevelopment(publicUrl) });

    registerPortalConfig(app, { publicUrl, pricingMenu: opts.pricingMenu ?? false });
    await mountProvider(app, provider);
    await registerInteractionRoutes(app, provider, db);
    await registerSetPasswordPage(app, db);
    registerVendorFiles(app);
    await registerStaticFiles(app, opts.staticDirs);

    let closed = false;
    let closingStep = '';
    return {
      app,
      db,
      provider,
      verifySession,
      seed,
      notifications,
      get closingStep() {
        return closingStep;
      },
      async close() {
        if (closed) return;
        closed = true;
        // Stops accepting, closes hub connections (clients reconnect elsewhere), waits for requests in flight.
        closingStep = 'finishing requests in flight';
        await app.close();
        // E-mails queued by the last requests go out now rather than wait for another instance.
        if (notificationOptions.smtpUrl) {
          closingStep = 'sending the e-mails in the outbox';
          const transport = createMailTransport(notificationOptions.smtpUrl);
          try {
            await drainOutbox(db, transport, notificationOptions.mailFrom);
          } catch (error) {
            app.log.error({ err: error }, 'outbox not flushed at shutdown');
          } finally {
            transport.close();
          }
        }
        // So do the webhook deliveries that are due (unless this instance does not send them).
        if ((notificationOptions.webhookFlushMs ?? 1) > 0) {
          closingStep = 'sending the webhook deliveries that are due';
          try {
            await drainWebhooks(db, webhooks, 10_000);
          } catch (error) {
            app.log.error({ err: error }, 'webhook outbox not flushed at shutdown');
          }
        }
        closingStep = 'closing the database';
        await db.close();
        closingStep = '';
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
