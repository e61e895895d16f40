import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../src/db/db.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CommandResult {
  code: number;
  output: string;
}

/** Runs a server command line (server/src/cli/<name>.ts) as `npm run <name>` would, from the repository root. */
export function runCli(name: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CommandResult> {
  return runProgram(process.execPath, ['--import', 'tsx', `server/src/cli/${name}.ts`, ...args], env);
}

export function runProgram(file: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Debian's PostgreSQL client programs (the newest major installed), or PG_BIN as scripts/ensure-postgres.mjs takes it. */
export function postgresProgram(name: string): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const majors = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const found = majors.map((v) => path.join(root, v, 'bin', name)).find((file) => existsSync(file));
  if (!found) throw new Error(`no ${name} under ${root}`);
  return found;
}

/** Tables whose rows a start changes by itself: the identity provider deletes expired state at start. */
const CHANGED_BY_A_START = new Set(['oidc_store']);

/** Row count and a checksum of the content of every table, to compare two databases row for row. */
export async function tableFingerprints(db: Queryable): Promise<Record<string, { rows: number; md5: string }>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    if (CHANGED_BY_A_START.has(name)) continue;
    const { rows } = await db.query<{ n: number; md5: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from "${name}" t`,
    );
    result[name] = { rows: rows[0].n, md5: rows[0].md5 };
  }
  return result;
}
