import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from './support/testServer.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { generateSeedData, seedDatabase, seedIfEmpty } from '../src/db/seed/seed.js';
import type { Db } from '../src/db/db.js';

const TODAY = new Date('2025-03-15T12:00:00Z');
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
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

  it('011 keeps the oldest holder of a license number another company also held and suffixes the later ones', async () => {
    const legacy = await openTestDb();
    try {
      await migrate(legacy, loadMigrations().filter((m) => m.version < '011'));
      await legacy.query(`insert into states (id, name, code) values (1, 'Texas', 'TX')`);
      await legacy.query(`insert into companies (id, legal_name, company_type) values
        ('00000000-0000-4000-8000-000000000001', 'First Power', 'supplier'), ('00000000-0000-4000-8000-000000000002', 'Second Power', 'supplier')`);
      const { rows } = await legacy.query<{ id: number }>(`
        insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type, is_latest) values
          ('TX', '00000000-0000-4000-8000-000000000001', 'First Power', 'Electric', '10034', 'Supplier', false),
          ('TX', '00000000-0000-4000-8000-000000000001', 'First Power', 'Electric', '10034', 'Supplier', true),
          ('TX', '00000000-0000-4000-8000-000000000002', 'Second Power', 'Electric', '10034', 'Supplier', true),
          ('TX', '00000000-0000-4000-8000-000000000002', 'Second Power', 'Natural Gas', '10034', 'Supplier', true)
        returning id`);
      expect(await migrate(legacy)).toEqual(loadMigrations().filter((m) => m.version >= '011').map((m) => m.name));
      const after = await legacy.query<{ license_number: string }>('select license_number from licenses order by id');
      expect(after.rows.map((r) => r.license_number)).toEqual(['10034', '10034', `10034-D${rows[2].id}`, '10034']);
    } finally {
      await legacy.close();
    }
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
    // Beside the generated ones: the Texas REP directory's companies and the suppliers found in the sample offer files
    // that the seed imports (server/src/db/seed/realOffers.ts), a few hundred at most.
    expect(await count('select count(*)::int n from companies')).toBeLessThan(2400);
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

  it('spreads license events over the months: no month of the last 24 holds more than twice the median month', async () => {
    // A seed that put a quarter of its registrations on one day showed Market Activity a jump that no market made.
    const { rows } = await db.query<{ event_type: string; month: string; n: number }>(`
      select event_type, to_char(event_date, 'YYYY-MM') as month, count(*)::int as n from license_events
       where event_date >= date '2023-03-01' and event_date < date '2025-03-01'
       group by 1, 2`);
    for (const type of ['New', 'Renewed', 'Expired']) {
      const months = rows.filter((r) => r.event_type === type).map((r) => r.n).sort((a, b) => a - b);
      expect(months, type).toHaveLength(24);
      const median = months[12];
      expect(months.at(-1)!, `${type}: ${months.join(' ')}`).toBeLessThanOrEqual(2 * median);
    }
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

  it('gives each license number to one latest license per state and commodity; the database refuses a second', async () => {
    expect(await count(`select count(*)::int n from (
      select 1 from licenses where is_latest group by state_code, commodity, lower(license_number) having count(*) > 1) d`)).toBe(0);
    const { rows: [taken] } = await db.query<{ state_code: string; commodity: string; license_number: string; company_id: string }>(
      `select state_code, commodity, license_number, company_id from licenses where is_latest and state_code = 'TX' limit 1`);
    const { rows: [other] } = await db.query<{ id: string }>('select id from companies where id <> $1 limit 1', [taken.company_id]);
    await expect(db.query(
      `insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type)
       values ($1, $2, 'Copycat', $3, lower($4), 'Supplier')`, [taken.state_code, other.id, taken.commodity, taken.license_number],
    )).rejects.toThrow(/licenses_latest_number_unique_idx/);
  });

  it('raw data lists say something: broker and aggregator licenses, utility rates and small-commercial offers only in some markets', async () => {
    const mix = async (sql: string) => (await db.query<{ yes: number; no: number }>(
      `select count(*) filter (where v)::int as yes, count(*) filter (where not v)::int as no from (${sql}) t`)).rows[0];
    const licenseFiles = (kind: string) => `select bool_or(c.company_type = '${kind}') v from licenses l join companies c on c.id = l.company_id
      where l.is_latest group by l.state_code, l.commodity`;
    const offerFiles = (condition: string) => `select bool_or(${condition}) v from retail_offers group by state_code, commodity`;
    for (const sql of [licenseFiles('broker'), licenseFiles('aggregator'), offerFiles(`offered_by = 'Utility'`), offerFiles(`offered_by = 'Supplier'`),
      offerFiles(`customer_class = 'Small Commercial'`)]) {
      const { yes, no } = await mix(sql);
      expect(yes, sql).toBeGreaterThan(3);
      expect(no, sql).toBeGreaterThan(1);
    }
    // Every licenses file holds suppliers, and every offers file residential offers: that is what the markets are for.
    expect(await mix(licenseFiles('supplier'))).toMatchObject({ no: 0 });
    expect(await mix(offerFiles(`customer_class = 'Residential'`))).toMatchObject({ no: 0 });
  });

  it('gives every demo account with Insights access follows and a feed', async () => {
    const { rows } = await db.query<{ email: string; follows: number; notifications: number; unread: number }>(`
      select u.email_address as email,
             (select count(*)::int from follows f where f.user_id = u.id) as follows,
             (select count(*)::int from notifications n where n.user_id = u.id) as notifications,
             (select count(*)::int from notifications n where n.user_id = u.id and not n.is_read) as unread
        from users u where u.password_hash is not null and u.insights_access order by u.id`);
    expect(rows.map((r) => r.email)).toEqual(['super@insights.test', 'admin@northwind.test', 'member@northwind.test', 'member@contoso.test', 'broker@fabrikam.test']);
    for (const row of rows) {
      expect(row.follows, row.email).toBeGreaterThanOrEqual(7);
      expect(row.notifications, row.email).toBeGreaterThanOrEqual(8);
      expect(row.unread, row.email).toBeGreaterThan(0);
    }
    expect(await count(`select count(*)::int n from follows where state_code is not null`)).toBe(rows.length);
  });

  it('seeds only notifications that fit their post date, one per event, each with its event key', async () => {
    const { rows } = await db.query<{ id: number; type: string; key: string | null; posted: string; registered: string | null; expiry: string | null; window: number; renewed: boolean }>(`
      select n.id, n.event_type as type, n.event_key as key, n.created_on::date::text as posted,
             l.license_registered_date::text as registered, l.license_expiry_date::text as expiry,
             s.notification_trigger_in_days as window,
             exists (select 1 from licenses p where not p.is_latest and p.company_id = l.company_id and p.state_code = l.state_code
                       and p.commodity = l.commodity and p.license_number = l.license_number) as renewed
        from notifications n join licenses l on l.id = n.license_id join notification_settings s on s.user_id = n.user_id`);
    expect(rows.length).toBeGreaterThan(40);
    const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
    for (const n of rows) {
      const where = JSON.stringify(n);
      expect(days(n.posted, '2025-03-15'), where).toBeLessThanOrEqual(0);
      expect(days(n.posted, '2025-03-15'), where).toBeGreaterThanOrEqual(-60);
      if (n.type === 'New') {
        expect(days(n.posted, n.registered!), where).toBeGreaterThanOrEqual(0);
        expect(days(n.posted, n.registered!), where).toBeLessThanOrEqual(2);
      } else if (n.type === 'Renewal') {
        expect(n.renewed, where).toBe(true);
        expect(n.posted, where).toBe(n.registered);
        expect(n.key, where).toBe(n.expiry);
      } else {
        // Posted the day the expiry entered the follower's window, so it reads "is expiring on" a date ahead of it.
        expect(n.key, where).toBe(n.expiry);
        expect(days(n.key!, n.posted), where).toBe(n.window);
      }
    }
    expect(new Set(rows.map((n) => n.type))).toEqual(new Set(['New', 'Renewal', 'Expiry']));
    expect(await count(`select count(*)::int n from notifications where event_key is null`)).toBe(0);
    expect(await count(`select count(*)::int n from notifications n where n.event_type = 'New' and n.event_key <> n.license_id::text`)).toBe(0);
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
    // The generated licenses come first; the REP directory's, which the seed ingests after them, follow.
    const { rows } = await db.query<{ s: string }>(
      `select string_agg(license_number || '/' || coalesce(license_expiry_date::text, ''), ',' order by id) s
         from (select * from licenses order by id limit $1) l`,
      [licenses.rows.length],
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
