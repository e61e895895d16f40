import { storedUserKey, userStorage, readStoredUser, type PortalUser } from './storedUser';
import { CALLBACK_PATH } from './paths';

/**
 * The sign-in redirect and its callback (authorization code + PKCE) without oidc-client-ts, which a new tab would
 * otherwise download only to leave for the provider and to redeem one code (16 KB gz, ADR 0054). The library still does
 * everything else (renewals, signing out) and reads the user this writes: the same key and fields as its
 * `User.toStorageString`, the same profile (its default protocol claims removed), the same error shapes.
 */

export interface CodeFlowSettings {
  authority: string;
  clientId: string;
  scope: string;
}

/** The provider's metadata as its discovery document gives it (only the endpoints used here). */
type Discovery = Partial<Record<'issuer' | 'authorization_endpoint' | 'token_endpoint', unknown>>;

/** A pending sign-in, kept in this tab until its callback: under a prefix of its own, out of the library's way. */
const STATE_PREFIX = 'insights.signin:';
/** oidc-client-ts's staleStateAgeInSeconds: a sign-in not finished in 15 minutes is forgotten. */
const STALE_SECONDS = 15 * 60;
/** Claims oidc-client-ts removes from the profile by default (ClaimsService's DefaultProtocolClaims). */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

interface PendingSignIn {
  authority: string;
  clientId: string;
  redirectUri: string;
  verifier: string;
  scope: string;
  data: unknown;
  created: number;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomText = (length: number) => base64Url(crypto.getRandomValues(new Uint8Array(length)));

/** The provider's error, shaped as oidc-client-ts's ErrorResponse: `name` and `error` are what the portal reads. */
function errorResponse(fields: Record<string, unknown>): Error {
  const code = typeof fields.error === 'string' ? fields.error : 'server_error';
  const description = typeof fields.error_description === 'string' ? fields.error_description : undefined;
  return Object.assign(new Error(description ?? code), { name: 'ErrorResponse', error: code, error_description: description });
}

export async function discover(authority: string): Promise<Discovery> {
  const response = await fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to fetch the provider's metadata (${response.status})`);
  return (await response.json()) as Discovery;
}

function endpoint(metadata: Discovery, name: 'authorization_endpoint' | 'token_endpoint'): string {
  const value = metadata[name];
  if (typeof value !== 'string') throw new Error(`The provider's metadata has no ${name}`);
  return value;
}

function forgetStale(storage: Storage): void {
  const cutoff = epochSeconds() - STALE_SECONDS;
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (!key?.startsWith(STATE_PREFIX)) continue;
    try {
      const created = (JSON.parse(storage.getItem(key) ?? 'null') as PendingSignIn | null)?.created ?? 0;
      if (created <= cutoff) storage.removeItem(key);
    } catch {
      storage.removeItem(key);
    }
  }
}

/**
 * Leaves for the provider's sign-in page. `data` comes back with the user (`state`); `metadata`: the discovery
 * document when the caller already has it.
 */
export async function signinRedirect(
  settings: CodeFlowSettings,
  data: unknown,
  metadata?: Discovery,
  { storage = userStorage(), origin = window.location.origin, assign = (url: string) => window.location.assign(url) } = {},
): Promise<void> {
  const authorize = new URL(endpoint(metadata ?? (await discover(settings.authority)), 'authorization_endpoint'));
  const verifier = randomText(48);
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const id = randomText(16);
  const redirectUri = origin + CALLBACK_PATH;
  forgetStale(storage);
  const pending: PendingSignIn = { authority: settings.authority, clientId: settings.clientId, redirectUri, verifier, scope: settings.scope, data, created: epochSeconds() };
  storage.setItem(STATE_PREFIX + id, JSON.stringify(pending));
  for (const [name, value] of Object.entries({
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: settings.scope,
    state: id,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(name, value);
  }
  assign(authorize.href);
}

/** A JWT's payload, read as oidc-client-ts reads it (jwt-decode): no signature check, the token came from the provider itself. */
function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
}

/**
 * Redeems the code of the callback at `url` (once: its pending sign-in is removed first), stores the user where
 * oidc-client-ts keeps it and answers it, with the `data` given to signinRedirect as its `state`.
 */
export async function signinRedirectCallback(settings: CodeFlowSettings, url: string, storage: Storage = userStorage()): Promise<PortalUser> {
  const params = new URL(url).searchParams;
  const id = params.get('state');
  if (!id) throw new Error('No state in response');
  const text = storage.getItem(STATE_PREFIX + id);
  storage.removeItem(STATE_PREFIX + id);
  if (!text) throw new Error('No matching state found in storage');
  const pending = JSON.parse(text) as PendingSignIn;
  if (pending.authority !== settings.authority || pending.clientId !== settings.clientId) throw new Error('authority or client_id mismatch on settings vs. signin state');
  if (params.has('error')) throw errorResponse(Object.fromEntries(params));
  const code = params.get('code');
  if (!code) throw new Error('Expected code in response');

  const response = await fetch(endpoint(await discover(settings.authority), 'token_endpoint'), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: pending.redirectUri, code, code_verifier: pending.verifier, client_id: pending.clientId }),
  });
  const tokens = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof tokens.error === 'string') throw errorResponse(tokens.error ? tokens : { error: 'server_error', error_description: `${response.status} ${response.statusText}` });
  if (typeof tokens.access_token !== 'string' || typeof tokens.id_token !== 'string') throw new Error('The token response has no access or ID token');
  const profile = jwtPayload(tokens.id_token);
  if (!profile.sub) throw new Error('ID Token is missing a subject claim');
  for (const claim of PROTOCOL_CLAIMS) delete profile[claim];

  // oidc-client-ts's User.toStorageString, field for field.
  storage.setItem(
    storedUserKey(settings),
    JSON.stringify({
      id_token: tokens.id_token,
      session_state: params.get('session_state'),
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      scope: typeof tokens.scope === 'string' ? tokens.scope : pending.scope,
      profile,
      expires_at: Number.isFinite(Number(tokens.expires_in)) ? epochSeconds() + Math.floor(Number(tokens.expires_in)) : undefined,
    }),
  );
  const user = readStoredUser(settings, storage);
  if (!user) throw new Error('The signed-in user could not be stored');
  return Object.assign(user, { state: pending.data });
}
