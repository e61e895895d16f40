// First, before oidc-provider is evaluated: it prints its Node 20 warning while it loads (quietRuntimeWarning.ts says
// why we drop it). This module is the only one that loads oidc-provider (the others import its types only), so every
// entry point (the server, the tests, ingest, digest, backup) gets the quiet console before the warning could print.
import '../quietRuntimeWarning.js';
import Provider, { errors, interactionPolicy, type OidcContext, type AccessTokenLike } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { CLAIM, INSIGHTS_ACCESS, ROLE_SUPER_ADMIN } from '../../../contract/claims.js';
import { claimsFor, findAccountBySubject, STATUS_BLOCKED } from './accounts.js';
import type { IdentitySecrets } from './signingKeys.js';
import { logoutSource, postLogoutSuccessSource, renderError } from './providerPages.js';
import { createOidcAdapterFactory } from './oidcStore.js';
import { IntranetClientAdapter, tenantOfClient } from './intranetClients.js';
import { originsOf } from '../../../contract/embedding/redirectUri.js';

export const OIDC_MOUNT_PATH = '/oidc';
export const PORTAL_CLIENT_ID = 'insights-portal';
/** RFC 8707 resource indicator of the API (must be an absolute URI); tokens for it carry `aud: insights-api`. */
const API_RESOURCE = 'urn:insights:api';
export const API_AUDIENCE = 'insights-api';

/** Access tokens are short (ADR 0016): the portal and embedded widgets renew them with a rotating refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** Upper bound of a sign-in; a refresh token also ends with its browser session (sign-out ends both). */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

const CUSTOM_CLAIMS = [CLAIM.roles, CLAIM.clientId, CLAIM.allowedAccess, CLAIM.modules, CLAIM.premium];

/** Marks the placeholder account of a blocked or deleted user's session (see findAccount). */
const UNUSABLE = Symbol('unusable account');
/** The tenant of a session's account (null: a super admin, who may use any client's pages). */
const TENANT = Symbol('account tenant');

/** The login prompt's reason when a session's account is not of the intranet client's tenant (see interactionRoutes). */
export const WRONG_TENANT_REASON = 'wrong_tenant';

function isAuthorizationRoute(ctx: OidcContext | undefined): boolean {
  const route = (ctx as { oidc?: { route?: string } } | undefined)?.oidc?.route;
  return route === 'authorization' || route === 'resume';
}

/**
 * The default policy, plus: a session whose account was blocked or deleted must sign in again, and so must one whose
 * account is of another tenant than the intranet client it signs in to (the login page then says why).
 */
