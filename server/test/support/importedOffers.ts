import type { Queryable } from '../../src/db/db.js';

/**
 * Empties the offers the seed imported (db/seed/realOffers.ts), for a test that imports a file into a market from
 * its first snapshot on. The companies the seed's imports created stay: a next import matches them by name.
 */
export async function clearImportedOffers(db: Queryable): Promise<void> {
  await db.query('delete from offer_markets');
  await db.query('delete from offer_imports');
}
