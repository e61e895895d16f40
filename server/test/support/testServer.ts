import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { openDb } from '../../src/db/openDb.js';
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
export async function freePort(): Promise<number> {
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

/**
 * PostgreSQL server for the `server-pg` project (set by scripts/ensure-postgres.mjs; the `server` project blanks it).
 * Unset: every test server runs on its own in-memory PGlite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops it, ending any session still connected. */
  drop(): Promise<void>;
}

/** Runs one statement on the maintenance database of `serverUrl` (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the test PostgreSQL server (`serverUrl`, default TEST_DATABASE_URL): empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createTestDatabase(serverUrl = testDatabaseUrl, template?: string): Promise<TestDatabase> {
  if (!serverUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL (run through scripts/ensure-postgres.mjs)');
  const name = `insights_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // Give connections that are closing (a pool's end() does not wait for them) a moment to go, then force.
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * An empty database for a test that works with the Db layer directly (no server): in-memory PGlite, or in the
 * `server-pg` project a new PostgreSQL database that close() also drops.
 */
export async function openTestDb(): Promise<Db> {
  if (!testDatabaseUrl) return openDb({});
  const database = await createTestDatabase();
  try {
    const db = await openDb({ databaseUrl: database.url });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/**
 * Starts the real server on a fresh database: PGlite, or, in the `server-pg` project, a new PostgreSQL database
 * dropped again by close(). Under vitest the database is a copy of the run's seeded template
 * (support/seededTemplate.ts) unless the test asks for another seed scale; outside it (benches) it is migrated and
 * seeded here. Pass `databaseUrl` to share one database between several servers (it is then left alone on close).
 * Start one per test file: a server takes seconds to boot.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const seeded = (opts.seedScale ?? 1) === 1;
  const pgliteTemplate = seeded && !opts.databaseUrl && !testDatabaseUrl ? process.env.INSIGHTS_TEST_PGLITE_TEMPLATE : undefined;
  const postgresTemplate = seeded ? process.env.INSIGHTS_TEST_POSTGRES_TEMPLATE : undefined;
  const database = !opts.databaseUrl && testDatabaseUrl ? await createTestDatabase(testDatabaseUrl, postgresTemplate) : null;
  // A copy of the template's data folder, removed again by close().
  let dataDir: string | undefined;
  if (pgliteTemplate) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'insights-test-'));
    cpSync(pgliteTemplate, dataDir, { recursive: true });
  }
  const removeDataDir = () => dataDir && rmSync(dataDir, { recursive: true, force: true });
  let built: BuiltApp | undefined;
  try {
    built = await buildApp({ logger: false, ...opts, ...(database ? { databaseUrl: database.url } : {}), ...(dataDir ? { dataDir } : {}), publicUrl: baseUrl });
    await built.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await built?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    removeDataDir();
    throw error;
  }
  const running = built;

  const tokens = new Map<string, Promise<string>>();
  const loginAs = (email: string, password = DEMO_PASSWORD) => login(baseUrl, email, password);

  return {
    baseUrl,
    app: running.app,
    db: running.db,
    built: running,
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
    async close() {
      try {
        await running.close();
      } finally {
        removeDataDir();
        await database?.drop();
      }
    },
  };
}
