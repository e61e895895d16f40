import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Db } from '../src/db/db.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { openTestDb } from './support/testServer.js';
import { quoteIdent, writableColumns, type UpgradeFixture } from './upgrade/fixtureFormat.js';

/**
 * Upgrades: every committed fixture (server/test/upgrade/fixtures/NNN.json.gz, a seeded database under the schema of
 * migration NNN, made by upgrade/makeFixture.ts) is loaded into a database built by the migrations of its day, then
 * migrated with today's, and every row must still be there with its values. So each new migration runs against
 * yesterday's data, on PGlite (`server` project) and on PostgreSQL (`server-pg`).
 *
 * A migration that drops or rewrites data on purpose lists what it changes here, so the test keeps checking the rest.
 */
const CHANGED_ON_PURPOSE: Record<string, { table: string; columns: string[] }[]> = {};

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'upgrade', 'fixtures');
const fixtureFiles = readdirSync(fixturesDir).filter((f) => f.endsWith('.json.gz')).sort();

it('has at least one fixture', () => {
  expect(fixtureFiles.length).toBeGreaterThan(0);
});

async function loadFixture(db: Db, fixture: UpgradeFixture) {
  await db.transaction(async (tx) => {
    // As pg_restore --disable-triggers does: the rows are loaded as they were, without the triggers that maintain
    // derived rows (they ran when the rows were first written). Rows the migrations themselves inserted give way.
    await tx.exec('set local session_replication_role = replica');
    for (const { table } of [...fixture.tables].reverse()) await tx.exec(`delete from ${quoteIdent(table)}`);
    for (const { table, rows } of fixture.tables) {
      if (rows.length === 0) continue;
      const columns = (await writableColumns(tx, table)).map(quoteIdent).join(', ');
      await tx.query(`insert into ${quoteIdent(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`, [JSON.stringify(rows)]);
    }
    // Identity columns continue after the loaded ids, as they did in the database the fixture was taken from.
    const { rows: identities } = await tx.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities) {
      await tx.query(`select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`, [quoteIdent(table), column]);
    }
  });
}

for (const file of fixtureFiles) {
  describe(`a database of schema ${file.replace('.json.gz', '')} migrated with today's migrations`, () => {
    const fixture = JSON.parse(gunzipSync(readFileSync(path.join(fixturesDir, file))).toString('utf8')) as UpgradeFixture;
    const changed = CHANGED_ON_PURPOSE[fixture.schemaVersion] ?? [];
    let db: Db;
    let applied: string[];

    beforeAll(async () => {
      db = await openTestDb();
      const ofItsDay = loadMigrations().filter((m) => m.version <= fixture.schemaVersion);
      // The migrations of its day must be the ones it was made by: an edited old migration is a new migration.
      expect(ofItsDay.map((m) => m.name)).toEqual(fixture.migrations);
      await migrate(db, ofItsDay);
      await loadFixture(db, fixture);
      applied = await migrate(db);
    });

    afterAll(async () => {
      await db?.close();
    });

    it('applies every migration added since', () => {
      expect(applied).toEqual(loadMigrations().filter((m) => m.version > fixture.schemaVersion).map((m) => m.name));
    });

    it('holds data worth checking: tenants, users, follows, settings, notifications, a sign-in', () => {
      const counts = Object.fromEntries(fixture.tables.map((t) => [t.table, t.rows.length]));
      for (const table of ['companies', 'licenses', 'users', 'follows', 'notification_settings', 'notifications', 'oidc_store', 'identity_secrets']) {
        expect(counts[table], table).toBeGreaterThan(0);
      }
    });

    it('keeps every row with its values', async () => {
      for (const { table, rows } of fixture.tables) {
        const skip = new Set(changed.filter((c) => c.table === table).flatMap((c) => c.columns));
        const { rows: count } = await db.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(table)}`);
        expect(count[0].n, `rows of ${table}`).toBe(rows.length);
        if (rows.length === 0) continue;
        const { rows: columns } = await db.query<{ name: string }>(
          `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`,
          [table],
        );
        const now = new Set(columns.map((c) => c.name));
        const compared = Object.keys(rows[0]).filter((c) => !skip.has(c) && now.has(c));
        const gone = Object.keys(rows[0]).filter((c) => !skip.has(c) && !now.has(c));
        // A column a migration removed must be named in CHANGED_ON_PURPOSE.
        expect(gone, `columns of ${table} gone`).toEqual([]);
        const list = compared.map((c) => `${quoteIdent(c)}::text`).join(', ');
        const { rows: missing } = await db.query<{ n: number }>(
          `select count(*)::int as n from (select ${list} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)
             except all select ${list} from ${quoteIdent(table)}) missing`,
          [JSON.stringify(rows)],
        );
        expect(missing[0].n, `rows of ${table} changed or missing`).toBe(0);
      }
    });
  });
}
