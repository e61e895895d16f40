// The server tests also run against a real PostgreSQL: Debian's `postgresql` package (see
// docs/decisions/0015-postgresql-in-the-test-run.md). Installs it with apt-get when it is missing, then starts a
// throwaway cluster for one test run in a temporary folder on a free port, and removes it afterwards.
//
//   node scripts/ensure-postgres.mjs                        installs the package if needed
//   node scripts/ensure-postgres.mjs <command> [args…]      runs the command with TEST_DATABASE_URL set
//                                                           (e.g. npx vitest run --project server-pg)
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync, execSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './run.mjs';

const ROOT = '/usr/lib/postgresql';
// PostgreSQL refuses to run as root; as root (CI containers) the cluster belongs to this system user.
const OS_USER = 'postgres';

/** Newest installed /usr/lib/postgresql/<major>/bin, or null. */
function findBinDir() {
  if (!existsSync(ROOT)) return null;
  const majors = readdirSync(ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(ROOT, majors[0], 'bin') : null;
}

/** Returns the folder holding initdb and pg_ctl; installs Debian's postgresql package when it is missing. */
export function ensurePostgres() {
  // PG_BIN: another installation (e.g. a newer major from the PGDG repository); never installs anything.
  if (process.env.PG_BIN) {
    if (existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} holds no initdb`);
  }
  const found = findBinDir();
  if (found) return found;
  console.log(`[setup] PostgreSQL not found under ${ROOT}: installing Debian's postgresql package…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq postgresql`, { stdio: 'inherit', env });
  const installed = findBinDir();
  if (!installed) throw new Error(`postgresql was installed but no ${ROOT}/<version>/bin/initdb was found`);
  return installed;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres system user when we are root. */
function pgExec(binDir, program, args) {
  const file = path.join(binDir, program);
  const [cmd, argv] = asRoot() ? ['runuser', ['-u', OS_USER, '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/**
 * Starts a throwaway cluster: trust authentication on 127.0.0.1 only, durability off (fsync, synchronous commit,
 * full-page writes: a crash loses nothing we keep). Resolves with its URL (database `postgres`, user `postgres`;
 * tests create their own databases) and a stop() that shuts it down and deletes the folder.
 */
export async function startPostgres({ log = console.log } = {}) {
  const binDir = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'insights-pg-'));
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const started = Date.now();
  try {
    pgExec(binDir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    pgExec(binDir, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    const logFile = path.join(dir, 'server.log');
    const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    const detail = [error.stdout, error.stderr, serverLog].filter(Boolean).join('\n');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL from ${binDir}: ${error.message}\n${detail}`, { cause: error });
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`[setup] PostgreSQL ${path.basename(path.dirname(binDir))} started for this run on port ${port} (${((Date.now() - started) / 1000).toFixed(1)} s).`);

  let stopped = false;
  return {
    url,
    port,
    binDir,
    dataDir: data,
    /** Stops the cluster (fast shutdown: open sessions are ended) and deletes its folder. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgExec(binDir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already gone.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.log(ensurePostgres());
  } else {
    const pg = await startPostgres();
    const stop = () => pg.stop();
    process.on('exit', stop);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
    const code = await run(cmd, args, { env: { ...process.env, TEST_DATABASE_URL: pg.url } });
    process.exit(code);
  }
}
