import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/db.js';
import { notificationText } from '../../../contract/notifications/wording.js';
import { userHasPremiumSql } from '../identity/accounts.js';
import type { Delivery } from './delivery.js';

interface LicenseInfo {
  id: number;
  licenseNumber: string | null;
  legalName: string | null;
  licenseRegisteredDate: string | null;
  licenseExpiryDate: string | null;
}

/** E-mail deliveries go to the outbox, at most once per user and event; returns how many rows were new. */
export async function queueEmails(db: Db, deliveries: Delivery[]): Promise<number> {
  if (deliveries.length === 0) return 0;
  const licenseIds = [...new Set(deliveries.map((d) => d.licenseId))];
  const userIds = [...new Set(deliveries.map((d) => d.userId))];
  const [licenses, users] = await Promise.all([
    db.query<LicenseInfo>(
      `select l.id, l.license_number as "licenseNumber", c.legal_name as "legalName",
              l.license_registered_date::text as "licenseRegisteredDate", l.license_expiry_date::text as "licenseExpiryDate"
         from licenses l left join companies c on c.id = l.company_id where l.id = any($1::int[])`,
      [licenseIds],
    ),
    db.query<{ id: number; email: string; premium: boolean }>(
      `select u.id, u.email_address as email, ${userHasPremiumSql('u')} as premium from users u where u.id = any($1::int[])`,
      [userIds],
    ),
  ]);
  const licenseById = new Map(licenses.rows.map((l) => [l.id, l]));
  const userById = new Map(users.rows.map((u) => [u.id, u]));
  const today = new Date().toISOString();
  const rows = deliveries.flatMap((d) => {
    const license = licenseById.get(d.licenseId);
    const user = userById.get(d.userId);
    if (!license || !user) return [];
    const to = user.email;
    // Premium values follow the recipient, as in the bell.
    const text = notificationText({
      isPremium: user.premium,
      eventType: d.eventType,
      licenseNumber: license.licenseNumber,
      legalName: license.legalName,
      licenseRegisteredDate: license.licenseRegisteredDate,
      licenseExpiryDate: d.eventType === 'Expiry' ? d.eventKey : license.licenseExpiryDate,
      createdOn: today,
    });
    const subject = d.eventType === 'New' ? 'New license registered' : d.eventType === 'Renewal' ? 'License renewed' : 'License expiring soon';
    return [{ ...d, to, subject: `Insights: ${subject}`, body: `${text}.\n\nYou receive this because you follow this company, or watch its market, in Insights.` }];
  });
  if (rows.length === 0) return 0;
  const { rows: inserted } = await db.query<{ id: number }>(
    `insert into email_outbox (user_id, to_address, subject, body, event_type, license_id, event_key)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])
     on conflict (user_id, license_id, event_type, event_key) do nothing
     returning id`,
    [
      rows.map((r) => r.userId), rows.map((r) => r.to), rows.map((r) => r.subject), rows.map((r) => r.body),
      rows.map((r) => r.eventType), rows.map((r) => r.licenseId), rows.map((r) => r.eventKey),
    ],
  );
  return inserted.length;
}

/** An e-mail of no license event (account mail: set-password links), sent by the same sender as the others. */
export interface OutboxMail {
  userId: number;
  to: string;
  subject: string;
  body: string;
  /** What the row is, e.g. 'Account'; license e-mails use the notification event types. */
  eventType: string;
  /** An HTML alternative to the text body. */
  html?: string;
  headers?: Record<string, string>;
}

/**
 * Puts one e-mail in the outbox; given a transaction, the row exists only if the caller's change commits.
 * Without SMTP_URL it stays in the table as a record.
 */
export async function enqueueMail(db: Queryable, mail: OutboxMail): Promise<void> {
  await db.query(
    'insert into email_outbox (user_id, to_address, subject, body, event_type, html, headers) values ($1, $2, $3, $4, $5, $6, $7)',
    [mail.userId, mail.to, mail.subject, mail.body, mail.eventType, mail.html ?? null, mail.headers ? JSON.stringify(mail.headers) : null],
  );
}

/** What the outbox needs of a nodemailer transport (tests may hand another transport). */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * The SMTP transport of `SMTP_URL`: `smtp://[user:pass@]host[:port]` upgrades to TLS with STARTTLS whenever the
 * server offers it, `smtps://` is TLS from the first byte; nodemailer's URL options pass through
 * (`?tls.rejectUnauthorized=false` for a relay with a self-signed certificate, `?pool=true`).
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const { protocol } = new URL(smtpUrl);
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`Unsupported SMTP URL scheme ${protocol}`);
  // A relay that does not answer must not hold a flush for minutes (nodemailer's defaults).
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/**
 * Sends unsent outbox rows. Rows are claimed with `for update skip locked` semantics by marking them sent in the
 * same statement, so two instances never send one e-mail twice; a failed send is released with its error.
 */
export async function flushOutbox(db: Db, transport: MailTransport, from = 'insights@localhost', batch = 20): Promise<number> {
  return (await sendBatch(db, transport, from, batch)).sent;
}

async function sendBatch(db: Db, transport: MailTransport, from: string, batch: number): Promise<{ claimed: number; sent: number }> {
  let sent = 0;
  const { rows } = await db.query<{ id: number; to: string; subject: string; body: string; html: string | null; headers: Record<string, string> | null }>(
    `update email_outbox set sent_on = now()
      where id in (select id from email_outbox where sent_on is null and last_error is null order by id limit $1 for update skip locked)
      returning id, to_address as "to", subject, body, html, headers`,
    [batch],
  );
  for (const row of rows) {
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body, ...(row.html ? { html: row.html } : {}), ...(row.headers ? { headers: row.headers } : {}) });
      sent += 1;
    } catch (error) {
      await db.query('update email_outbox set sent_on = null, last_error = $2 where id = $1', [row.id, String((error as Error).message ?? error)]);
    }
  }
  return { claimed: rows.length, sent };
}

/**
 * Shutdown: sends batches until no unsent row is left or `deadlineMs` has passed (a failing relay marks rows with
 * their error, so it cannot loop). Rows left over are sent by the next instance to start. Returns how many were sent.
 */
export async function drainOutbox(db: Db, transport: MailTransport, from = 'insights@localhost', deadlineMs = 10_000): Promise<number> {
  const until = Date.now() + deadlineMs;
  let sent = 0;
  while (Date.now() < until) {
    const batch = await sendBatch(db, transport, from, 20);
    sent += batch.sent;
    if (batch.claimed === 0) break;
  }
  return sent;
}
