/**
 * The supplier index an import matches names with (server/src/offers/suppliers.ts) is read again only when the
 * companies' names changed, and each import gets a fork of it: what one import adds (the companies it creates) never
 * reaches the next one unless the database holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { loadSupplierIndex } from '../src/offers/suppliers.js';
import { openTestDb } from './support/testServer.js';

const ACME = '0e5a3f3c-0000-4000-8000-00000000a001';
const BOLT = '0e5a3f3c-0000-4000-8000-00000000a002';
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await db.query(`insert into companies (id, legal_name, company_type) values ($1, 'ACME POWER LLC', 'supplier'), ($2, 'Bolt Energy Inc', 'supplier')`, [ACME, BOLT]);
});
afterAll(async () => {
  await db?.close();
});

describe('the supplier index of an import', () => {
  it('matches the names the database holds, and reads them again when they change', async () => {
    const first = await loadSupplierIndex(db);
    expect(first.match('Acme Power')).toBe(ACME);
    expect(first.match('Brightline Energy')).toBeNull();

    await db.query(`insert into aliases (company_id, alias_name, alias_type) values ($1, 'Brightline', 'DBA')`, [ACME]);
    expect((await loadSupplierIndex(db)).match('Brightline Energy')).toBe(ACME);

    await db.query(`update companies set legal_name = 'Acme Gas Inc' where id = $1`, [ACME]);
    const renamed = await loadSupplierIndex(db);
    expect(renamed.match('Acme Power')).toBeNull();
    expect(renamed.match('ACME GAS')).toBe(ACME);
  });

  it('gives each import a fork: names one learns stay out of the next', async () => {
    const one = await loadSupplierIndex(db);
    one.add('Zephyr Energy', 'made-by-a-rolled-back-import', true);
    expect(one.match('Zephyr Energy')).toBe('made-by-a-rolled-back-import');
    expect(one.match('Bolt Energy')).toBe(BOLT);
    const next = await loadSupplierIndex(db);
    expect(next.match('Zephyr Energy')).toBeNull();
    expect(next.match('Bolt Energy')).toBe(BOLT);
  });
});
