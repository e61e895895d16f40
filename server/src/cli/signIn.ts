// A command-line tool signs in the way the portal does (authorization code + PKCE through the login form), so it
// gets a real access token without a password grant the provider does not offer. Production code must not
// depend on test helpers, hence this own copy of the flow the server tests drive in server/test/support.
import { createHash, randomBytes } from 'node:crypto';
import { OIDC_MOUNT_PATH, PORTAL_CLIENT_ID } from '../identity/provider.js';

const SCOPE = 'openid profile email access:INS';

/** The provider's session and interaction cookies, for one host. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

export async function signInWithPassword(serverUrl: string, email: string, password: string): Promise<string> {
  const baseUrl = serverUrl.replace(/\/$/, '');
  const oidc = `${baseUrl}${OIDC_MOUNT_PATH}`;
  const redirectUri = `${baseUrl}/auth/callback`;
  const jar = cookieJar();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
  const next = (response: Response, base: string) => {
    const value = response.headers.get('location');
    if (!value) throw new Error(`Sign-in: expected a redirect, got ${response.status} ${response.statusText}`);
    return new URL(value, base).href;
  };

  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${oidc}/auth`);
  authorize.search = new URLSearchParams({
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('base64url'),
    nonce: randomBytes(8).toString('base64url'),
  }).toString();

  let url = authorize.href;
  let response = await send(url);
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 5; hops++) {
    url = next(response, url);
    response = await send(url);
  }
  const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())?.[1];
  if (response.status !== 200 || !action) throw new Error(`Sign-in: login page not reached (status ${response.status})`);
  url = new URL(action.replace(/&amp;/g, '&'), url).href;
  response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (let hops = 0; ; hops++) {
    if (hops >= 10 || response.status < 300 || response.status >= 400) {
      // The login page answers a wrong password with itself (200) instead of a redirect.
      const reason = response.status === 200 ? 'wrong e-mail or password' : `status ${response.status}`;
      throw new Error(`Sign-in as ${email} failed: ${reason}`);
    }
    url = next(response, url);
    if (url.startsWith(redirectUri)) break;
    response = await send(url);
  }
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`Sign-in: no code on the callback ${url}`);

  const tokenResponse = await fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: PORTAL_CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  const body = (await tokenResponse.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!tokenResponse.ok || !body.access_token) {
    throw new Error(`Sign-in: token exchange failed: ${body.error ?? tokenResponse.status} ${body.error_description ?? ''}`);
  }
  return body.access_token;
}
