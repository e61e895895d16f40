import type { Queryable } from '../db/db.js';
import { enqueueMail, type OutboxMail } from '../notifications/outbox.js';

/** Account e-mails (set-password links) join the notification outbox; they belong to no license event. */
export async function enqueueAccountMail(db: Queryable, mail: Omit<OutboxMail, 'eventType'>): Promise<void> {
  await enqueueMail(db, { ...mail, eventType: 'Account' });
}
