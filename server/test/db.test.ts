import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/openDb.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { generateSeedData, seedDatabase, seedIfEmpty } from '../src/db/seed/seed.js';
import type { Db } from '../src/db/db.js';

const TODAY = new Date('2025-03-15T12:00:00Z');
let db: Db;

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  await seedDatabase(db, { today: TODAY });
});
afterAll(async () => {
  await db?.close();
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0].n;
}

describe('migrations', () => {
  it('records every migration file once, in order', async () => {
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});

describe('seed', () => {
  it('has the deregulated states with real names and codes', async () => {
    const { rows } = await db.query<{ code: string; name: string }>('select code, name from states order by code');
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows).toContainEqual({ code: 'TX', name: 'Texas' });
    expect(rows).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    for (const code of ['PA', 'OH', 'IL', 'NY', 'NJ', 'MD', 'MA', 'CT', 'RI', 'NH', 'ME', 'DE', 'MI', 'CA', 'GA', 'VA', 'KY', 'OR']) {
      expect(rows.map((r) => r.code)).toContain(code);
    }
  });

  it('has about 2,000 companies and 12,000 licenses at scale 1', async () => {
    expect(await count('select count(*)::int n from companies')).toBeGreaterThanOrEqual(2000);
    expect(await count('select count(*)::int n from companies')).toBeLessThan(2100);
    const licenses = await count('select count(*)::int n from licenses');
    expect(licenses).toBeGreaterThan(10_500);
    expect(licenses).toBeLessThan(13_500);
  });

  it('is realistic: types, aliases, parents, commodities, ABC vs Supplier, recent and expiring licenses', async () => {
    const types = await db.query<{ company_type: string }>('select distinct company_type from companies order by 1');
    expect(types.rows.map((r) => r.company_type)).toEqual(['aggregator', 'broker', 'supplier']);
    expect(await count(`select count(*)::int n from aliases where alias_type = 'FKA'`)).toBeGreaterThan(50);
    expect(await count(`select count(*)::int n from aliases where alias_type = 'DBA'`)).toBeGreaterThan(50);
    expect(await count('select count(distinct parent_id)::int n from companies where parent_id is not null')).toBeGreaterThan(20);
    expect(await count(`select count(*)::int n from licenses where commodity = 'Natural Gas'`)).toBeGreaterThan(1000);
    expect(await count(`select count(*)::int n from licenses where license_type like '%|n/a'`)).toBeGreaterThan(100);
    expect(await count('select count(*)::int n from licenses where is_supplier')).toBeGreaterThan(2000);
    expect(await count('select count(*)::int n from licenses where not is_latest')).toBeGreaterThan(300);
    expect(await count(`select count(*)::int n from licenses where is_latest and license_registered_date > date '2025-03-15' - 60`)).toBeGreaterThan(200);
    expect(await count(`select count(*)::int n from licenses where is_latest and license_expiry_date between date '2025-03-15' and date '2025-03-15' + 60`)).toBeGreaterThan(200);
    expect(await count('select count(*)::int n from license_case_history')).toBeGreaterThan(1000);
    expect(await count('select count(*)::int n from contacts')).toBeGreaterThan(2000);
    expect(await count('select count(*)::int n from addresses')).toBeGreaterThan(1500);
  });

  it('has the three client tenants, their add-ons and the demo users', async () => {
    const clients = await db.query<{ name: string; add_ons: string }>(`
      select c.name, string_agg(a.name, ',' order by a.add_on_id) add_ons
        from clients c left join client_add_ons ca on ca.client_id = c.id left join add_ons a on a.add_on_id = ca.add_on_id
       group by c.name order by c.name`);
    expect(clients.rows).toEqual([
      { name: 'Contoso Power', add_ons: 'Pricing' },
      { name: 'Fabrikam Brokers', add_ons: null },
      { name: 'Northwind Energy', add_ons: 'Pricing,Ranking,Premium Data' },
    ]);
    const users = await db.query<{ email_address: string; role: string }>(
      `select email_address, role from users where email_address like '%@%.test' and password_hash is not null order by id`,
    );
    expect(users.rows.map((u) => `${u.email_address}:${u.role}`)).toEqual([
      'super@insights.test:SuperAdmin',
      'admin@northwind.test:Admin',
      'member@northwind.test:Member',
      'member@contoso.test:Member',
      'noaccess@contoso.test:Member',
      'broker@fabrikam.test:Member',
    ]);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into contacts (company_id, contact_name) select id, 'New Contact' from companies limit 1 returning id`,
    );
    expect(rows[0].id).toBeGreaterThan(await count(`select count(*)::int n from contacts where contact_name <> 'New Contact'`));
    await db.query(`delete from contacts where contact_name = 'New Contact'`);
  });

  it('does not seed a database that already has data', async () => {
    expect(await seedIfEmpty(db, { today: TODAY })).toBeNull();
  });
});

describe('determinism', () => {
  it('the same seed yields the same rows; another seed does not', async () => {
    const a = await generateSeedData({ today: TODAY });
    const b = await generateSeedData({ today: TODAY });
    expect(JSON.stringify(b)).toEqual(JSON.stringify(a));
    const other = await generateSeedData({ today: TODAY, seed: 7 });
    expect(JSON.stringify(other)).not.toEqual(JSON.stringify(a));
  });

  it('the database holds exactly the generated rows', async () => {
    const tables = await generateSeedData({ today: TODAY });
    const licenses = tables.find((t) => t.table === 'licenses')!;
    const numberColumn = licenses.columns.indexOf('license_number');
    const expiryColumn = licenses.columns.indexOf('license_expiry_date');
    const expected = licenses.rows.map((row) => `${row[numberColumn]}/${row[expiryColumn] ?? ''}`).join(',');
    const { rows } = await db.query<{ s: string }>(
      `select string_agg(license_number || '/' || coalesce(license_expiry_date::text, ''), ',' order by id) s from licenses`,
    );
    expect(rows[0].s).toEqual(expected);
  });

  it('scales company and license counts', async () => {
    const tables = await generateSeedData({ today: TODAY, scale: 0.5 });
    const companies = tables.find((t) => t.table === 'companies')!.rows.length;
    expect(companies).toBeGreaterThanOrEqual(1000);
    expect(companies).toBeLessThan(1100);
  });
});
