import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from './support/testServer.js';
import { fieldShapeOf, nearMisses, readFieldNames } from '../src/http/fieldNames.js';
import { DEMO_ACCOUNTS, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { COMPANIES_ENDPOINTS } from '../../contract/companies/endpoints.js';
import { LICENSED_COMPANIES_ENDPOINTS } from '../../contract/licensedCompanies/endpoints.js';
import { MARKET_WATCH_ENDPOINTS } from '../../contract/marketWatches/endpoints.js';

/**
 * Request field names are read without regard to case (issue 62; docs/api.md "Field names"): on the real server,
 * a body filter, a query-string filter and a body with lists; a key close to a field is refused, never dropped.
 */

let server: TestServer;
let token: string;
const MORGAN = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(MORGAN.email);
});
afterAll(() => server?.close());

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await server.api(path, {
    method, token, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface CompanyPage { data: Array<{ id: string }>; totalRecords: number }
const companies = async (body: Record<string, unknown>) => {
  const reply = await call('POST', COMPANIES_ENDPOINTS.list, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as unknown as CompanyPage;
};

describe('POST /api/company/getall (body)', () => {
  it('StateCode filters as stateCode does; PAGESIZE and searchterm are read too', async () => {
    const every = await companies({ PageNumber: 1, PageSize: 5 });
    const texas = await companies({ PageNumber: 1, PageSize: 5, stateCode: 'TX' });
    expect(texas.totalRecords).toBeGreaterThan(0);
    expect(texas.totalRecords).toBeLessThan(every.totalRecords);
    expect(await companies({ PageNumber: 1, PageSize: 5, StateCode: 'TX' })).toEqual(texas);
    expect(await companies({ pagenumber: 1, PAGESIZE: 5, STATECODE: 'TX' })).toEqual(texas);
    const searched = await companies({ pageNumber: 1, pageSize: 5, searchterm: 'zzzz-no-company-zzzz', statecode: 'TX' });
    expect(searched.totalRecords).toBe(0);
  });

  it('refuses a misspelt filter, naming the field it is close to, rather than list every state', async () => {
    const reply = await call('POST', COMPANIES_ENDPOINTS.list, { PageNumber: 1, stateCodes: 'TX' });
    expect(reply).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid request: body/stateCodes is not a field of this request: did you mean stateCode?' },
    });
    expect((await call('POST', COMPANIES_ENDPOINTS.list, { PageNumber: 1, state_code: 'TX' })).body.message)
      .toBe('Invalid request: body/state_code is not a field of this request: did you mean stateCode?');
  });

  it('refuses one field given under two spellings', async () => {
    const reply = await call('POST', COMPANIES_ENDPOINTS.list, { PageNumber: 1, stateCode: 'TX', StateCode: 'PA' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'Invalid request: body/StateCode repeats stateCode (also given as stateCode; field names are read without regard to case): send it once');
  });

  it('still ignores a key far from every field (the spec sends companyId to other lists)', async () => {
    const texas = await companies({ PageNumber: 1, PageSize: 5, stateCode: 'TX' });
    expect(await companies({ PageNumber: 1, PageSize: 5, stateCode: 'TX', companyId: '0' })).toEqual(texas);
  });
});

describe('GET licensedCompaniesCount (query string)', () => {
  const count = async (query: string) => {
    const reply = await call('GET', `${LICENSED_COMPANIES_ENDPOINTS.count}?${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.count as number;
  };

  it('CompanyStateName and COMPANYSTATENAME filter as companyStateName does', async () => {
    const every = await count('');
    const texas = await count('companyStateName=TX');
    expect(texas).toBeGreaterThan(0);
    expect(texas).toBeLessThan(every);
    expect(await count('CompanyStateName=TX')).toBe(texas);
    expect(await count('COMPANYSTATENAME=TX')).toBe(texas);
  });

  it('a near miss is a 400 that names the fields it may have meant', async () => {
    const reply = await call('GET', `${LICENSED_COMPANIES_ENDPOINTS.count}?companyState=TX`);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid request: querystring/companyState is not a field of this request: did you mean companyStateId or companyStateName?');
  });
});

describe('POST market watch (a body with lists)', () => {
  it('reads StateCodes, Commodity, LicenseType and EventTypes as the schema names them', async () => {
    const path = MARKET_WATCH_ENDPOINTS.marketWatches.replace(':clientId', NORTHWIND_CLIENT_ID);
    const created = await call('POST', path, { StateCodes: ['PA', 'TX'], COMMODITY: 1, licensetype: 'Supplier', EventTypes: ['New'] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ stateCodes: ['PA', 'TX'], commodity: 1, licenseType: 'Supplier', eventTypes: ['New'] });
    const misspelt = await call('POST', path, { StateCodes: ['PA'], commodity: 1, licenseType: 'Supplier', eventTypes: ['New'], eventType: 'Expiry' });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.message).toBe('Invalid request: body/eventType is not a field of this request: did you mean eventTypes?');
  });
});

describe('readFieldNames (nested objects and lists of them)', () => {
  const schema = z.object({
    PageNumber: z.number().default(1),
    filter: z.object({ stateCode: z.string().optional(), zones: z.array(z.object({ loadZone: z.string() })).optional() }).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
  });
  const shape = fieldShapeOf(schema);

  it('renames keys at every depth, leaves values and free-form records alone', () => {
    const read = readFieldNames({ pagenumber: 2, Filter: { StateCode: 'TX', ZONES: [{ LoadZone: 'Houston' }] }, EXTRA: { Anything: 1 } }, shape);
    expect(read.problems).toEqual([]);
    expect(read.value).toEqual({ PageNumber: 2, filter: { stateCode: 'TX', zones: [{ loadZone: 'Houston' }] }, extra: { Anything: 1 } });
    expect(schema.parse(read.value).filter?.zones?.[0]?.loadZone).toBe('Houston');
  });

  it('names the path of a near miss deep down', () => {
    expect(readFieldNames({ filter: { zones: [{ loadzones: 'x' }] } }, shape).problems)
      .toEqual([{ path: '/filter/zones/0/loadzones', message: 'is not a field of this request: did you mean loadZone?' }]);
  });

  it('hands back the very value when every name is already right (no copy per request)', () => {
    const body = { PageNumber: 1, filter: { stateCode: 'TX' } };
    expect(readFieldNames(body, shape).value).toBe(body);
  });

  it('drops a __proto__ key rather than let it set the prototype of the copy', () => {
    const read = readFieldNames(JSON.parse('{"pagenumber": 3, "__proto__": {"PageNumber": 5}}'), shape);
    expect(read.value).toEqual({ PageNumber: 3 });
    expect(Object.getPrototypeOf(read.value)).toBe(Object.prototype);
  });

  it('near misses: separators, typos, a start or a longer form; not a far or short key', () => {
    const fields = ['stateCode', 'PageNumber', 'PageSize', 'companyId', 'SearchTerm'];
    expect(nearMisses('state-code', fields)).toEqual(['stateCode']);
    expect(nearMisses('staetCode', fields)).toEqual(['stateCode']);
    expect(nearMisses('state', fields)).toEqual(['stateCode']);
    expect(nearMisses('page', fields)).toEqual(['PageNumber', 'PageSize']);
    expect(nearMisses('SearchTerms', fields)).toEqual(['SearchTerm']);
    expect(nearMisses('_', fields)).toEqual([]);
    expect(nearMisses('clientId', fields)).toEqual([]);
    expect(nearMisses('region', fields)).toEqual([]);
  });
});
