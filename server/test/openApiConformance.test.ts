import { OFFER_WALK_VALUES } from './support/offerWalkValues.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { insertWalkEndpoint } from './webhooks.support.js';
import { startTestServer, type TestServer } from './support/testServer.js';
import {
  operationsOf, replyChecker, securityOf, send, validRequest, withCredentials,
  type Credentials, type HttpRequest, type KnownValues, type OpenApiDocument, type OperationRef, type Reply,
} from './support/openApiDocument.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { DEFAULT_SUPPLIER_DOMAIN } from '../../contract/pricing/supplierDomains.js';

/**
 * The served API document is the truth: every operation (read from the document, no list here) is called
 * unauthenticated, as a user without access:INS, as an allowed user with a valid request built from the document's
 * own schemas, and with a malformed body; every reply must have a documented status, media type and schema.
 */

let server: TestServer;
let doc: OpenApiDocument;
let operations: OperationRef[];
let problemsOf: ReturnType<typeof replyChecker>;
let allowed: Credentials;
let noAccess: Credentials;
let values: KnownValues;

/** The payload of a JWT (the chart token names the client it is bound to). */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Where the walk's own webhook endpoint points: discard on loopback, admitted for this server only (nothing listens). */
const WALK_RECEIVER = '127.0.0.1:9';

beforeAll(async () => {
  server = await startTestServer({ webhooks: { allowlist: new Set([WALK_RECEIVER]) } });
  doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as OpenApiDocument;
  operations = operationsOf(doc);
  problemsOf = replyChecker(doc);

  // Credentials of each security scheme, got as a client gets them.
  const superToken = await server.tokenFor('super@insights.test');
  const chart = (await (await server.api('/api/PricingMatrix/GetECToken', { token: superToken })).json()) as { access_token: string };
  const files = (await (await server.api('/api/RawData/licensesRawData', { token: superToken })).json()) as { data: { id: number }[] };
  const fileId = files.data[0]!.id;
  const link = (await (await server.api(`/api/RawData/downloadLicensesRawData/${fileId}`, { token: superToken })).json()) as { data: string };
  allowed = {
    bearer: superToken,
    apiKey: chart.access_token,
    clientId: String(claimsOf(chart.access_token).clientId),
    downloadLink: new URL(link.data).searchParams.get('token')!,
  };
  noAccess = { bearer: await server.tokenFor('noaccess@contoso.test') };

  // Seeded rows a valid request must name; everything else comes from the schemas.
  const one = async <T>(sql: string, params: unknown[] = []) => (await server.db.query<T>(sql, params)).rows[0]!;
  const [companyA, companyB] = (await server.db.query<{ id: string }>(
    'select id from companies where id in (select company_id from licenses) order by legal_name limit 2')).rows;
  const license = await one<{ id: number }>('select id from licenses where company_id = $1 order by id limit 1', [companyA!.id]);
  const member = await one<{ id: number; secure_id: string }>("select id, secure_id::text from users where email_address = 'member@northwind.test'");
  // Webhook endpoints (uuid ids): one whose deliveries the walk reads, tests and rotates; another it changes and deletes.
  const endpoint = () => insertWalkEndpoint(server.db, NORTHWIND_CLIENT_ID);
  const [webhook, doomedWebhook] = [await endpoint(), await endpoint()];
  const delivery = await one<{ id: string }>(
    `insert into webhook_deliveries (endpoint_id, webhook_id, event_type, event_key, data, premium, status, next_attempt_on)
     values ($1::uuid, 'msg_conformance', 'webhook.test', 'conformance', '{}'::jsonb, true, 'failed', null) returning id::text`,
    [webhook]);
  const webhookIds = Object.fromEntries(operations
    .filter((op) => op.path.startsWith('/api/client/{clientId}/webhooks/{id}'))
    .map((op) => [`${op.path} path:id`, op.path === '/api/client/{clientId}/webhooks/{id}' ? doomedWebhook : webhook]));
  // API keys (uuid ids): one the walk rolls, one it revokes.
  const apiKey = async () => {
    const reply = await server.api(`/api/client/${NORTHWIND_CLIENT_ID}/api-keys`, {
      token: superToken, method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'API document walk', scopes: ['companies:read'] }),
    });
    expect(reply.status).toBe(200);
    return ((await reply.json()) as { id: string }).id;
  };
  const [rolledKey, revokedKey] = [await apiKey(), await apiKey()];
  values = {
    ...webhookIds,
    '/api/client/{clientId}/api-keys/{id}/roll path:id': rolledKey,
    '/api/client/{clientId}/api-keys/{id} path:id': revokedKey,
    // A new or changed endpoint's URL (the schema's sample 'string' is no URL).
    url: `http://${WALK_RECEIVER}/walk`,
    deliveryId: delivery.id,
    clientId: NORTHWIND_CLIENT_ID,
    companyId: companyA!.id,
    TargetCompanyId: companyA!.id,
    SourceCompanyId: companyB!.id,
    licenseId: license.id,
    // The walk's user writes (update, block, reset, delete last) touch one demo member.
    userId: member.id,
    id: member.id,
    secureId: member.secure_id,
    statusCode: 10800,
    'path:id': fileId,
    'path:file': `${DEFAULT_SUPPLIER_DOMAIN}.svg`,
    // GetActivity's months: each is a pattern, but from must not come after to (a rule the schema cannot say).
    'query:from': '2025-01',
    'query:to': '2026-12',
    ...OFFER_WALK_VALUES,
  };
}, 120_000);

