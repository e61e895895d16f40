import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { findAccountByEmail, STATUS_BLOCKED } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS, renderLoginPage, renderMessagePage, wrongTenantMessage } from './loginPage.js';
import { OIDC_MOUNT_PATH, WRONG_TENANT_REASON } from './provider.js';
import { tenantOfClient } from './intranetClients.js';
import { ROLE_SUPER_ADMIN } from '../../../contract/claims.js';
import { IDENTITY_ASSETS, IDENTITY_ASSETS_PATH } from './pageLayout.js';
import { DEFAULT_THROTTLE_POLICY, SignInThrottle, tooManyAttemptsMessage, type ThrottlePolicy } from './signInThrottle.js';
import { IDENTITY_HOUSEKEEPING_INTERVAL_MS, startIdentityHousekeeping } from './oidcStore.js';

interface UidParams {
  uid: string;
}
interface LoginBody {
  email?: string;
  password?: string;
}

const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export interface InteractionRouteOptions {
  /** Failed sign-in throttling (defaults: DEFAULT_THROTTLE_POLICY). */
  throttle?: Partial<ThrottlePolicy>;
  /** How often expired identity state (sessions, tokens, codes, failure counters) is deleted; it is also at start. */
  housekeepingIntervalMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Our own sign-in page at the provider's interaction URL (consent is granted automatically: first-party app), with
 * failed sign-in throttling; the identity pages' style sheet and script; and the housekeeping of the identity state
 * in the database (expired rows deleted at start and then periodically, stopped when the app closes).
 */
export async function registerInteractionRoutes(app: FastifyInstance, provider: Provider, db: Db, options: InteractionRouteOptions = {}): Promise<void> {
  const throttle = new SignInThrottle(db, { ...DEFAULT_THROTTLE_POLICY, ...options.throttle });
  const housekeeping = await startIdentityHousekeeping(db, {
    intervalMs: options.housekeepingIntervalMs ?? IDENTITY_HOUSEKEEPING_INTERVAL_MS,
    onError: (error) => app.log.warn({ err: error }, 'Deleting expired identity state failed; retrying at the next run'),
  });
  app.addHook('onClose', async () => housekeeping.stop());

  await app.register(async (scope) => {
    scope.get<{ Params: { name: string } }>(`${IDENTITY_ASSETS_PATH}/:name`, { schema: { hide: true } }, async (request, reply) => {
      const asset = Object.hasOwn(IDENTITY_ASSETS, request.params.name) ? IDENTITY_ASSETS[request.params.name] : undefined;
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      // The URL carries a content hash (assetUrl), so a changed file gets a new URL.
      return reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.content);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseQuery(body as string));
    });

    const loginAction = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;

    async function details(request: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(renderMessagePage('Sign-in expired', 'This sign-in link is no longer valid. Please start again.', { href: '/', text: 'Return to Insights' }));
        return undefined;
      }
    }

    scope.get<{ Params: UidParams }>(
      `${OIDC_MOUNT_PATH}/interaction/:uid`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        if (interaction.prompt.name === 'consent') {
          return reply.redirect(await grantConsent(provider, request, reply, interaction), 303);
        }
        // Signed in already, but as a user of another tenant than this intranet client's: say so on the form.
        const tenant = interaction.prompt.reasons.includes(WRONG_TENANT_REASON)
          ? await tenantOfClient(db, String(interaction.params.client_id))
          : null;
        const error = tenant ? wrongTenantMessage(tenant.clientName, tenant.name) : undefined;
        return reply.type('text/html; charset=utf-8').send(renderLoginPage({ action: loginAction(interaction.uid), error }));
      },
    );

    scope.post<{ Params: UidParams; Body: LoginBody }>(
      `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
      {
        schema: {
          hide: true,
          params: uidParams,
          body: {
            type: 'object',
            properties: { email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } },
          },
        },
      },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const email = String(request.body?.email ?? '').trim();
        const password = String(request.body?.password ?? '');
        const page = (error: string) => renderLoginPage({ action: loginAction(interaction.uid), email, error });
        const refuse = (minutes: number) =>
          reply.code(429).header('retry-after', String(minutes * 60)).type('text/html; charset=utf-8').send(page(tooManyAttemptsMessage(minutes)));

        // A locked account or address is refused before its password is even checked.
        const lock = await throttle.lockFor(email, request.ip);
        if (lock) return refuse(lock.minutes);

        const account = email ? await findAccountByEmail(db, email) : undefined;
        const valid = account ? await verifyPassword(password, account.password_hash) : false;
        if (!valid) {
          const outcome = await throttle.recordFailure(email, request.ip);
          if (outcome.lock) return refuse(outcome.lock.minutes);
          if (outcome.delayMs > 0) await sleep(outcome.delayMs);
          // A re-rendered form, not an API answer: 200 so every browser shows it as a normal page.
          return reply.type('text/html; charset=utf-8').send(page(INVALID_CREDENTIALS));
        }
        await throttle.recordSuccess(email);
        if (account!.status_code === STATUS_BLOCKED) return reply.type('text/html; charset=utf-8').send(page(ACCOUNT_BLOCKED));
        // An intranet client serves its tenant's users only: anyone else is refused here, before any code is issued.
        const tenant = await tenantOfClient(db, String(interaction.params.client_id));
        if (tenant && account!.role !== ROLE_SUPER_ADMIN && account!.client_id !== tenant.id) {
          return reply.code(403).type('text/html; charset=utf-8').send(page(wrongTenantMessage(tenant.clientName, tenant.name)));
        }
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account!.secure_id } }, {
          mergeWithLastSubmission: false,
        });
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

async function grantConsent(provider: Provider, request: FastifyRequest, reply: FastifyReply, interaction: InteractionDetails): Promise<string> {
  const { prompt, params, session, grantId: existingGrantId } = interaction;
  const grant = (existingGrantId ? await provider.Grant.find(existingGrantId) : undefined)
    ?? new provider.Grant({ accountId: session!.accountId!, clientId: String(params.client_id) });
  const detail = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (detail.missingOIDCScope) grant.addOIDCScope(detail.missingOIDCScope.join(' '));
  if (detail.missingOIDCClaims) grant.addOIDCClaims(detail.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(detail.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
