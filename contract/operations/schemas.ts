/** Replies of the operations calls (./endpoints). */
import { z } from 'zod';
import { count, nonJsonReply } from '../http';
import { BACKUP_MEDIA_TYPE, OUTBOX_DEFAULT_LAST, OUTBOX_MAX_LAST } from './endpoints';

/** The data directory as a gzip tarball: bytes, declared with their media type (not JSON). */
export const backupReply = nonJsonReply(BACKUP_MEDIA_TYPE, z.string().meta({ description: 'The data directory as a gzip tarball', format: 'binary' }));

/** `?to` (one address, any case) and `?last` (the newest N, default 20, at most 500). */
export const outboxQuery = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  last: z.coerce.number<string | number>().int().min(1).max(OUTBOX_MAX_LAST).default(OUTBOX_DEFAULT_LAST),
});

/** Queued (not sent yet, or no SMTP_URL), sent (handed to the SMTP server), failed (the relay refused it: `error`). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const outboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** 'New', 'Renewal', 'Expiry', 'Digest', 'Account'. */
  eventType: z.string(),
  createdOn: z.string(),
  sentOn: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  /** The text part. */
  text: z.string(),
  /** The e-mail also has an HTML part (shown by the outbox page of a development server). */
  hasHtml: z.boolean(),
});
export type OutboxEmail = z.output<typeof outboxEmail>;
/** Newest first; `total`: how many e-mails match in all. */
export const outboxReply = z.object({ total: count, emails: z.array(outboxEmail) });
export type OutboxReply = z.output<typeof outboxReply>;
export const outboxPageLinkReply = z.object({ data: z.string() });
