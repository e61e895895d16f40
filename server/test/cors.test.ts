import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './support/testServer.js';

// An intranet on another origin embeds widgets that call the API directly.
describe('CORS for embedded widgets', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer();
  });
  afterAll(() => open?.close());

  it('answers a preflight from another origin for /api with the Authorization header allowed', async () => {
    const res = await fetch(`${open.baseUrl}/api/License/GetStateWiseLicenseCount`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://intranet.northwind.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends the origin back on a real call, which still needs a token', async () => {
    const res = await fetch(`${open.baseUrl}/api/License/GetStateWiseLicenseCount`, {
      headers: { origin: 'https://intranet.northwind.example' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');
    // An API key's budget is readable by the page's script.
    expect(res.headers.get('access-control-expose-headers')).toBe('RateLimit-Policy, RateLimit, Retry-After');
  });
});

describe('CORS restricted to configured origins', () => {
  let restricted: TestServer;
  beforeAll(async () => {
    restricted = await startTestServer({ corsOrigins: ['https://intranet.northwind.example'] });
  });
  afterAll(() => restricted?.close());

  it('does not allow an origin outside the list', async () => {
    const res = await fetch(`${restricted.baseUrl}/api/License/GetStateWiseLicenseCount`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows a listed origin', async () => {
    const res = await fetch(`${restricted.baseUrl}/api/License/GetStateWiseLicenseCount`, {
      headers: { origin: 'https://intranet.northwind.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');
  });
});

// The realtime hub answers the same origins as the API: a bell embedded on a listed or registered intranet page
// negotiates and connects; a page of any other origin is refused at the WebSocket (a browser opens a WebSocket to any
// origin without CORS, so the hub checks Origin itself). Clients outside a browser send no Origin and connect.
describe('the realtime hub answers the origins the API answers', () => {
  const LISTED = 'https://intranet.northwind.example';
  const REGISTERED = 'https://team.northwind.example';
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer({
      corsOrigins: [LISTED],
      intranetClients: [{ clientId: 'hub-origin-test', name: 'Hub origin test', redirectUris: [`${REGISTERED}/portal.html`] }],
      notifications: { expiryCheckMs: 0 },
    });
    token = await server.tokenFor('member@northwind.test');
  }, 60_000);
  afterAll(() => server?.close());

  const preflight = (origin: string) =>
    fetch(`${server.baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-requested-with' },
    });

  /** Opens the hub's WebSocket as a page of `origin` would (none: a client outside a browser); the HTTP status of the upgrade. */
  const upgrade = (origin: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/notifications-alerts?access_token=${encodeURIComponent(token)}`, {
        ...(origin ? { origin } : {}),
      });
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('error', reject);
    });

  it('negotiate allows a listed and a registered origin, with credentials (the official client sends them by default)', async () => {
    for (const origin of [LISTED, REGISTERED]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials'), origin).toBe('true');
    }
    const negotiated = await fetch(`${server.baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { origin: REGISTERED, authorization: `Bearer ${token}` },
    });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get('access-control-allow-origin')).toBe(REGISTERED);
    expect(((await negotiated.json()) as { availableTransports: Array<{ transport: string }> }).availableTransports[0]!.transport).toBe('WebSockets');
  });

  it('negotiate gives another origin no CORS headers, and /api still never allows credentials', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const api = await fetch(`${server.baseUrl}/api/License/GetStateWiseLicenseCount`, { headers: { origin: LISTED } });
    expect(api.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(api.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('connects a page of a listed, a registered or its own origin, and a client without Origin; refuses any other origin', async () => {
    expect(await upgrade(LISTED)).toBe(101);
    expect(await upgrade(REGISTERED)).toBe(101);
    expect(await upgrade(server.baseUrl)).toBe(101);
    expect(await upgrade(undefined)).toBe(101);
    expect(await upgrade('https://evil.example')).toBe(403);
  });
});
