import type { Queryable } from '../db/db.js';

export interface AccountMail {
  userId: number;
  to: string;
  subject: string;
  body: string;
}

/**
 * Account e-mails (set-password links) join the notification outbox, so the same sender delivers them (or keeps
 * them as a record when no SMTP server is configured). They belong to no license event.
 */
export async function enqueueAccountMail(db: Queryable, mail: AccountMail): Promise<void> {
  await db.query(
    `insert into email_outbox (user_id, to_address, subject, body, event_type) values ($1, $2, $3, $4, 'Account')`,
    [mail.userId, mail.to, mail.subject, mail.body],
  );
}
