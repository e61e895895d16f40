/**
 * Writes server/test/upgrade/fixtures/<newest migration>.json.gz: a small seeded database under today's schema,
 * with a signed-in session and a write made through the API, for upgrade.test.ts to migrate in every later release.
 *   npx tsx server/test/upgrade/makeFixture.ts
 * Run it when a release adds migrations (after committing them), and keep the older fixtures: each one is a database
 * some deployment may still hold.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadMigrations } from '../../src/db/migrate.js';
import { startTestServer } from '../support/testServer.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../contract/notifications/endpoints.js';
import { quoteIdent, tablesInForeignKeyOrder, type UpgradeFixture } from './fixtureFormat.js';

// A small market: 42 companies, 268 licenses, every tenant, user, follow and notification of the demo.
const SCALE = 0.02;
// Price points are the one big table and nothing refers to them: a few are enough to prove they survive.
const KEEP_ROWS: Record<string, number> = { pricing_series: 60 };

const server = await startTestServer({ seedScale: SCALE });
try {
  const token = await server.tokenFor('member@northwind.test');
  const marked = await server.api(NOTIFICATIONS_ENDPOINTS.mark, {
    token,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 0, isRead: true, isAll: true }),
  });
  if (!marked.ok) throw new Error(`marking notifications read answered ${marked.status}`);

  const db = server.db;
  const tables: UpgradeFixture['tables'] = [];
  for (const table of await tablesInForeignKeyOrder(db)) {
    const limit = KEEP_ROWS[table] ? `limit ${KEEP_ROWS[table]}` : '';
    const { rows } = await db.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from (select * from ${quoteIdent(table)} order by 1 ${limit}) t`);
    tables.push({ table, rows: JSON.parse(rows[0].rows) as Record<string, unknown>[] });
  }
  const { rows: applied } = await db.query<{ name: string }>('select name from schema_migrations order by version');
  const migrations = applied.map((r) => r.name);
  const schemaVersion = loadMigrations().at(-1)!.version;
  const fixture: UpgradeFixture = { schemaVersion, migrations, createdAt: new Date().toISOString(), tables };
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', `${schemaVersion}.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(fixture), { level: 9 }));
  console.log(`Wrote ${file}: ${tables.reduce((n, t) => n + t.rows.length, 0)} rows in ${tables.length} tables, schema ${schemaVersion}.`);
} finally {
  await server.close();
}
