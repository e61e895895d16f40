import { OFFER_WALK_VALUES } from './support/offerWalkValues.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import {
  operationsOf, send, validRequest, withCredentials, type Credentials, type HttpRequest, type OpenApiDocument, type OperationRef,
  type Parameter, type Reply,
} from './support/openApiDocument.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { insertWalkEndpoint } from './webhooks.support.js';

/**
 * An empty query value means "not given" (contract/http.ts withoutEmptyQueryValues), on every operation of the API
 * document that has query parameters (read from the document, no list here): `?p=` answers as the call without p
 * — the same success for an optional p, the same 400 naming p for a required one — while a non-empty bad value is
 * still a 400 that names the field.
 */

let server: TestServer;
let doc: OpenApiDocument;
let credentials: Credentials;
let values: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as OpenApiDocument;
  const token = await server.tokenFor('super@insights.test');
  const chart = (await (await server.api('/api/PricingMatrix/GetECToken', { token })).json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(chart.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { clientId: string };
  credentials = { bearer: token, apiKey: chart.access_token, clientId: claims.clientId };
  const { rows } = await server.db.query<{ id: number; secure_id: string }>(
    "select id, secure_id::text from users where email_address = 'member@northwind.test'");
  values = {
    clientId: NORTHWIND_CLIENT_ID, secureId: rows[0]!.secure_id, userId: rows[0]!.id, statusCode: 10800,
    // GetActivity's months: each is a pattern, but from must not come after to (a rule the schema cannot say).
    'query:from': '2025-01', 'query:to': '2026-12',
    // The delivery log's paging: an endpoint of the client to read it of.
    '/api/client/{clientId}/webhooks/{id}/deliveries path:id': await insertWalkEndpoint(server.db, NORTHWIND_CLIENT_ID),
    ...OFFER_WALK_VALUES,
  };
}, 120_000);

afterAll(() => server?.close());

const queryParameters = (op: OperationRef) => (op.operation.parameters ?? []).filter((p) => p.in === 'query');

/** A value the parameter's schema refuses, or null when it accepts any text. */
function badValueFor(parameter: Parameter): string | null {
  const schema = parameter.schema ?? {};
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const variants = ((schema.anyOf ?? schema.oneOf ?? []) as Record<string, unknown>[]);
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (schema.pattern || schema.enum || schema.format || variants.some((v) => v.enum || v.pattern)) return 'not/a-valid+value!';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return null;
}

const withQuery = (request: HttpRequest, name: string, value: string | undefined): HttpRequest => {
  const query = { ...request.query };
  if (value === undefined) delete query[name];
  else query[name] = value;
  return { ...request, query };
};

const show = (reply: Reply) => `${reply.status} ${reply.text.slice(0, 160)}`;

describe('an empty query value means "not given"', () => {
  it('is checked on every operation of the document that has query parameters', () => {
    const withQueries = operationsOf(doc).filter((op) => queryParameters(op).length > 0);
    // Users, notification settings, licensed companies, followed events, the public page…
    expect(withQueries.length).toBeGreaterThanOrEqual(10);
    expect(withQueries.map((op) => op.path)).toContain('/public/PublicPage/firstToWorst');
  });

  it('?p= answers as the call without p, on every query parameter of every operation', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operationsOf(doc)) {
      const base = withCredentials(doc, op, validRequest(doc, op, values), credentials);
      for (const parameter of queryParameters(op)) {
        checked += 1;
        const name = `${op.name} ?${parameter.name}=`;
        const empty = await send(server.baseUrl, withQuery(base, parameter.name, ''));
        if (parameter.required) {
          // Empty is missing: refused before the handler runs (nothing written), naming the parameter.
          const absent = await send(server.baseUrl, withQuery(base, parameter.name, undefined));
          if (empty.status !== 400 || absent.status !== 400 || !empty.text.includes(parameter.name) || empty.text !== absent.text) {
            failures.push(`${name} (required): empty ${show(empty)} | absent ${show(absent)}`);
          }
        } else if (op.method === 'GET') {
          const absent = await send(server.baseUrl, withQuery(base, parameter.name, undefined));
          if (empty.status !== absent.status || empty.status !== 200 || empty.text !== absent.text) {
            failures.push(`${name} (optional): empty ${show(empty)} | absent ${show(absent)}`);
          }
        } else if (empty.status === 400 && empty.text.includes(parameter.name)) {
          failures.push(`${name} (optional): refused ${show(empty)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it('a non-empty bad value stays a 400 with the field named', async () => {
    const failures: string[] = [];
    for (const op of operationsOf(doc)) {
      const base = withCredentials(doc, op, validRequest(doc, op, values), credentials);
      for (const parameter of queryParameters(op)) {
        const bad = badValueFor(parameter);
        if (bad === null) continue;
        const reply = await send(server.baseUrl, withQuery(base, parameter.name, bad));
        const body = reply.status === 400 ? (JSON.parse(reply.text) as { message: string }) : null;
        if (!body || !body.message.includes(parameter.name)) failures.push(`${op.name} ?${parameter.name}=${bad.slice(0, 20)}: ${show(reply)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the spec's own form of the public page: ?effectiveFrom= is the latest prices, as without it", async () => {
    const empty = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=`);
    const absent = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(await absent.json());
    const bad = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=yesterday`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid request: querystring/effectiveFrom must be a date (yyyy-mm-dd)');
  });
});
