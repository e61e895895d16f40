/**
 * A consistent copy of the embedded database (PGlite), for `npm run restore`.
 *   npm run backup -- --out insights.tar.gz                  → through the server at http://localhost:$PORT while it
 *                                                               runs on DATA_DIR, else straight from the stopped folder
 *   npm run backup -- --out insights.tar.gz --server URL     → through the server at URL
 * Through a server it signs in as BACKUP_EMAIL (a super admin, default super@insights.test) with BACKUP_PASSWORD
 * (default the demo password). On PostgreSQL (DATABASE_URL) use pg_dump instead: docs/deployment.md.
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpDataFolder, pgdataDir } from '../db/backup.js';
import { dataFolderHolder } from '../db/dataFolderLock.js';
import { DEMO_PASSWORD } from '../db/seed/tenants.js';
import { BACKUP_ON_POSTGRES_MESSAGE, OPERATIONS_ENDPOINTS } from '../../../contract/operations/endpoints.js';
import { exitIfInUse } from './dataFolderInUse.js';
import { signInWithPassword } from './signIn.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const out = option('--out');
if (!out) fail('Usage: npm run backup -- --out <file.tar.gz> [--server <url>]', 2);
if (process.env.DATABASE_URL) fail(BACKUP_ON_POSTGRES_MESSAGE, 2);
const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function throughServer(url: string): Promise<Uint8Array> {
  const token = await signInWithPassword(url, process.env.BACKUP_EMAIL ?? 'super@insights.test', process.env.BACKUP_PASSWORD ?? DEMO_PASSWORD);
  const response = await fetch(`${url}${OPERATIONS_ENDPOINTS.backup}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    fail(`The server answered ${response.status}: ${body.message ?? response.statusText}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

const explicitServer = option('--server')?.replace(/\/$/, '');
const localServer = `http://localhost:${process.env.PORT ?? 3000}`;
// The folder is held by a running process (its lock, server/src/db/dataFolderLock.ts): only that process may read it.
const holder = explicitServer ? null : dataFolderHolder(dataDir);
let backup: Uint8Array;
let source: string;
if (explicitServer) {
  backup = await throughServer(explicitServer);
  source = explicitServer;
} else if (holder !== null) {
  if (!(await reachable(localServer))) {
    fail(`${dataDir} is in use by process ${holder}, and no server answers at ${localServer}: pass --server <url> of the server running on it.`);
  }
  backup = await throughServer(localServer);
  source = localServer;
} else {
  if (!existsSync(pgdataDir(dataDir))) fail(`${dataDir} holds no database (no ${pgdataDir(dataDir)}): set DATA_DIR to the server's data folder.`);
  backup = await dumpDataFolder(dataDir).catch(exitIfInUse);
  source = dataDir;
}
// Written beside the target and renamed, so a failed copy never leaves a half file under the name asked for.
const target = path.resolve(out);
writeFileSync(`${target}.partial`, backup, { mode: 0o600 });
renameSync(`${target}.partial`, target);
console.log(`Backed up ${source} to ${target} (${(backup.byteLength / 1024 / 1024).toFixed(1)} MB). Restore: npm run restore -- ${out}`);
