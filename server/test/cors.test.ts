import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
