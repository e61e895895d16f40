/**
 * Adds or updates licenses from a licenses file and records New / Renewal / Expiry notifications.
 *   npm run ingest -- licenses.csv                 → the database of DATA_DIR (./.data) or DATABASE_URL
 *   npm run ingest -- rep.csv --source puct-rep     → the Texas PUC REP directory export, as TX Electric licenses
 *   npm run ingest -- licenses.csv --server http://localhost:3000
 *       → a running server (needed for its embedded database); signs in as INGEST_EMAIL (super admin,
 *         default super@insights.test) with INGEST_PASSWORD (default the demo password)
 * With DATABASE_URL, running servers push the notifications through LISTEN/NOTIFY. Without it, writing into
 * the PGlite folder of a running server is unsafe: use --server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openCommandDb } from './dataFolderInUse.js';
import { migrate } from '../db/migrate.js';
import { createInProcessBus, createPostgresBus } from '../notifications/bus.js';
import { IngestFormatError, ingestLicenses, LICENSE_FILE_COLUMN_DOCS, type IngestReport } from '../notifications/ingest.js';
import { LICENSE_SOURCE_READERS } from '../licenses/sources/index.js';
import { LICENSE_FILE_SOURCES, type LicenseFileSource } from '../../../contract/notifications/schemas.js';
import { DEMO_PASSWORD } from '../db/seed/tenants.js';
import { signInWithPassword } from './signIn.js';

const USAGE = `Usage: npm run ingest -- <licenses.csv> [--source ${LICENSE_FILE_SOURCES.join('|')}] [--server <url>]`;

/** The columns a licenses file needs, from the parser's own table (so the help cannot drift from what it reads). */
function help(): string {
  const rows = Object.entries(LICENSE_FILE_COLUMN_DOCS).map(([column, doc]) => {
    const also = doc.alsoNamed.length > 0 ? ` (also: ${doc.alsoNamed.map((n) => `'${n}'`).join(', ')})` : '';
    return `  ${column.padEnd(22)} required: ${doc.required.padEnd(16)} ${doc.holds}${also}`;
  });
  return [
    USAGE,
    '',
    'Adds or updates licenses from a CSV file (RFC 4180, UTF-8, one header row) and records New / Renewal / Expiry',
    'notifications for the followers and market watchers. --server sends the file to a running server (needed while',
    'it holds the embedded database); INGEST_EMAIL / INGEST_PASSWORD sign in (a super admin, default super@insights.test).',
    '',
    'Sources (--source, default licenses):',
    ...LICENSE_FILE_SOURCES.flatMap((source) => [`  ${source}`, ...LICENSE_SOURCE_READERS[source].describe.split('\n').map((line) => `      ${line}`)]),
    '',
    'Columns of a licenses file (headers match whatever their case, spaces and punctuation; unknown columns are ignored):',
    ...rows,
    '',
    'A CompanyId or a CompanyName column is required. A file of the Licenses Raw Data screen (one per state and commodity)',
    'ingests as it is: its State holds full names and its headers are the ones listed above.',
    'Example: examples/licenses.csv',
  ].join('\n');
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help());
  process.exit(0);
}
const serverIndex = args.indexOf('--server');
const server = serverIndex >= 0 ? args[serverIndex + 1] : undefined;
const sourceIndex = args.indexOf('--source');
const source = (sourceIndex >= 0 ? args[sourceIndex + 1] : 'licenses') as LicenseFileSource;
const valueAt = new Set([serverIndex + 1, sourceIndex + 1].filter((i) => i > 0));
const file = args.find((arg, i) => !arg.startsWith('--') && !valueAt.has(i));
if (!file || (serverIndex >= 0 && !server) || !LICENSE_FILE_SOURCES.includes(source)) {
  console.error(`${USAGE}\n(npm run ingest -- --help lists the sources and the columns a licenses file needs)`);
  process.exit(2);
}
const csv = readFileSync(path.resolve(file), 'utf8');
/** The file's licenses; a file not of the source's format stops here with the reason, before any database is opened. */
function licensesOf(text: string) {
  try {
    return LICENSE_SOURCE_READERS[source].read(text);
  } catch (error) {
    if (!(error instanceof IngestFormatError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function print(report: IngestReport) {
  console.log(`Added ${report.added}, renewed ${report.renewed}, updated ${report.updated}; ${report.notifications} notifications, ${report.emails} e-mails queued.`);
  for (const error of report.errors) console.error(`line ${error.line}: ${error.message}`);
  if (report.errors.length > 0) process.exitCode = 1;
}

if (server) {
  const token = await signInWithPassword(server, process.env.INGEST_EMAIL ?? 'super@insights.test', process.env.INGEST_PASSWORD ?? DEMO_PASSWORD);
  const response = await fetch(`${server.replace(/\/$/, '')}/api/Notification/Ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ csv, source }),
  });
  const body = (await response.json()) as IngestReport & { message?: string };
  if (!response.ok) {
    console.error(`The server answered ${response.status}: ${body.message ?? ''}`);
    process.exit(1);
  }
  print(body);
} else {
  const rows = licensesOf(csv);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const db = await openCommandDb({ dataDir: path.resolve(process.env.DATA_DIR ?? './.data'), databaseUrl }, 'Or pass --server <url> of the server running on it.');
  const bus = databaseUrl ? await createPostgresBus(databaseUrl) : createInProcessBus();
  try {
    await migrate(db);
    print(await ingestLicenses(db, bus, rows));
  } finally {
    await bus.close();
    await db.close();
  }
}
