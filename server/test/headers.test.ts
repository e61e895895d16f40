import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/testServer.js';
import { startAuthorization, submitLogin } from './support/oidcLogin.js';

let server: TestServer;
let root: string;
const INTRANET = 'https://intranet.northwind.example';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'insights-headers-'));
  for (const dir of ['portal/assets', 'widgets', 'examples']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'portal/index.html'), '<!doctype html><title>Insights</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(root, 'portal/assets/app.js'), 'console.log("portal")');
  writeFileSync(path.join(root, 'widgets/insights-elements.standalone.js'), 'export const widgets = true;');
  server = await startTestServer({
    corsOrigins: [INTRANET],
    staticDirs: { portal: path.join(root, 'portal'), widgets: path.join(root, 'widgets'), examples: path.join(root, 'examples') },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The Content-Security-Policy as directive → sources. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(header!.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name, sources];
  }));
}

/** What every page of ours (portal, sign-in) must carry. */
function expectPageHeaders(response: Response) {
  const policy = csp(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toContain("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return policy;
}

/** Inline <script> bodies (no src attribute) of an HTML page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
}

describe('security headers', () => {
  it('the portal page gets a CSP without inline script and cannot be framed', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const policy = expectPageHeaders(response);
    // styled-components injects <style> tags.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // A deep link of the portal (client-side route) gets the same.
    expectPageHeaders(await fetch(`${server.baseUrl}/companies/123`, { headers: { accept: 'text/html' } }));
  });

  it('the sign-in page gets the same policy, and its own scripts are all allowed by it', async () => {
    const start = await startAuthorization(server.baseUrl);
    const response = await fetch(start.loginUrl, { headers: { cookie: start.jar.header() } });
    expect(response.status).toBe(200);
    const policy = expectPageHeaders(response);
    expect(inlineScripts(await response.text())).toEqual([]);
    // Its style sheet is inline (pageLayout.ts), which the policy must allow.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    // The sign-in form's redirects end at the asking client's redirect_uri (another origin for an intranet).
    expect(policy.has('form-action')).toBe(false);
  });

  /** Every inline script of a page must be allowed by the page's own policy (oidc-provider adds its hashes). */
  async function expectScriptsAllowed(response: Response) {
    expect(response.status).toBe(200);
    const policy = expectPageHeaders(response);
    const html = await response.text();
    const scripts = inlineScripts(html);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(policy.get('script-src'), `inline script ${script} must be listed by its hash`).toContain(hash);
    }
    return { scripts, html };
  }

  it('the sign-out pages (with and without a session) run no inline script the policy does not list', async () => {
    // Without a session: the provider's own auto-submit page, whose inline script it lists by hash.
    const anonymous = await expectScriptsAllowed(await fetch(`${server.baseUrl}/oidc/session/end?client_id=insights-portal`));
    expect(anonymous.scripts.length).toBeGreaterThan(0);
    // Signed in: our sign-out page.
    const start = await startAuthorization(server.baseUrl);
    const login = await submitLogin(start, 'member@northwind.test', 'insights-demo');
    expect(login.status).toBeGreaterThanOrEqual(300);
    let url = new URL(login.headers.get('location')!, start.formAction).href;
    for (let hops = 0; hops < 5 && url.includes('/oidc/'); hops++) {
      const next = await fetch(url, { headers: { cookie: start.jar.header() }, redirect: 'manual' });
      start.jar.store(next);
      url = new URL(next.headers.get('location') ?? '/', url).href;
    }
    const signedIn = await expectScriptsAllowed(await fetch(`${server.baseUrl}/oidc/session/end?client_id=insights-portal`, { headers: { cookie: start.jar.header() } }));
    expect(signedIn.html).toContain('op.logoutForm');
  });

  it('an API reply can be read cross-origin: CORS from the allow-list, CORP cross-origin, no CSP or frame headers', async () => {
    const token = await server.tokenFor('member@northwind.test');
    const response = await server.api('/api/License/GetStateWiseLicenseCount', { token, headers: { origin: INTRANET } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(INTRANET);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('a widget bundle can be loaded by a page on another origin', async () => {
    const response = await fetch(`${server.baseUrl}/widgets/insights-elements.standalone.js`, { headers: { origin: INTRANET } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe(INTRANET);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('every reply names its request id, taken from x-request-id when the caller sends one', async () => {
    const given = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const fresh = await fetch(`${server.baseUrl}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const identity = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`, { headers: { 'x-request-id': 'lb-oidc-1' } });
    expect(identity.headers.get('x-request-id')).toBe('lb-oidc-1');
  });
});
