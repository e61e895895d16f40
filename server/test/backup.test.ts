import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import { BACKUP_ON_POSTGRES_MESSAGE, OPERATIONS_ENDPOINTS } from '../../contract/operations/endpoints.js';
import { apiStatus, authorizeAgain, freePort, isTokenSet, refresh, signIn, startInstance, type Instance, type SignedIn } from './identity.support.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './support/testServer.js';
import { postgresProgram, runCli, runProgram, tableFingerprints } from './backup.support.js';

/**
 * Backups (docs/deployment.md): a seeded server with follows, notification settings, notifications and a signed-in
 * session is backed up while it runs, restored into an empty place, and a server started there finds every row and
 * the session. PGlite: `npm run backup` through the running server and `npm run restore`. server-pg: the PostgreSQL
 * way the docs give, pg_dump and pg_restore.
 */
const LICENSED = '/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=1';

let work: string;
let port: number;
let publicUrl: string;
let source: Instance | undefined;
let restored: Instance | undefined;
let member: SignedIn;
let before: Awaited<ReturnType<typeof tableFingerprints>>;
const databases: TestDatabase[] = [];

async function markAllRead(instance: Instance, token: string) {
  const response = await fetch(`${instance.url}${NOTIFICATIONS_ENDPOINTS.mark}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 0, isRead: true, isAll: true }),
  });
  expect(response.status).toBe(200);
}

async function startSource(data: { dataDir?: string; databaseUrl?: string }) {
  source = await startInstance({ kind: testDatabaseUrl ? 'postgres' : 'pglite', ...data, remove: async () => undefined }, publicUrl, port);
  member = await signIn(source.url, publicUrl, 'member@northwind.test');
  // A write the running server makes just before the copy: it must be in it.
  await markAllRead(source, member.accessToken);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'insights-backup-'));
  port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await restored?.close();
  await source?.close();
  for (const database of databases) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

if (!testDatabaseUrl) {
  describe('npm run backup / npm run restore (PGlite)', () => {
    const sourceDir = () => path.join(work, 'source');
    const restoredDir = () => path.join(work, 'restored');
    const backupFile = () => path.join(work, 'insights.tar.gz');

    beforeAll(async () => {
      await startSource({ dataDir: sourceDir() });
    });

    it('refuses the backup call to anyone but a super admin', async () => {
      expect(await apiStatus(source!.url, OPERATIONS_ENDPOINTS.backup, member.accessToken)).toBe(403);
    });

    it('writes a copy through the running server', async () => {
      const result = await runCli('backup', ['--out', backupFile(), '--server', source!.url]);
      expect(result.output).toContain('Backed up');
      expect(result.code).toBe(0);
      expect(statSync(backupFile()).size).toBeGreaterThan(100_000);
      expect(existsSync(`${backupFile()}.partial`)).toBe(false);
      // What the copy must hold: the source as it is now (nothing writes to it meanwhile).
      before = await tableFingerprints(source!.built.db);
      for (const table of ['follows', 'notification_settings', 'notifications', 'users', 'licenses']) expect(before[table].rows).toBeGreaterThan(0);
      expect(await memberNotifications(source!)).toEqual({ all: expect.any(Number), unread: 0 });
      expect((await memberNotifications(source!)).all).toBeGreaterThan(0);
    });

    it('refuses to take the folder of a running server directly', async () => {
      const result = await runCli('backup', ['--out', path.join(work, 'direct.tar.gz')], { DATA_DIR: sourceDir(), PORT: String(await freePort()) });
      expect(result.code).toBe(1);
      // This process holds the folder (its lock names it), and nothing answers at PORT.
      expect(result.output).toContain(`${sourceDir()} is in use by process ${process.pid}, and no server answers`);
    });

    it('restores into an empty data folder', async () => {
      const result = await runCli('restore', [backupFile()], { DATA_DIR: restoredDir() });
      expect(result.output).toMatch(/Restored .* migrations recorded/);
      expect(result.code).toBe(0);
    });

    it('refuses a data folder that holds a database, and moves it aside with --force', async () => {
      const refused = await runCli('restore', [backupFile()], { DATA_DIR: restoredDir() });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('already holds a database');
      const forced = await runCli('restore', [backupFile(), '--force'], { DATA_DIR: restoredDir() });
      expect(forced.code).toBe(0);
      expect(readdirSync(restoredDir()).some((name) => name.startsWith('pgdata.before-restore-'))).toBe(true);
    });

    describe('a server started on the restored folder', () => {
      beforeAll(async () => {
        await source!.close();
        source = undefined;
        restored = await startInstance({ kind: 'pglite', dataDir: restoredDir(), remove: async () => undefined }, publicUrl, port);
      });
      itFindsEverything();

      it('backs up a stopped folder directly', async () => {
        const result = await runCli('backup', ['--out', path.join(work, 'stopped.tar.gz')], { DATA_DIR: sourceDir(), PORT: String(await freePort()) });
        expect(result.code).toBe(0);
        expect(result.output).toContain(`Backed up ${sourceDir()}`);
      });
    });
  });
} else {
  describe('pg_dump / pg_restore (PostgreSQL)', () => {
    const dumpFile = () => path.join(work, 'insights.dump');
    let sourceDb: TestDatabase;
    let restoredDb: TestDatabase;

    beforeAll(async () => {
      sourceDb = await createTestDatabase();
      restoredDb = await createTestDatabase();
      databases.push(sourceDb, restoredDb);
      await startSource({ databaseUrl: sourceDb.url });
    });

    it('has no backup call: it names pg_dump', async () => {
      const admin = await signIn(source!.url, publicUrl, 'super@insights.test');
      const response = await fetch(`${source!.url}${OPERATIONS_ENDPOINTS.backup}`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toBe(BACKUP_ON_POSTGRES_MESSAGE);
    });

    it('pg_dump copies the running database, pg_restore brings it into an empty one', async () => {
      const dump = await runProgram(postgresProgram('pg_dump'), ['--format=custom', `--file=${dumpFile()}`, sourceDb.url]);
      expect(dump.output).toBe('');
      expect(dump.code).toBe(0);
      before = await tableFingerprints(source!.built.db);
      const restore = await runProgram(postgresProgram('pg_restore'), ['--no-owner', `--dbname=${restoredDb.url}`, dumpFile()]);
      expect(restore.output).toBe('');
      expect(restore.code).toBe(0);
    });

    describe('a server started on the restored database', () => {
      beforeAll(async () => {
        await source!.close();
        source = undefined;
        restored = await startInstance({ kind: 'postgres', databaseUrl: restoredDb.url, remove: async () => undefined }, publicUrl, port);
      });
      itFindsEverything();
    });
  });
}

/** The member's notifications, all read by markAllRead. */
async function memberNotifications(instance: Instance): Promise<{ all: number; unread: number }> {
  const { rows } = await instance.built.db.query<{ all: number; unread: number }>(
    `select count(*)::int as all, (count(*) filter (where not n.is_read))::int as unread
       from notifications n join users u on u.id = n.user_id where u.email_address = 'member@northwind.test'`,
  );
  return rows[0];
}

function itFindsEverything() {
  it('finds every row of every table', async () => {
    expect(await tableFingerprints(restored!.built.db)).toEqual(before);
    expect(await memberNotifications(restored!)).toMatchObject({ unread: 0 });
  });

  it('keeps the sign-in: the access token, the browser session and the refresh token work', async () => {
    expect(await apiStatus(restored!.url, LICENSED, member.accessToken)).toBe(200);
    expect(await authorizeAgain(restored!.url, publicUrl, member.jar)).toBe('code');
    const renewed = await refresh(restored!.url, member.refreshToken);
    if (!isTokenSet(renewed)) throw new Error(`refresh refused: ${renewed.error}`);
    expect(await apiStatus(restored!.url, LICENSED, renewed.accessToken)).toBe(200);
  });
}
