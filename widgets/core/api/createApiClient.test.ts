import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import { createFakeFetch, type FakeReply } from '../testing/fakeFetch';

function client(reply: FakeReply, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const fake = createFakeFetch({ 'GET /api/thing': reply, 'POST /api/thing': reply, 'GET /public/PublicPage/firstToWorst': reply });
  const api = createApiClient({ apiBaseUrl: 'http://api.test/', getAccessToken: async () => 'tok', fetch: fake.fetch, ...extra });
  return { api, fake };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('sends the bearer token and parses JSON', async () => {
    const { api, fake } = client({ body: { ok: 1 } });
    expect(await api.get('/api/thing', { query: { PageNo: 2, StateCode: 'TX', Empty: '' } })).toEqual({ ok: 1 });
    expect(fake.calls[0].url).toBe('http://api.test/api/thing?PageNo=2&StateCode=TX');
    expect(fake.calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('calls a public path without a token, with no Authorization header', async () => {
    const { api, fake } = client({ body: {} }, { getAccessToken: () => null });
    await api.get('/public/PublicPage/firstToWorst');
    expect(fake.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('makes no call needing a token without one: auth-required, told once, not a failure', async () => {
    const told: string[] = [];
    const { api, fake } = client({ body: {} }, {
      getAccessToken: () => null,
      onAuthRequired: () => told.push('auth-required'),
      onFailure: (_error, operation) => told.push(`failure ${operation}`),
    });
    const error = await failure(api.get('/api/thing'));
    expect([error.kind, error.message, error.status]).toEqual(['auth-required', 'Sign in required', 0]);
    expect(fake.calls).toHaveLength(0);
    expect(told).toEqual(['auth-required']);
  });

  it('tells onFailure of each failed call with its status, message and operation', async () => {
    const told: Array<[number, string, string]> = [];
    const { api } = client({ status: 500, body: { message: 'Database unavailable' } }, {
      onFailure: (error, operation) => told.push([error.status, error.message, operation]),
    });
    await failure(api.post('/api/thing', {}));
    expect(told).toEqual([[500, 'Database unavailable', 'POST /api/thing']]);
  });

  it('posts JSON bodies with wire names unchanged', async () => {
    const { api, fake } = client({ body: { totalRecords: 0 } });
    await api.post('/api/thing', { PageNumber: 1, PageSize: 50, SearchTerm: 'x' });
    expect(fake.calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(await fake.calls[0].json()).toEqual({ PageNumber: 1, PageSize: 50, SearchTerm: 'x' });
  });

  it("maps 401 to 'Invalid credentials'", async () => {
    const error = await failure(client({ status: 401, body: { message: 'jwt expired' } }).api.get('/api/thing'));
    expect([error.kind, error.message, error.status]).toEqual(['unauthorized', 'Invalid credentials', 401]);
  });

  it('maps 403 to forbidden and redirects only when the host opts in', async () => {
    const navigate = vi.fn();
    const plain = await failure(client({ status: 403 }, { navigate }).api.get('/api/thing'));
    expect(plain.kind).toBe('forbidden');
    expect(navigate).not.toHaveBeenCalled();
    await failure(client({ status: 403 }, { navigate, features: { redirectOnForbidden: true } }).api.get('/api/thing'));
    expect(navigate).toHaveBeenCalledWith('/access-denied');
  });

  it('maps 404 to not-found', async () => {
    expect((await failure(client({ status: 404 }).api.get('/api/thing'))).kind).toBe('not-found');
  });

  it("uses the server's message, then the status text", async () => {
    expect((await failure(client({ status: 400, body: { message: 'PageSize must be positive' } }).api.get('/api/thing'))).message).toBe(
      'PageSize must be positive',
    );
    expect((await failure(client({ status: 502, statusText: 'Bad Gateway', body: {} }).api.get('/api/thing'))).message).toBe(
      'Bad Gateway',
    );
    expect((await failure(client({ status: 500, body: {} }).api.get('/api/thing'))).message).toBe('Request failed with status 500');
  });

  it('turns a network failure into a clear message', async () => {
    const error = await failure(client({ networkError: true }).api.get('/api/thing'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach the Insights server/);
  });

  it('returns text replies as text', async () => {
    expect(await client({ body: 'Notifications updated' }).api.post('/api/thing', {})).toBe('Notifications updated');
  });
});
