/**
 * Sends the e-mail digests that are due (07:00 on each subscriber's clock; weekly on Monday) into the outbox.
 * See USAGE (printed by --help). It prints one line per user: the period and its events when a digest was queued,
 * otherwise why not.
 */
import path from 'node:path';
import { openCommandDb } from './dataFolderInUse.js';
import { migrate } from '../db/migrate.js';
import { runDigests } from '../notifications/digest/send.js';
import { createUnsubscribeTokens } from '../notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../identity/signingKeys.js';
import { DEMO_PASSWORD } from '../db/seed/tenants.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../contract/notifications/endpoints.js';
import type { DigestOutcome, DigestRunReport } from '../../../contract/notifications/schemas.js';
import { signInWithPassword } from './signIn.js';

const USAGE = `Usage: npm run digest -- [--server <url>] [--now] [--force]

Sends the e-mail digests that are due (07:00 on each subscriber's clock; weekly on Monday) into the outbox.
  --server <url>  ask a running server to send them (it holds the embedded database); signs in as INGEST_EMAIL
                  (a super admin, default super@insights.test) with INGEST_PASSWORD (default the demo password).
                  Without it: the database of DATA_DIR (./.data) or DATABASE_URL, when no server holds it.
  --now           send every subscriber the period still running (today, this week) without waiting for 07:00.
                  It is recorded like a scheduled send: a second --now in the same period sends nothing ("already
                  sent for this period"), and that period's 07:00 digest then holds only the events after it.
  --force         send even where this period's digest was already sent: the whole period (with --now, so far).
  --help          print this text.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const serverIndex = args.indexOf('--server');
const server = serverIndex >= 0 ? args[serverIndex + 1] : undefined;
const now = args.includes('--now');
const force = args.includes('--force');
const FLAGS = new Set(['--now', '--force', '--server']);
const unknown = args.filter((arg, i) => !FLAGS.has(arg) && (serverIndex < 0 || i !== serverIndex + 1));
if ((serverIndex >= 0 && (!server || server.startsWith('--'))) || unknown.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const REASONS: Record<NonNullable<DigestOutcome['reason']>, string> = {
  'digest-off': 'digest off',
  blocked: 'account blocked',
  'no-insights-access': 'no Insights access',
  'already-sent': 'already sent for this period',
  'no-events': 'no events in the period',
};

/** One line per user: what went out, or why nothing did (so "0 queued" is never the whole answer). */
function print(report: DigestRunReport) {
  const { sent, users } = report;
  console.log(`${sent} digest e-mail${sent === 1 ? '' : 's'} queued in the outbox${now ? ' (--now: the running periods)' : ''}${force ? ' (--force)' : ''}.`);
  // Most users never switch the digest on: one line names them all, the others get a line each.
  const off = users.filter((user) => user.reason === 'digest-off');
  for (const user of users.filter((u) => u.reason !== 'digest-off')) {
    const period = user.first ? (user.first === user.last ? ` ${user.first}` : ` ${user.first} – ${user.last}`) : '';
    const what = user.queued
      ? `queued, ${user.events} event${user.events === 1 ? '' : 's'}`
      : `not sent: ${REASONS[user.reason!]}`;
    console.log(`  ${user.email}: ${user.digest}${period}: ${what}`);
  }
  if (off.length > 0) console.log(`  not sent, digest off (${off.length} user${off.length === 1 ? '' : 's'}): ${off.map((u) => u.email).join(', ')}`);
  if (users.some((user) => user.reason === 'already-sent')) console.log('Add --force to send the digests already sent for this period again.');
}

if (server) {
  const base = server.replace(/\/$/, '');
  const token = await signInWithPassword(base, process.env.INGEST_EMAIL ?? 'super@insights.test', process.env.INGEST_PASSWORD ?? DEMO_PASSWORD);
  const response = await fetch(`${base}${NOTIFICATIONS_ENDPOINTS.sendDigests}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now, force }),
  });
  const body = (await response.json()) as DigestRunReport & { message?: string };
  if (!response.ok) {
    console.error(`The server answered ${response.status}: ${body.message ?? ''}`);
    process.exit(1);
  }
  print(body);
} else {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
  const db = await openCommandDb({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined }, 'Or pass --server <url> of the server running on it.');
  try {
    await migrate(db);
    const secrets = await loadOrCreateSecrets(dataDir, db);
    const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
    print(await runDigests(db, { publicUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) }, { sofar: now, force }));
  } finally {
    await db.close();
  }
}
