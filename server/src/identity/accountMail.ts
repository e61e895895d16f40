import type { Queryable } from '../db/db.js';
import { enqueueMail, type OutboxMail } from '../notifications/outbox.js';

export type AccountMail = Omit<OutboxMail, 'eventType'>;

/** Account e-mails (set-password links) join the notification outbox; they belong to no license event. */
export async function enqueueAccountMail(db: Queryable, mail: AccountMail): Promise<void> {
  await enqueueMail(db, { ...mail, eventType: 'Account' });
}
