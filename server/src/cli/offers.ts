/**
 * Imports the states' offer files (issue 60 §2): each file a snapshot of the markets it holds.
 *   npm run offers -- import FILE… --source ptc [--as-of YYYY-MM-DD] [--state --utility --class --commodity --unit]
 *       → the database of DATA_DIR (./.data) or DATABASE_URL
 *   … --server http://localhost:3000
 *       → a running server (needed while it holds the embedded database): POST /api/Offers/Import with the API key
 *         OFFERS_API_KEY (scope offers:write), else signed in as OFFERS_EMAIL (a super admin, default
 *         super@insights.test) with OFFERS_PASSWORD (default the demo password)
 * Several files, or a folder of them, go in one run, oldest first: each file's date is --as-of, else a YYYY-MM-DD in
 * its name, else the date the file states, else today. The data folder of a running server is locked: use --server.
 * Price watches (issue 61) are judged in each import. Into a PostgreSQL database (DATABASE_URL) the Price
 * notifications are published with NOTIFY, so servers on that database push them to connected bells; into a data
 * folder nobody is connected, and a bell reads them when it next connects (the hub's SyncNotifications / GetUnread).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatDate } from '../../../contract/format/date.js';
import { OFFERS_ENDPOINTS } from '../../../contract/offers/endpoints.js';
import {
  OFFER_COMMODITIES, OFFER_SOURCE_NAMES, OFFER_SOURCES, OFFER_UNITS, type ImportReply, type OfferSource,
} from '../../../contract/offers/schemas.js';
import { openCommandDb } from './dataFolderInUse.js';
import { migrate } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../db/seed/tenants.js';
import { importOffers, OfferImportError } from '../offers/import.js';
import { OFFER_SOURCE_READERS } from '../offers/sources/index.js';
import { SourceFormatError, type SourceOptions } from '../offers/sources/types.js';
import { loadSupplierIndex, type SupplierIndex } from '../offers/suppliers.js';
import type { Db } from '../db/db.js';
import { createInProcessBus, createPostgresBus, type NotificationBus } from '../notifications/bus.js';
import { signInWithPassword } from './signIn.js';

const USAGE = [
  'Usage: npm run offers -- import <file.csv | folder>… --source <source> [--as-of YYYY-MM-DD]',
  '         [--state XX] [--utility NAME] [--class NAME] [--commodity Electric|"Natural Gas"] [--unit kWh|Ccf|Mcf|therm]',
  '         [--server URL]',
].join('\n');

/** Each source's columns, from its reader (so the help cannot drift from what it reads). */
function help(): string {
  return [
    USAGE,
    '',
    "Imports a state's offer files: each file is a snapshot of every market it holds on its date. A market's first",
    'snapshot starts its history; the same date again changes nothing; an older date fills history only; a file with',
    "fewer than half a market's offers is a partial snapshot that withdraws nothing. Bad rows are skipped with their line.",
    'Several files, or a folder of .csv files, import oldest first: a file\'s date is --as-of, else a YYYY-MM-DD in its',
    'name, else the date the file states, else today.',
    '--server sends each file to a running server (needed while it holds the embedded database) with the API key',
    'OFFERS_API_KEY (scope offers:write), else signed in as OFFERS_EMAIL with OFFERS_PASSWORD (a super admin, default',
    'super@insights.test). docs/offers.md says how to get each file and import it daily.',
    '',
    'Sources (--source):',
    ...OFFER_SOURCES.flatMap((source) => [
      `  ${source} (${OFFER_SOURCE_NAMES[source]})`,
      ...OFFER_SOURCE_READERS[source].describe.split('\n').map((line) => `      ${line}`),
    ]),
    '',
    'Example: npm run offers -- import power-to-choose-2026-01-09.csv --source ptc',
    '         npm run offers -- import ohio/ --source oh-apples-to-apples --utility "Columbia Gas of Ohio" \\',
    '             --class Residential --commodity "Natural Gas" --unit Ccf',
  ].join('\n');
}

const VALUE_OPTIONS = ['--source', '--as-of', '--state', '--utility', '--class', '--commodity', '--unit', '--server'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

function fail(message: string): never {
  console.error(`${message}\n${USAGE}\n(npm run offers -- --help lists each source's columns)`);
  process.exit(2);
}

function parseArgs(args: string[]): { values: Partial<Record<ValueOption, string>>; paths: string[] } {
  const values: Partial<Record<ValueOption, string>> = {};
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if ((VALUE_OPTIONS as readonly string[]).includes(name!)) {
      const value = inline ?? args[++i];
      if (value === undefined) fail(`${name} needs a value.`);
      values[name as ValueOption] = value;
    } else if (arg.startsWith('--')) {
      fail(`Unknown option ${arg}.`);
    } else {
      paths.push(arg);
    }
  }
  return { values, paths };
}

const DATE_IN_NAME = /(\d{4}-\d{2}-\d{2})/;

/** The files to import: each file named, and each .csv of each folder named; oldest first by the date in the name. */
function filesOf(paths: string[]): string[] {
  const files = paths.flatMap((p) => {
    const full = path.resolve(p);
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full).filter((name) => name.toLowerCase().endsWith('.csv')).map((name) => path.join(full, name));
  });
  const dateOf = (file: string) => DATE_IN_NAME.exec(path.basename(file))?.[1] ?? '';
  return files.sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.localeCompare(b));
}

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string, words = `${word}s`) => `${number(n)} ${n === 1 ? word : words}`;

