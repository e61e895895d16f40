import { CookieJar } from './cookieJar.js';
import { createPkcePair, decodeJwtPayload } from './pkce.js';

export const PORTAL_SCOPE = 'openid profile email access:INS';

export interface LoginResult {
  accessToken: string;
  idToken: string;
  accessClaims: Record<string, unknown>;
  idClaims: Record<string, unknown>;
}

export interface AuthorizeStart {
  jar: CookieJar;
  verifier: string;
  /** URL of the login page (the provider's interaction URL). */
  loginUrl: string;
  /** HTML of the login page. */
  html: string;
  /** The form's POST target, absolute. */
  formAction: string;
  /** The OIDC client signing in and its redirect URI (the portal's unless given). */
  client: OidcTestClient;
}

export interface OidcTestClient {
  clientId: string;
  redirectUri: string;
  /** Sent as Origin on the token call (a browser page on another origin). */
  origin?: string;
}

/** Sends a request with the jar's cookies, never following redirects, and keeps the cookies it sets. */
async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`Expected a redirect, got ${response.status}: ${response.statusText}`);
  return new URL(value, base).href;
}

/** Step 1 of the browser flow: GET /oidc/auth and follow redirects to the login page. */
export async function startAuthorization(baseUrl: string, scope = PORTAL_SCOPE, client?: OidcTestClient, jar = new CookieJar()): Promise<AuthorizeStart> {
  const signingIn = client ?? { clientId: 'insights-portal', redirectUri: `${baseUrl}/auth/callback` };
  const { verifier, challenge } = createPkcePair();
  const authorize = new URL(`${baseUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: signingIn.clientId,
    response_type: 'code',
    scope,
    redirect_uri: signingIn.redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'test-state',
    nonce: 'test-nonce',
  }).toString();
  let url = authorize.href;
  let response = await send(jar, url);
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 5; hops++) {
    url = location(response, url);
    response = await send(jar, url);
  }
  const html = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (response.status !== 200 || !action) throw new Error(`Login page not reached (status ${response.status})`);
  return { jar, verifier, loginUrl: url, html, formAction: new URL(action.replace(/&amp;/g, '&'), url).href, client: signingIn };
}

/** Step 2: POST the login form; returns the raw response (a redirect on success, the page again on failure). */
export async function submitLogin(start: AuthorizeStart, email: string, password: string): Promise<Response> {
  return send(start.jar, start.formAction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/** Step 3: follow redirects (resume, consent, resume) to the callback and exchange the code for tokens. */
export async function finishLogin(baseUrl: string, start: AuthorizeStart, loginResponse: Response): Promise<LoginResult> {
  let response = loginResponse;
  let url = start.formAction;
  for (let hops = 0; hops < 10; hops++) {
    if (response.status < 300 || response.status >= 400) {
      throw new Error(`Sign-in did not redirect (status ${response.status}): ${(await response.text()).slice(0, 300)}`);
    }
    url = location(response, url);
    if (url.startsWith(start.client.redirectUri)) break;
    response = await send(start.jar, url);
  }
  const callback = new URL(url);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code on the callback: ${url}`);
  const tokenResponse = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(start.client.origin ? { origin: start.client.origin } : {}) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: start.client.clientId,
      code,
      code_verifier: start.verifier,
      redirect_uri: start.client.redirectUri,
    }).toString(),
  });
  tokenResponses.set(start, tokenResponse);
  const body = (await tokenResponse.json()) as { access_token?: string; id_token?: string; error?: string; error_description?: string };
  if (!tokenResponse.ok || !body.access_token || !body.id_token) {
    throw new Error(`Token exchange failed: ${body.error ?? tokenResponse.status} ${body.error_description ?? ''}`);
  }
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    accessClaims: decodeJwtPayload(body.access_token),
    idClaims: decodeJwtPayload(body.id_token),
  };
}

/** The token endpoint's response of a finished login (its CORS headers), by the login's start. */
export const tokenResponses = new WeakMap<AuthorizeStart, Response>();

/** The whole authorization-code + PKCE flow over HTTP, as a browser would do it. */
export async function login(baseUrl: string, email: string, password: string): Promise<LoginResult> {
  const start = await startAuthorization(baseUrl);
  const response = await submitLogin(start, email, password);
  return finishLogin(baseUrl, start, response);
}
