/**
 * Brings a backup of `npm run backup` back into DATA_DIR (default ./.data) while the server is stopped.
 *   npm run restore -- insights.tar.gz            → refuses a DATA_DIR that already holds a database
 *   npm run restore -- insights.tar.gz --force    → moves that database aside (pgdata.before-restore-…) first
 * The next start applies the migrations the backup lacks. PostgreSQL (DATABASE_URL): pg_restore, docs/deployment.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefusedError, restoreDataFolder } from '../db/backup.js';
import { exitIfInUse } from './dataFolderInUse.js';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz> [--force]');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore a PostgreSQL database with pg_restore, see docs/deployment.md.');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
try {
  const result = await restoreDataFolder(readFileSync(path.resolve(file)), dataDir, { force: process.argv.includes('--force') });
  if (result.movedAside) console.log(`The database that was there is now in ${result.movedAside}.`);
  console.log(`Restored ${file} into ${dataDir} (${result.migrations} migrations recorded; a start applies newer ones).`);
} catch (error) {
  if (error instanceof RestoreRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  exitIfInUse(error);
}