/** The report in plain words. */
function describeReport(file: string, report: ImportReply): string {
  const lines = [
    `${path.basename(file)} (${OFFER_SOURCE_NAMES[report.source]}, ${formatDate(report.asOf, { fourDigitYear: true })}): ` +
      `${plural(report.rows, 'row')}, ${plural(report.offers, 'offer')} in ${plural(report.markets.length, 'market')}; ` +
      `${number(report.new)} new, ${number(report.changed)} changed, ${number(report.unchanged)} unchanged, ${number(report.withdrawn)} withdrawn.`,
  ];
  for (const market of report.markets) {
    lines.push(`  ${market.stateCode} · ${market.utility} · ${market.commodity} · ${market.customerClass} ($/${market.unit}): ${plural(market.offers, 'offer')}`);
  }
  if (report.partial) lines.push("  Partial snapshot: fewer than half a market's previous offers, so nothing was withdrawn.");
  const created = report.suppliers.created;
  lines.push(`  Suppliers: ${number(report.suppliers.matched)} matched to companies` +
    (created.length > 0 ? `; ${plural(created.length, 'new company', 'new companies')} found in offers: ${created.join(', ')}` : '') + '.');
  for (const skip of report.skipped) lines.push(`  Skipped line ${skip.line}: ${skip.reason}`);
  return lines.join('\n');
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length === 0) {
  console.log(help());
  process.exit(0);
}
const [command, ...rest] = args;
if (command !== 'import') fail(`Unknown command ${command}.`);
const { values, paths } = parseArgs(rest);
const source = values['--source'] as OfferSource | undefined;
if (!source || !(OFFER_SOURCES as readonly string[]).includes(source)) fail(`--source must be one of ${OFFER_SOURCES.join(', ')}.`);
if (paths.length === 0) fail('Name at least one file or folder.');
const commodity = values['--commodity'];
if (commodity && !(OFFER_COMMODITIES as readonly string[]).includes(commodity)) fail(`--commodity must be one of ${OFFER_COMMODITIES.join(', ')}.`);
const unit = values['--unit'];
if (unit && !(OFFER_UNITS as readonly string[]).includes(unit)) fail(`--unit must be one of ${OFFER_UNITS.join(', ')}.`);
const asOf = values['--as-of'];
if (asOf && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) fail('--as-of must be a date written YYYY-MM-DD.');

const market: SourceOptions = {
  ...(values['--state'] ? { stateCode: values['--state'].toUpperCase() } : {}),
  ...(values['--utility'] ? { utility: values['--utility'] } : {}),
  ...(values['--class'] ? { customerClass: values['--class'] } : {}),
  ...(commodity ? { commodity: commodity as SourceOptions['commodity'] } : {}),
  ...(unit ? { unit: unit as SourceOptions['unit'] } : {}),
};
const files = filesOf(paths);
const dateFor = (file: string) => asOf ?? DATE_IN_NAME.exec(path.basename(file))?.[1];

/** One file through the API of a running server. */
async function viaServer(server: string, token: string, file: string): Promise<ImportReply> {
  const date = dateFor(file);
  const query = new URLSearchParams({ source: source!, ...(date ? { asOf: date } : {}), ...(market as Record<string, string>) });
  const response = await fetch(`${server.replace(/\/$/, '')}${OFFERS_ENDPOINTS.import}?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: readFileSync(file),
  });
  const body = (await response.json()) as ImportReply & { message?: string };
  if (!response.ok) throw new Error(`The server answered ${response.status}: ${body.message ?? ''}`);
  return body;
}

/** One file into the database directly; the run's supplier index is shared by every file. */
async function intoDb(db: Db, bus: NotificationBus, suppliers: SupplierIndex, file: string): Promise<ImportReply> {
  const date = dateFor(file);
  return importOffers(db, {
    source: source!,
    text: readFileSync(file, 'utf8'),
    options: { ...market, ...(date ? { asOf: date } : {}) },
    importedBy: 'npm run offers',
    suppliers,
    bus,
  });
}

const server = values['--server'];
const started = Date.now();
let failed = 0;
let db: Db | undefined;
let bus: NotificationBus | undefined;
try {
  let run: (file: string) => Promise<ImportReply>;
  if (server) {
    // An API key with offers:write (a cron job's credential) or a super admin's sign-in.
    const token = process.env.OFFERS_API_KEY
      || (await signInWithPassword(server, process.env.OFFERS_EMAIL ?? 'super@insights.test', process.env.OFFERS_PASSWORD ?? DEMO_PASSWORD));
    run = (file) => viaServer(server, token, file);
  } else {
    const opened = await openCommandDb(
      { dataDir: path.resolve(process.env.DATA_DIR ?? './.data'), databaseUrl: process.env.DATABASE_URL || undefined },
      'Or pass --server <url> of the server running on it.',
    );
    db = opened;
    await migrate(opened);
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const notifications = databaseUrl ? await createPostgresBus(databaseUrl) : createInProcessBus();
    bus = notifications;
    let suppliers = await loadSupplierIndex(opened);
    run = async (file) => {
      try {
        return await intoDb(opened, notifications, suppliers, file);
      } catch (error) {
        // The failed file's transaction rolled back: names the index learnt from it are gone from the database.
        suppliers = await loadSupplierIndex(opened);
        throw error;
      }
    };
  }
  for (const file of files) {
    try {
      console.log(describeReport(file, await run(file)));
    } catch (error) {
      if (!(error instanceof SourceFormatError || error instanceof OfferImportError || (error instanceof Error && error.message.startsWith('The server answered')))) throw error;
      failed += 1;
      console.error(`${path.basename(file)}: ${error.message}`);
    }
  }
} finally {
  await bus?.close();
  await db?.close();
}
if (files.length > 1) console.log(`${plural(files.length - failed, 'file')} imported in ${((Date.now() - started) / 1000).toFixed(1)} s${failed > 0 ? `; ${failed} failed` : ''}.`);
if (failed > 0) process.exitCode = 1;
