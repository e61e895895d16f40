/**
 * Prints the e-mail outbox of a running server: the queued and sent e-mails, each with subject, recipient, time,
 * status and the text part, oldest of the shown ones first (the newest at the bottom, where the terminal is).
 *   npm run outbox -- --server http://localhost:3000 [--to address] [--last N]
 *   npm run outbox -- --server http://localhost:3000 --page   → a link to the read-only outbox page, which shows each
 *       e-mail's HTML part as it renders (development servers only; valid 30 minutes, for this super admin only)
 * With PGlite the running server holds the database, so the outbox is read through it. Signs in as OUTBOX_EMAIL (a
 * super admin, default super@insights.test) with OUTBOX_PASSWORD (default the demo password).
 */
import { DEMO_PASSWORD } from '../db/seed/tenants.js';
import { OPERATIONS_ENDPOINTS, OUTBOX_DEFAULT_LAST, OUTBOX_MAX_LAST } from '../../../contract/operations/endpoints.js';
import type { OutboxReply } from '../../../contract/operations/schemas.js';
import { signInWithPassword } from './signIn.js';

const USAGE = `Usage: npm run outbox -- --server <url> [--to <address>] [--last <N, 1-${OUTBOX_MAX_LAST}, default ${OUTBOX_DEFAULT_LAST}>] [--page]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const valued = ['--server', '--to', '--last'];
const options = new Map<string, string>();
let page = false;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === '--page') page = true;
  else if (valued.includes(arg) && args[i + 1] !== undefined && !args[i + 1].startsWith('--')) options.set(arg, args[++i]);
  else fail(`${arg === undefined ? '' : `Unexpected ${arg}. `}${USAGE}`, 2);
}
const server = options.get('--server')?.replace(/\/$/, '');
if (!server) fail(USAGE, 2);
const last = options.get('--last');
if (last !== undefined && !/^\d+$/.test(last)) fail(`--last must be a number. ${USAGE}`, 2);

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${server}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) fail(`The server answered ${response.status}: ${body.message ?? response.statusText}`);
  return body;
}

const token = await signInWithPassword(server, process.env.OUTBOX_EMAIL ?? 'super@insights.test', process.env.OUTBOX_PASSWORD ?? DEMO_PASSWORD);
if (page) {
  const { data } = await get<{ data: string }>(OPERATIONS_ENDPOINTS.outboxPageLink, token);
  console.log(`Open the outbox page (valid 30 minutes, for you only):\n${data}`);
  process.exit(0);
}
const query = new URLSearchParams();
if (options.has('--to')) query.set('to', options.get('--to')!);
if (last !== undefined) query.set('last', last);
const { total, emails } = await get<OutboxReply>(`${OPERATIONS_ENDPOINTS.outbox}${query.size > 0 ? `?${query}` : ''}`, token);
const to = options.has('--to') ? ` to ${options.get('--to')}` : '';
console.log(`${emails.length} of ${total} e-mail${total === 1 ? '' : 's'}${to} in the outbox${emails.length > 0 ? ', oldest first' : ''}.`);
for (const email of [...emails].reverse()) {
  const status = email.status === 'sent' ? `sent ${email.sentOn}` : email.status === 'failed' ? `failed: ${email.error}` : 'queued';
  console.log([
    '',
    `── #${email.id} ${email.subject}`,
    `To: ${email.to} · ${email.createdOn} · ${status} · ${email.eventType}${email.hasHtml ? ' · has an HTML part (--page)' : ''}`,
    '',
    email.text.trimEnd(),
  ].join('\n'));
}
