import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSession } from '../../contract/claims.js';
import { requireAdmin, requireModule, requireSuperAdmin } from '../src/auth/guards.js';

// The guards run after the API auth hook; here a header stands in for the verified token's claims.
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const claims = request.headers['x-claims'];
    request.session = typeof claims === 'string' ? createSession(JSON.parse(claims)) : null;
  });
  const ok = async () => ({ ok: true });
  app.get('/super', { preHandler: requireSuperAdmin }, ok);
  app.get('/admin', { preHandler: requireAdmin }, ok);
  app.get('/pricing', { preHandler: requireModule('pricing') }, ok);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const users = {
  super: { sub: 's', roles: ['SuperAdmin'], allowedAccess: ['access:INS'] },
  admin: { sub: 'a', roles: ['Admin'], allowedAccess: ['access:INS'], insightsModules: ['ranking'] },
  pricingMember: { sub: 'p', roles: ['Member'], allowedAccess: ['access:INS'], insightsModules: ['pricing'] },
  member: { sub: 'm', roles: ['Member'], allowedAccess: ['access:INS'] },
};

async function status(url: string, claims?: object): Promise<number> {
  const response = await app.inject({ url, headers: claims ? { 'x-claims': JSON.stringify(claims) } : {} });
  return response.statusCode;
}

describe('route guards', () => {
  it('requireSuperAdmin', async () => {
    expect(await status('/super', users.super)).toBe(200);
    expect(await status('/super', users.admin)).toBe(403);
    expect(await status('/super')).toBe(401);
  });

  it('requireAdmin', async () => {
    expect(await status('/admin', users.super)).toBe(200);
    expect(await status('/admin', users.admin)).toBe(200);
    expect(await status('/admin', users.member)).toBe(403);
  });

  it('requireModule', async () => {
    expect(await status('/pricing', users.super)).toBe(200);
    expect(await status('/pricing', users.pricingMember)).toBe(200);
    expect(await status('/pricing', users.admin)).toBe(403);
    const forbidden = await app.inject({ url: '/pricing', headers: { 'x-claims': JSON.stringify(users.member) } });
    expect(forbidden.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access Forbidden' });
  });
});
