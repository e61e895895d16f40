/**
 * Re-seeds a data folder (or DATABASE_URL): drops every table, migrates and seeds again.
 *   npm run seed                      → ./.data at SEED_SCALE (default 1)
 *   DATA_DIR=/tmp/bench SEED_SCALE=10 npm run seed
 * Identity keys in the folder are kept, so issued tokens stay verifiable.
 */
import path from 'node:path';
import { openCommandDb } from './dataFolderInUse.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/seed.js';

const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const scale = process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : 1;
if (!(scale > 0)) throw new Error(`SEED_SCALE must be a positive number, got ${process.env.SEED_SCALE}`);

const db = await openCommandDb({ dataDir, databaseUrl });
try {
  await db.exec('drop schema public cascade; create schema public;');
  await migrate(db);
  const result = await seedDatabase(db, { scale });
  const target = databaseUrl ? 'DATABASE_URL' : dataDir;
  console.log(`Seeded ${target} at scale ${scale} in ${(result.ms / 1000).toFixed(1)} s:`);
  console.table(result.counts);
} finally {
  await db.close();
}
