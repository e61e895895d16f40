import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestDatabase, type TestServer } from './support/testServer.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/errorHandler.js';
import { COMPANIES_ENDPOINTS } from '../../contract/companies/endpoints.js';
import { PUBLIC_PAGE_ENDPOINTS } from '../../contract/publicPage/endpoints.js';
import { openPostgresDb } from '../src/db/postgresDb.js';
import { DatabaseUnavailableError } from '../src/db/db.js';
import { until } from './support/until.js';

/**
 * The database going away under a running server (PostgreSQL only; `server-pg` project): a connection cut
 * mid-request or mid-transaction, and the whole server unreachable for a while. Each is a 503 with a clear message,
 * nothing half-written, and the next request after the database is back succeeds — the process never crashes (an
 * unhandled 'error' event would fail this file). The server reaches PostgreSQL through a TCP relay the test can cut.
 */
let database: TestDatabase;
let relay: Relay;
let server: TestServer;
let admin: pg.Client;
const MEMBER = 'member@northwind.test';
const SUPER = 'super@insights.test';
/** application_name of the API's connection pool (server/src/db/postgresDb.ts). */
const SERVER_APPLICATION_NAME = 'insights';

/** A TCP relay to PostgreSQL: stop() is the database host vanishing (connections cut, new ones refused). */
interface Relay {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  let listener: Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      listener = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = null;
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}

/** The server's backend that is waiting for a lock on this database (our request, blocked mid-way). */
async function blockedBackend(): Promise<number> {
  return until(async () => {
    // The admin session is inside its locking transaction, where pg_stat_activity would stay the first snapshot.
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.pid;
  }, 'a server query waiting for the lock');
}

async function post(path: string, email: string, body: unknown) {
  return server.api(path, {
    method: 'POST',
    token: await server.tokenFor(email),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
}

beforeAll(async () => {
  expect(testDatabaseUrl, 'run through scripts/ensure-postgres.mjs (the server-pg project)').toBeTruthy();
  database = await createTestDatabase();
  const direct = new URL(database.url);
  relay = await startRelay(direct);
  const viaRelay = new URL(database.url);
  viaRelay.port = String(relay.port);
  server = await startTestServer({ databaseUrl: viaRelay.toString(), notifications: { expiryCheckMs: 0 } });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  // Sign in before any fault: the tokens are then cached for the whole file.
  await server.tokenFor(MEMBER);
  await server.tokenFor(SUPER);
});

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await server?.close();
  await relay?.stop();
  await database?.drop();
});

describe('the database going away', () => {
  it('a connection cut in the middle of a request gives 503 with a clear message; the next request works', async () => {
    await admin.query('begin');
    await admin.query('lock table companies in access exclusive mode');
    const pending = post(COMPANIES_ENDPOINTS.list, MEMBER, { PageNumber: 1, PageSize: 5 });
    const pid = await blockedBackend();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');
    await expectUnavailable(await pending);

    const again = await post(COMPANIES_ENDPOINTS.list, MEMBER, { PageNumber: 1, PageSize: 5 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(5);
  });

  it('a merge cut half-way is rolled back entirely (503), and succeeds when retried', async () => {
    const { rows } = await admin.query<{ source: string; target: string; licenses: number }>(
      `select s.id::text as source, t.id::text as target, (select count(*)::int from licenses l where l.company_id = s.id) as licenses
         from companies s, companies t
        where s.id <> t.id and s.parent_id is null and t.parent_id is null
          and exists (select 1 from licenses l where l.company_id = s.id)
          and exists (select 1 from follows f where f.company_id = s.id)
        order by s.legal_name, t.legal_name limit 1`,
    );
    const { source, target, licenses } = rows[0];
    const licensesOf = async (id: string) =>
      (await admin.query<{ n: number }>('select count(*)::int as n from licenses where company_id = $1', [id])).rows[0].n;
    const targetLicenses = await licensesOf(target);
    const aliasesOf = async (id: string) =>
      (await admin.query<{ n: number }>('select count(*)::int as n from aliases where company_id = $1', [id])).rows[0].n;
    const targetAliases = await aliasesOf(target);

    // The merge moves licenses, contacts, addresses and aliases first, then waits on follows: cut it there.
    await admin.query('begin');
    await admin.query('lock table follows in access exclusive mode');
    const pending = post(COMPANIES_ENDPOINTS.merge, SUPER, { SourceCompanyId: source, TargetCompanyId: target });
    const pid = await blockedBackend();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.query('rollback');
    await expectUnavailable(await pending);

    expect(await licensesOf(source)).toBe(licenses);
    expect(await licensesOf(target)).toBe(targetLicenses);
    expect(await aliasesOf(target)).toBe(targetAliases);
    expect((await admin.query('select 1 from companies where id = $1', [source])).rows).toHaveLength(1);

    const retried = await post(COMPANIES_ENDPOINTS.merge, SUPER, { SourceCompanyId: source, TargetCompanyId: target });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toBe(true);
    expect(await licensesOf(source)).toBe(0);
    expect(await licensesOf(target)).toBe(targetLicenses + licenses);
    expect((await admin.query('select 1 from companies where id = $1', [source])).rows).toHaveLength(0);
  });

  it('every connection of the server terminated while idle (a database restart) crashes nothing; requests recover', async () => {
    const firstToWorst = () => fetch(`${server.baseUrl}${PUBLIC_PAGE_ENDPOINTS.firstToWorst}`);
    // Fill the pool with a few connections, idle afterwards.
    await Promise.all([firstToWorst(), firstToWorst(), firstToWorst()].map(async (r) => expect((await r).status).toBe(200)));
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [SERVER_APPLICATION_NAME],
    );
    expect(rows[0].n).toBeGreaterThan(0);
    // A request may still meet a connection whose end the pool has not seen yet: that one is a 503, never a 500.
    await until(async () => {
      const response = await firstToWorst();
      if (response.status === 503) return false;
      expect(response.status).toBe(200);
      return true;
    }, 'a successful request after the connections were cut');
  });

  it('a transaction whose connection dies between two statements fails as unavailable, keeps nothing, and the pool goes on', async () => {
    const db = await openPostgresDb(database.url, { onIdleError: () => undefined });
    try {
      await db.exec('create table fault_probe (n int)');
      const attempt = db.transaction(async (tx) => {
        await tx.query('insert into fault_probe values (1)');
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        // Idle in the transaction while the server ends the session: the driver hears of it between statements.
        await until(async () => {
          const gone = await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0].pid]);
          return gone.rows.length === 0;
        }, 'the backend to end');
        await tx.query('insert into fault_probe values (2)');
      });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from fault_probe');
      expect(rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('while the database host is unreachable every request is a 503; when it is back the server serves again', async () => {
    const firstToWorst = () => fetch(`${server.baseUrl}${PUBLIC_PAGE_ENDPOINTS.firstToWorst}`);
    expect((await firstToWorst()).status).toBe(200);

    await relay.stop();
    // Pooled connections are cut and new ones refused.
    await expectUnavailable(await firstToWorst());
    await expectUnavailable(await firstToWorst());
    // The load balancer's readiness probe says so too, and the process keeps answering its liveness probe.
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    await relay.start();
    expect((await firstToWorst()).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const list = await post(COMPANIES_ENDPOINTS.list, MEMBER, { PageNumber: 1, PageSize: 5 });
    expect(list.status).toBe(200);
  });
});
