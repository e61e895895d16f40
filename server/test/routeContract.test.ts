import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRouteContract } from '../src/http/routeContract.js';
import { registerOpenApi } from '../src/http/openApi.js';
import { registerErrorHandler } from '../src/http/errorHandler.js';
import { zodRoutes } from '../src/http/zodRoutes.js';
import { SECURITY, nonJsonReply } from '../../contract/http.js';

/**
 * The generic rules of http/routeContract.ts on routes that exist only here: a new route gets its statuses, the error
 * schema, its media type, its security and the empty-query rule from what it is, with nothing listed per route.
 */

type Operation = { security?: unknown[]; responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }> };
let app: FastifyInstance;

async function appWith(register: (app: FastifyInstance) => void) {
  app = Fastify();
  registerErrorHandler(app);
  registerRouteContract(app);
  await registerOpenApi(app, 'http://localhost');
  register(app);
  await app.ready();
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return doc.paths;
}

afterEach(() => app?.close());

describe('route contract', () => {
  it('documents every status from what the route is, each with the one error schema', async () => {
    const paths = await appWith((root) => zodRoutes(root, (api) => {
      api.get('/api/things', { schema: { response: { 200: z.array(z.string()) } } }, async () => []);
      api.post('/api/things/:id', { schema: { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }), response: { 200: z.string() } } }, async () => 'ok');
      api.get('/public/thing', { schema: { querystring: z.object({ on: z.string().optional() }), response: { 200: nonJsonReply('text/plain', z.string()) } } },
        async (_request, reply) => reply.type('text/plain').send('hello'));
      api.get('/elsewhere', { schema: { security: SECURITY.pricingService, response: { 200: z.string() } } }, async () => 'x');
    }));
    const statuses = (path: string, method: string) => Object.keys(paths[path]![method]!.responses);
    // Protected (under /api), no input: refusals, rate limit, server trouble.
    expect(statuses('/api/things', 'get')).toEqual(['200', '401', '403', '429', '500', '503']);
    expect(paths['/api/things']!.get!.security).toEqual([{ bearer: [] }]);
    // A body and an id: also 400, 404, 413, 415.
    expect(statuses('/api/things/{id}', 'post')).toEqual(['200', '400', '401', '403', '404', '413', '415', '429', '500', '503']);
    // Public, with a query, not JSON.
    expect(statuses('/public/thing', 'get')).toEqual(['200', '400', '500', '503']);
    expect(paths['/public/thing']!.get!.security).toEqual([]);
    expect(Object.keys(paths['/public/thing']!.get!.responses['200']!.content)).toEqual(['text/plain']);
    // Declared security outside /api: protected by its declaration.
    expect(statuses('/elsewhere', 'get')).toEqual(['200', '401', '403', '500', '503']);
    expect(paths['/elsewhere']!.get!.security).toEqual([{ bearer: [], clientId: [], apiKey: [] }]);
    for (const [path, item] of Object.entries(paths)) {
      for (const [status, response] of Object.entries(Object.values(item)[0]!.responses)) {
        if (Number(status) >= 400) expect(response.content['application/json']!.schema.$ref, `${path} ${status}`).toBe('#/components/schemas/ErrorReply');
      }
    }
  });

  it('serializes a refusal through the error schema and treats an empty query value as absent', async () => {
    await appWith((root) => zodRoutes(root, (api) => {
      api.get('/public/day', { schema: { querystring: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date').optional(), n: z.coerce.number().int().default(7) }), response: { 200: z.object({ day: z.string().nullable(), n: z.number() }) } } },
        async (request) => ({ day: request.query.day ?? null, n: request.query.n }));
    }));
    const get = (url: string) => app.inject({ method: 'GET', url });
    expect((await get('/public/day?day=&n=')).json()).toEqual({ day: null, n: 7 });
    expect((await get('/public/day?day=%20&n=3')).json()).toEqual({ day: null, n: 3 });
    expect((await get('/public/day?day=2026-11-25&day=')).json()).toEqual({ day: '2026-11-25', n: 7 });
    const bad = await get('/public/day?day=monday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Invalid request: querystring/day must be a date' });
  });
});
