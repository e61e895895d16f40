import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { findAccountByEmail, STATUS_BLOCKED } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS, renderLoginPage, renderMessagePage } from './loginPage.js';
import { OIDC_MOUNT_PATH } from './provider.js';

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

/** Our own sign-in page at the provider's interaction URL; consent is granted automatically (first-party app). */
export async function registerInteractionRoutes(app: FastifyInstance, provider: Provider, db: Db): Promise<void> {
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
        return reply.type('text/html; charset=utf-8').send(renderLoginPage({ action: loginAction(interaction.uid) }));
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
        const account = email ? await findAccountByEmail(db, email) : undefined;
        const valid = account ? await verifyPassword(password, account.password_hash) : false;
        const error = !valid ? INVALID_CREDENTIALS : account!.status_code === STATUS_BLOCKED ? ACCOUNT_BLOCKED : undefined;
        if (error) {
          // A re-rendered form, not an API answer: 200 so every browser shows it as a normal page.
          return reply
            .type('text/html; charset=utf-8')
            .send(renderLoginPage({ action: loginAction(interaction.uid), email, error }));
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
