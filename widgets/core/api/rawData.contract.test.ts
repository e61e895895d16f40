// The raw data calls against the real reference server (spec 1 §7 /api/RawData/...).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient, type ApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import { getRawDataDownloadUrl, getRawDataFiles, rawDataQueries } from './rawData';
import { apiContext } from './queryScope';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const token = await server.tokenFor('member@contoso.test');
  api = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
});
afterAll(() => server?.close());

describe('raw data client', () => {
  it('lists licenses and offers files and gets a working download link for each kind', async () => {
    const licenses = await getRawDataFiles(api, 'licenses');
    const offers = await getRawDataFiles(api, 'offers');
    expect(licenses.length).toBeGreaterThan(20);
    expect(offers.length).toBeGreaterThan(20);
    expect(Object.keys(licenses[0]).sort()).toEqual(['aggregator', 'broker', 'commodity', 'id', 'state', 'stateName', 'supplier']);
    expect(Object.keys(offers[0]).sort()).toEqual(['commodity', 'id', 'residential', 'smallCommercial', 'state', 'stateName', 'supplier', 'utility']);

    for (const [kind, id] of [['licenses', licenses[0].id], ['offers', offers[0].id]] as const) {
      const url = await getRawDataDownloadUrl(api, { kind, id });
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect((await response.text()).split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('maps an unknown file to not-found', async () => {
    const error = await getRawDataDownloadUrl(api, { kind: 'offers', id: 99_991 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('not-found');
  });

  it('keys the files lists per user and per kind', () => {
    const alice = apiContext(api, server.baseUrl, 'alice');
    const bob = apiContext(api, server.baseUrl, 'bob');
    expect(rawDataQueries.files(alice, 'licenses').queryKey).toContain('alice');
    expect(rawDataQueries.files(alice, 'licenses').queryKey).not.toEqual(rawDataQueries.files(bob, 'licenses').queryKey);
    expect(rawDataQueries.files(alice, 'licenses').queryKey).not.toEqual(rawDataQueries.files(alice, 'offers').queryKey);
  });
});
