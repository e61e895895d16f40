import type { Db, Queryable } from '../db.js';
import { Random } from './prng.js';
import { startOfUtcDay } from './dates.js';
import { generateMarket } from './generateMarket.js';
import { generateTenants } from './generateTenants.js';
import { CLIENT_SUPPLIERS } from './tenants.js';
import { bulkInsert, insertByColumns, resetIdentity, type TableRows } from './tableRows.js';
import { generatePricing } from './pricingSeed.js';
import { generateOffers } from './offers.js';
import { generateLicenseHistory, LICENSE_EVENT_TYPES } from './licenseHistory.js';
import { seedRealOffers } from './realOffers.js';

const DEFAULT_SEED = 20240611;

export interface SeedOptions {
  /** Multiplies company and license counts (benchmarks use 10). */
  scale?: number;
  seed?: number;
  /** Dates ("registered recently", "expiring soon") are relative to this day; default today (UTC). */
  today?: Date;
  /** Ingest the REP directory and import the sample offer files after the modelled rows (realOffers.ts); default true. */
  realOffers?: boolean;
}

export interface SeedResult {
  ms: number;
  counts: Record<string, number>;
}

/** All rows of the seed, in foreign-key order. Pure: the same options always give the same rows. */
export async function generateSeedData({ scale = 1, seed = DEFAULT_SEED, today = new Date() }: SeedOptions = {}): Promise<TableRows[]> {
  const random = new Random(seed);
  const day = startOfUtcDay(today);
  const market = generateMarket(random, scale, day, CLIENT_SUPPLIERS);
  const tenants = await generateTenants(random, day, market);
  // After the tenants, from its own random stream: the rows drawn so far stay as they were.
  const history = generateLicenseHistory(seed, day, market, tenants);
  return [
    market.states, market.companies, market.aliases, market.licenses, history, market.caseHistory, market.contacts, market.addresses,
    tenants.clients, tenants.addOns, tenants.clientAddOns, tenants.users, tenants.userModules, tenants.notificationSettings,
    tenants.follows, tenants.notifications, tenants.emails,
    ...generatePricing(seed, day),
    generateOffers(seed, market, day),
  ];
}

const IDENTITY_TABLES = [
  'aliases', 'licenses', 'license_case_history', 'contacts', 'addresses', 'users', 'notification_settings', 'follows', 'notifications',
];

async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from states');
  return rows[0].n === 0;
}

/** Held while seeding, so that instances starting together on one empty PostgreSQL seed it once. */
const SEED_LOCK_KEY = 7_202_611_23;

/**
 * Inserts the whole seed in one transaction (all or nothing). For seedIfEmpty the transaction first takes the seed
 * lock and looks again: an instance that waited for another one's seed finds data and inserts nothing (null).
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return (await seed(db, options, false))!;
}

async function seed(db: Db, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedResult | null> {
  const started = performance.now();
  const tables = await generateSeedData(options);
  const seeded = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.query('select pg_advisory_xact_lock($1::bigint)', [SEED_LOCK_KEY]);
      if (!(await isEmpty(tx))) return false;
    }
    for (const table of tables) await (table.table === 'license_events' ? insertByColumns(tx, table, LICENSE_EVENT_TYPES) : bulkInsert(tx, table));
    for (const table of IDENTITY_TABLES) await resetIdentity(tx, table);
    return true;
  });
  if (!seeded) return null;
  // After the commit: the import writes each file in a transaction of its own, as the API does.
  const real = options.realOffers === false ? {} : await seedRealOffers(db, startOfUtcDay(options.today ?? new Date()).toISOString().slice(0, 10));
  return {
    ms: Math.round(performance.now() - started),
    counts: { ...Object.fromEntries(tables.map((t) => [t.table, t.rows.length])), ...real },
  };
}

/** Seeds only a database that has no data yet; returns null when it already had some. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult | null> {
  if (!(await isEmpty(db))) return null;
  return seed(db, options, true);
}