afterAll(() => server?.close());

const call = (request: HttpRequest) => send(server.baseUrl, request);
const describeCall = (op: OperationRef, what: string, reply: Reply) => `${op.name} ${what}: ${reply.status} ${reply.text.slice(0, 200)}`;

/** Runs `check` on every operation and reports every failure at once (one operation's defect hides no other). */
async function everyOperation(check: (op: OperationRef) => Promise<string[]>): Promise<void> {
  const failures: string[] = [];
  for (const op of operations) failures.push(...(await check(op)).map((problem) => `${op.name}: ${problem}`));
  expect(failures).toEqual([]);
}

const isSecured = (op: OperationRef) => securityOf(doc, op.operation).length > 0;

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document with a version, every operation of /api, /common and /public', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const prefixes = new Set(operations.map((op) => op.path.split('/')[1]));
    expect([...prefixes]).toEqual(expect.arrayContaining(['api', 'common', 'public']));
    expect(operations.length).toBeGreaterThanOrEqual(65);
  });

  it('declares every security scheme an operation names, and one shared error schema for every error status', () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const requirement of securityOf(doc, op.operation)) {
        for (const scheme of Object.keys(requirement)) if (!doc.components.securitySchemes[scheme]) failures.push(`${op.name}: unknown scheme ${scheme}`);
      }
      for (const [status, response] of Object.entries(op.operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
        if (schema?.$ref !== '#/components/schemas/ErrorReply') failures.push(`${op.name} ${status}: ${JSON.stringify(response.content)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every operation answers as documented', () => {
  it('without credentials: a secured operation answers 401, a public one does not refuse', async () => {
    await everyOperation(async (op) => {
      const reply = await call(validRequest(doc, op, values));
      const problems = problemsOf(op, reply);
      if (isSecured(op) && reply.status !== 401) problems.push(`declared secured, answered ${describeCall(op, 'without credentials', reply)}`);
      if (!isSecured(op) && (reply.status === 401 || reply.status === 403)) problems.push(`declared public, refused ${describeCall(op, 'without credentials', reply)}`);
      return problems;
    });
  });

  it('as a user without access:INS: a secured operation refuses (403 with the bearer alone), a public one does not', async () => {
    await everyOperation(async (op) => {
      const request = validRequest(doc, op, values);
      // A public operation gets the token anyway: it must ignore it, not refuse it.
      const signed = isSecured(op) ? withCredentials(doc, op, request, noAccess) : { ...request, headers: { ...request.headers, authorization: `Bearer ${noAccess.bearer}` } };
      const reply = await call(signed);
      const problems = problemsOf(op, reply);
      const requirement = securityOf(doc, op.operation)[0] ?? {};
      const bearerOnly = Object.keys(requirement).join() === 'bearer';
      if (bearerOnly && reply.status !== 403) problems.push(`expected 403, ${describeCall(op, 'as noaccess', reply)}`);
      if (isSecured(op) && reply.status !== 401 && reply.status !== 403) problems.push(`not refused: ${describeCall(op, 'as noaccess', reply)}`);
      if (!isSecured(op) && (reply.status === 401 || reply.status === 403)) problems.push(`declared public, refused ${describeCall(op, 'with a token', reply)}`);
      return problems;
    });
  });

  it('with one scheme of a requirement left out: 401 (schemes named together are required together)', async () => {
    let checked = 0;
    await everyOperation(async (op) => {
      const requirement = securityOf(doc, op.operation)[0] ?? {};
      const schemes = Object.keys(requirement);
      if (schemes.length < 2) return [];
      const problems: string[] = [];
      for (const missing of schemes) {
        checked += 1;
        const partial = Object.fromEntries(Object.entries(allowed).filter(([name]) => name !== missing));
        const reply = await call(withCredentials(doc, op, validRequest(doc, op, values), partial));
        problems.push(...problemsOf(op, reply));
        if (reply.status !== 401) problems.push(`expected 401 without ${missing}, ${describeCall(op, `without ${missing}`, reply)}`);
      }
      return problems;
    });
    // The pricing service: bearer, clientId and apiKey, each left out in turn.
    expect(checked).toBeGreaterThanOrEqual(17 * 3);
  });

  it("as an allowed user with a valid request (required parameters and properties only): a documented success", async () => {
    const successes: string[] = [];
    await everyOperation(async (op) => {
      const reply = await call(withCredentials(doc, op, validRequest(doc, op, values), allowed));
      const problems = problemsOf(op, reply);
      if (reply.status >= 200 && reply.status < 300) successes.push(op.name);
      // The request holds required parameters only: a 400 naming a parameter means one declared optional is
      // required (or a parameter's schema admits what the server refuses). A 400 about the body's content (a rule
      // across fields, an unknown row) is a documented answer to a request the walk cannot know to be meaningful.
      if (reply.status === 400 && /\b(querystring|params|headers)\//.test(reply.text)) {
        problems.push(`a parameter declared optional is required: ${describeCall(op, 'as an allowed user', reply)}`);
      }
      if (reply.status >= 500) problems.push(describeCall(op, 'as an allowed user', reply));
      return problems;
    });
    // Reads never depend on the walk's luck: each read operation answered its documented success; most writes did.
    const reads = operations.filter((op) => op.method === 'GET').map((op) => op.name);
    // The one read that answers by the server's database: a backup of the embedded one; on PostgreSQL its documented
    // 409 (pg_dump is the way there).
    const onPostgres = server.db.kind !== 'pglite';
    expect(reads.filter((name) => !successes.includes(name))).toEqual(onPostgres ? ['GET /api/Operations/Backup'] : []);
    expect(successes.length).toBeGreaterThanOrEqual(Math.ceil(operations.length * 0.8));
  });

  it('with a malformed JSON body: 400 with the error schema on every operation that takes a body', async () => {
    const withBody = operations.filter((op) => op.operation.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    await everyOperation(async (op) => {
      if (!op.operation.requestBody) return [];
      const request = withCredentials(doc, op, validRequest(doc, op, values), allowed);
      const reply = await call({ ...request, headers: { ...request.headers, 'content-type': 'application/json' }, body: '{"broken' });
      const problems = problemsOf(op, reply);
      if (reply.status !== 400) problems.push(`expected 400, ${describeCall(op, 'with a malformed body', reply)}`);
      return problems;
    });
  });
});
