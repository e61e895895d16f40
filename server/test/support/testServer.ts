import { createServer } from 'node:net';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants.js';
import { login, type LoginResult } from './oidcLogin.js';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 — also the server's publicUrl, so the OIDC issuer is `${baseUrl}/oidc`. */
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  built: BuiltApp;
  /** Signs in through the real login page (code + PKCE) and returns the access token. Cached per email+password. */
  tokenFor(email: string, password?: string): Promise<string>;
  /** Same flow, with both tokens and their decoded claims. Not cached. */
  loginAs(email: string, password?: string): Promise<LoginResult>;
  /** fetch against baseUrl with `Authorization: Bearer <token>` when a token is given. */
  api(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

export type TestServerOptions = Partial<Omit<BuildAppOptions, 'publicUrl' | 'dataDir'>>;

/** A port the OS just handed out; the server then listens on it (the issuer must name the real port). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server on an in-memory database. Start one per test file: PGlite takes seconds to boot. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const built = await buildApp({ logger: false, ...opts, publicUrl: baseUrl });
  await built.app.listen({ port, host: '127.0.0.1' });

  const tokens = new Map<string, Promise<string>>();
  const loginAs = (email: string, password = DEMO_PASSWORD) => login(baseUrl, email, password);

  return {
    baseUrl,
    app: built.app,
    db: built.db,
    built,
    loginAs,
    tokenFor(email, password = DEMO_PASSWORD) {
      const key = `${email}\n${password}`;
      if (!tokens.has(key)) {
        const pending = loginAs(email, password).then((result) => result.accessToken);
        pending.catch(() => tokens.delete(key));
        tokens.set(key, pending);
      }
      return tokens.get(key)!;
    },
    api(path, init = {}) {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(`${baseUrl}${path}`, { ...rest, headers });
    },
    close: () => built.close(),
  };
}
