import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/db/seed/tenants.js';
import { CookieJar } from './support/cookieJar.js';
import { createPkcePair, decodeJwtPayload } from './support/pkce.js';
import { startAuthorization, submitLogin, type AuthorizeStart } from './support/oidcLogin.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './support/testServer.js';

/**
 * Identity tests that restart a server on the same data, or run two servers on one database. Unlike startTestServer
 * these keep the public URL (the OIDC issuer) fixed across instances, as a deployment behind a load balancer does.
 */

export { freePort } from './support/testServer.js';

/** Where the identity state lives between instances: a PGlite data folder, or a PostgreSQL database (server-pg). */
export interface SharedData {
  kind: 'pglite' | 'postgres';
  dataDir?: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

export async function createSharedData(): Promise<SharedData> {
  if (testDatabaseUrl) {
    const database: TestDatabase = await createTestDatabase();
    return { kind: 'postgres', databaseUrl: database.url, remove: () => database.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-identity-'));
  return { kind: 'pglite', dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface Instance {
  /** Where this instance listens (may differ from the shared public URL). */
  url: string;
  built: BuiltApp;
  close(): Promise<void>;
}

/** One server instance on `data`, issuing tokens for `publicUrl`, listening on `port`. */
export async function startInstance(data: SharedData, publicUrl: string, port: number): Promise<Instance> {
  const built = await buildApp({ logger: false, publicUrl, dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    await built.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await built.close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, built, close: () => built.close() };
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
  accessClaims: Record<string, unknown>;
}

export interface TokenError {
  status: number;
  error: string;
}

function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(value, base).href;
}

async function send(jar: CookieJar, url: string): Promise<Response> {
  const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects from `response` until the portal callback; answers its code (undefined if a page came first). */
async function followToCode(jar: CookieJar, publicUrl: string, response: Response, from: string): Promise<string | undefined> {
  let current = response;
  let url = from;
  for (let hops = 0; hops < 10; hops++) {
    if (current.status < 300 || current.status >= 400) return undefined;
    url = location(current, url);
    if (url.startsWith(`${publicUrl}/auth/callback`)) return new URL(url).searchParams.get('code') ?? undefined;
    current = await send(jar, url);
  }
  return undefined;
}

async function tokenRequest(tokenUrl: string, body: Record<string, string>): Promise<TokenSet | TokenError> {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'insights-portal', ...body }).toString(),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) return { status: response.status, error: String(json.error) };
  return {
    accessToken: String(json.access_token),
    refreshToken: String(json.refresh_token ?? ''),
    idToken: String(json.id_token ?? ''),
    expiresIn: Number(json.expires_in),
    accessClaims: decodeJwtPayload(String(json.access_token)),
  };
}

export function isTokenSet(value: TokenSet | TokenError): value is TokenSet {
  return 'accessToken' in value;
}

export interface SignedIn extends TokenSet {
  /** The browser's cookies (the provider's session), for a later silent authorization. */
  jar: CookieJar;
  start: AuthorizeStart;
}

/** The browser flow on `serverUrl` (issuer `publicUrl`): login page, code, tokens including the refresh token. */
export async function signIn(serverUrl: string, publicUrl: string, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const start = await startAuthorization(serverUrl);
  const code = await followToCode(start.jar, publicUrl, await submitLogin(start, email, password), start.formAction);
  if (!code) throw new Error('Sign-in did not reach the callback');
  const tokens = await tokenRequest(`${serverUrl}/oidc/token`, {
    grant_type: 'authorization_code',
    code,
    code_verifier: start.verifier,
    redirect_uri: `${publicUrl}/auth/callback`,
  });
  if (!isTokenSet(tokens)) throw new Error(`Token exchange failed: ${tokens.error}`);
  return { ...tokens, jar: start.jar, start };
}

export function refresh(serverUrl: string, refreshToken: string): Promise<TokenSet | TokenError> {
  return tokenRequest(`${serverUrl}/oidc/token`, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * A new authorization request with the browser's existing cookies: with a live session the provider answers with a
 * code straight away (no login page). Answers 'code' or 'login page'.
 */
export async function authorizeAgain(serverUrl: string, publicUrl: string, jar: CookieJar): Promise<'code' | 'login page'> {
  const authorize = new URL(`${serverUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'insights-portal',
    response_type: 'code',
    scope: 'openid profile email access:INS',
    redirect_uri: `${publicUrl}/auth/callback`,
    code_challenge: createPkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'again',
    nonce: 'again',
  }).toString();
  const first = await send(jar, authorize.href);
  const code = await followToCode(jar, publicUrl, first, authorize.href);
  return code ? 'code' : 'login page';
}

/** GET an API path with a bearer token; answers the status. */
export async function apiStatus(serverUrl: string, apiPath: string, token: string): Promise<number> {
  const response = await fetch(`${serverUrl}${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}