function loginPolicy(db: Db) {
  const policy = interactionPolicy.base();
  const login = policy.get('login')!;
  login.checks.add(
    new interactionPolicy.Check('account_unusable', 'the account is blocked or no longer exists', (ctx: OidcContext) => {
      const account = (ctx as { oidc: { account?: Record<symbol, unknown> } }).oidc.account;
      return account?.[UNUSABLE] ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  login.checks.add(
    new interactionPolicy.Check(WRONG_TENANT_REASON, "the account is not of the intranet client's tenant", async (ctx: OidcContext) => {
      const { account, client } = (ctx as { oidc: { account?: Record<symbol, unknown>; client?: { clientId: string } } }).oidc;
      if (!account || account[UNUSABLE] || !client || account[TENANT] === null) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const tenant = await tenantOfClient(db, client.clientId);
      return tenant && tenant.id !== account[TENANT] ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}

export interface IdentityProviderOptions {
  db: Db;
  publicUrl: string;
  secrets: IdentitySecrets;
  /** Further origins (e.g. a Vite dev server) allowed to use the portal client. */
  extraOrigins?: string[];
  /** Honour X-Forwarded-* when the server runs behind a reverse proxy. */
  trustProxy?: boolean;
}

export function issuerFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${OIDC_MOUNT_PATH}`;
}

/** Same app reached as localhost or 127.0.0.1 — both should sign in. */
/** The portal's own browser origins: the public URL (localhost and 127.0.0.1 alike) and the extra ones (a dev server). */
export function portalOrigins(publicUrl: string, extra: string[]): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin, ...extra.map((o) => new URL(o).origin)]);
  if (url.hostname === 'localhost') origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`);
  if (url.hostname === '127.0.0.1') origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  return [...origins];
}

/**
 * The provider. The portal is its one static client; intranet clients (a client's intranet on another origin, code +
 * PKCE, its pages as redirect URIs) are records in the database, found through the 'Client' adapter on every lookup.
 */
export function createIdentityProvider({ db, publicUrl, secrets, extraOrigins = [], trustProxy = false }: IdentityProviderOptions): Provider {
  const origins = portalOrigins(publicUrl, extraOrigins);
  const storeAdapter = createOidcAdapterFactory(db);

  const provider = new Provider(issuerFor(publicUrl), {
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Insights',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/signed-out`),
      },
    ],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // Custom claims ride on the profile scope, so they reach the ID token (the portal reads them without userinfo).
    claims: {
      openid: ['sub'],
      profile: [CLAIM.name, ...CUSTOM_CLAIMS],
      email: [CLAIM.email],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: OidcContext, resourceIndicator: string) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: INSIGHTS_ACCESS, audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    async findAccount(ctx: OidcContext, sub: string) {
      const account = await findAccountBySubject(db, sub);
      if (account && account.status_code !== STATUS_BLOCKED) {
        return {
          accountId: sub,
          [TENANT]: account.role === ROLE_SUPER_ADMIN ? null : (account.client_id ?? ''),
          claims: async () => claimsFor(db, account),
        };
      }
      // A blocked or deleted account loses its session at once. On the authorization endpoint the provider needs an
      // account object for a session's subject (undefined is a 500 there): a placeholder lets the 'account_unusable'
      // login check send the browser back to the login page. Token, userinfo and refresh calls get nothing.
      if (isAuthorizationRoute(ctx)) return { accountId: sub, [UNUSABLE]: true, claims: async () => ({ sub }) };
      return undefined;
    },
    async extraTokenClaims(_ctx: OidcContext, token: AccessTokenLike) {
      if (!token.accountId) return undefined;
      const account = await findAccountBySubject(db, token.accountId);
      if (!account) return undefined;
      const { sub: _sub, ...claims } = await claimsFor(db, account);
      return claims;
    },
    // The portal is a first-party public client: it gets a refresh token without asking for offline_access (which
    // would need a consent prompt). Without offline_access the refresh token expires with the browser session, so
    // signing out ends it too.
    async issueRefreshToken(_ctx: OidcContext, client: { grantTypeAllowed(type: string): boolean }) {
      return client.grantTypeAllowed('refresh_token');
    },
    // Every use of a refresh token answers a new one and consumes the old; presenting a used one again revokes the
    // whole grant (the provider's reuse detection), so a stolen and replayed token ends the sign-in.
    rotateRefreshToken: () => true,
    // Sessions, grants, codes, refresh tokens and interactions live in the database (oidc_store); intranet clients
    // in intranet_clients (identity/intranetClients.ts).
    adapter: (model: string) => (model === 'Client' ? new IntranetClientAdapter(db) : storeAdapter(model)),
    // Each client's token and revocation calls are answered for its own pages' origins only.
    clientBasedCORS: (_ctx: OidcContext, origin: string, client: { clientId: string; redirectUris?: string[]; postLogoutRedirectUris?: string[] }) =>
      client.clientId === PORTAL_CLIENT_ID
        ? origins.includes(origin)
        : originsOf([...(client.redirectUris ?? []), ...(client.postLogoutRedirectUris ?? [])]).includes(origin),
    interactions: {
      policy: loginPolicy(db),
      url: async (_ctx: OidcContext, interaction: { uid: string }) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    renderError,
  });
  provider.proxy = trustProxy;
  return provider;
}
