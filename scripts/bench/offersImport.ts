// BENCH_ONLY=offers: the offer import of issue 60 §6.
// - The 1,854-row Power to Choose file through POST /api/Offers/Import on PGlite (a market's first snapshot, then the
//   next day's file: the daily cron's case).
// - A year of daily snapshots of one Ohio market through `npm run offers -- import FOLDER --server …`: 250 weekday
//   files made from the real Columbia Gas days (server/src/db/seed/data), each day a few prices moved, now and
//   then an offer withdrawn or a new one posted. Timed from the command's start to its end (sign-in included).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { startTestServer } from '../../server/test/support/testServer';
import { clearImportedOffers } from '../../server/test/support/importedOffers';
import { OFFERS_ENDPOINTS } from '../../contract/offers/endpoints';
import type { ImportReply } from '../../contract/offers/schemas';
import { printTable, seconds, type Row } from './table';

const FIXTURES = path.resolve(import.meta.dirname, '../../server/src/db/seed/data');
const PTC_FILE = path.join(FIXTURES, 'tx-power-to-choose', 'power-to-choose-2026-01-09.csv');
const OHIO_DIR = path.join(FIXTURES, 'oh-apples-to-apples');
const OHIO_MARKET = { utility: 'Columbia Gas of Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Ccf' };
const DAYS = Number(process.env.BENCH_OFFER_DAYS ?? 250);

/** CPU time of this process, where the server runs: on a busy machine the wall time stretches, this does not. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A small deterministic generator (mulberry32): the same files every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quoted = (cells: string[]) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');

/** `DAYS` weekday files after the real ones, written to `dir`; returns the first and last date. */
function writeOhioYear(dir: string): { first: string; last: string } {
  const realDays = readdirSync(OHIO_DIR).filter((name) => name.startsWith('columbia-gas')).sort();
  const text = readFileSync(path.join(OHIO_DIR, realDays.at(-1)!), 'utf8');
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const col = (name: string) => header!.indexOf(name);
  const [price, term] = [col('Price'), col('TermLength')];
  const next = random(60);
  let offers = rows.map((row) => [...row]);
  const withdrawn: string[][] = [];
  const day = new Date(Date.UTC(2025, 8, 15));
  const dates: string[] = [];
  while (dates.length < DAYS) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      // A few prices move each day, as in the real files (1–5 of about 70).
      for (let n = 1 + Math.floor(next() * 5); n > 0; n--) {
        const row = offers[Math.floor(next() * offers.length)]!;
        row[price] = Math.max(0.2, Number(row[price]) + (next() < 0.5 ? -1 : 1) * (0.005 + Math.round(next() * 30) / 1000)).toFixed(3);
      }
      // Now and then an offer is withdrawn, and one comes back later as a new offer of another term.
      if (dates.length % 23 === 11) withdrawn.push(...offers.splice(Math.floor(next() * offers.length), 1));
      if (dates.length % 29 === 17 && withdrawn.length > 0) {
        const back = withdrawn.shift()!;
        back[term] = String(Number(back[term]) + 3);
        offers.push(back);
      }
      const date = day.toISOString().slice(0, 10);
      dates.push(date);
      writeFileSync(path.join(dir, `columbia-gas-residential-${date}.csv`), [header!, ...offers].map(quoted).join('\r\n') + '\r\n');
      offers = offers.map((row) => [...row]);
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return { first: dates[0]!, last: dates.at(-1)! };
}

/** Runs the command; resolves with its wall time and its last lines. */
function runCommand(args: string[]): Promise<{ ms: number; code: number | null; tail: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/offers.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out = (out + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (out = (out + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, tail: out.trim().split('\n').slice(-3).join(' / ') }));
  });
}

export async function benchOffersImport(): Promise<void> {
  const t0 = performance.now();
  const server = await startTestServer();
  const dir = mkdtempSync(path.join(tmpdir(), 'insights-bench-offers-'));
  try {
    const token = await server.tokenFor('super@insights.test');
    const rows: Row[] = [];
    // The seed imported the sample files, this one among them: without them the first import is a first snapshot
    // again, not the same file a second time (which writes nothing).
    await clearImportedOffers(server.db);
    const ptc = readFileSync(PTC_FILE);
    for (const [what, asOf] of [['first snapshot of its 7 markets', '2026-01-09'], ["the next day's file", '2026-01-10']] as const) {
      const [started, cpu] = [performance.now(), cpuMs()];
      const response = await server.api(`${OFFERS_ENDPOINTS.import}?source=ptc&asOf=${asOf}`, {
        token, method: 'POST', headers: { 'content-type': 'text/csv' }, body: ptc,
      });
      const [took, cpuTook] = [performance.now() - started, cpuMs() - cpu];
      const report = (await response.json()) as ImportReply;
      if (response.status !== 200) throw new Error(`Power to Choose import answered ${response.status}: ${JSON.stringify(report)}`);
      rows.push({ what: `Power to Choose, ${report.offers} offers, through the API: ${what}`, figure: `${seconds(took)} (server CPU ${seconds(cpuTook)})`, goal: '≤ 2 s' });
    }

    const { first, last } = writeOhioYear(dir);
    const cpu = cpuMs();
    const command = await runCommand([
      'import', dir, '--source', 'oh-apples-to-apples', '--utility', OHIO_MARKET.utility, '--class', OHIO_MARKET.customerClass,
      '--commodity', OHIO_MARKET.commodity, '--unit', OHIO_MARKET.unit, '--server', server.baseUrl,
    ]);
    const serverCpu = cpuMs() - cpu;
    if (command.code !== 0) throw new Error(`npm run offers failed (${command.code}): ${command.tail}`);
    const { rows: [history] } = await server.db.query<{ snapshots: number; changes: number }>(
      `select count(*)::int as snapshots, (select count(*)::int from offer_changes c where c.market_id = m.id) as changes
         from offer_snapshots s join offer_markets m on m.id = s.market_id where m.state_code = 'OH' and m.utility = $1 group by m.id`,
      [OHIO_MARKET.utility],
    );
    rows.push({
      what: `Ohio, ${DAYS} daily files (${first} to ${last}) through npm run offers -- import --server`,
      figure: `${seconds(command.ms)} (${(command.ms / DAYS).toFixed(0)} ms a file; server CPU ${seconds(serverCpu)}; ${history!.snapshots} snapshots, ${history!.changes} changes)`,
      goal: '≤ 60 s',
    });
    printTable('Offer import (issue 60 §6)', rows, 'in-memory PGlite, seed scale 1; wall time as the client sees it (the command: from its start, sign-in included), and the CPU time of the process holding the server and its database meanwhile');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  }
  console.log(`  (offers: ${seconds(performance.now() - t0)})`);
}
