import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { OIDC_MOUNT_PATH } from './provider.js';

export const SET_PASSWORD_PATH = `${OIDC_MOUNT_PATH}/set-password`;
/** A set-password link works once, for this long. */
export const PASSWORD_LINK_TTL_HOURS = 24;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the user. Earlier unused links of the user stop working: only the latest e-mail counts.
 * Only the token's hash is stored, so the table cannot be used to set anyone's password.
 */
export async function createPasswordLink(db: Queryable, userId: number, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('update password_tokens set used_on = now() where user_id = $1 and used_on is null', [userId]);
  await db.query(
    `insert into password_tokens (user_id, token_hash, expires_on) values ($1, $2, now() + make_interval(hours => $3))`,
    [userId, hashOf(token), PASSWORD_LINK_TTL_HOURS],
  );
  return `${publicUrl.replace(/\/$/, '')}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

export interface LinkAccount {
  userId: number;
  secureId: string;
  email: string;
  name: string;
}

const LINK_ACCOUNT = `u.id as "userId", u.secure_id::text as "secureId", u.email_address as "email",
                      trim(u.first_name || ' ' || u.last_name) as "name"`;

/** The account a link belongs to while it is unused and unexpired. */
export async function peekPasswordLink(db: Queryable, token: string): Promise<LinkAccount | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<LinkAccount>(
    `select ${LINK_ACCOUNT} from password_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.used_on is null and t.expires_on > now()`,
    [hashOf(token)],
  );
  return rows[0];
}

/** Uses the link (once: the update claims it atomically) and stores the new password hash. */
export async function consumePasswordLink(db: Db, token: string, passwordHash: string): Promise<LinkAccount | undefined> {
  if (!token) return undefined;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ userId: number }>(
      `update password_tokens set used_on = now()
        where token_hash = $1 and used_on is null and expires_on > now()
        returning user_id as "userId"`,
      [hashOf(token)],
    );
    if (rows.length === 0) return undefined;
    const { userId } = rows[0];
    await tx.query('update password_tokens set used_on = now() where user_id = $1 and used_on is null', [userId]);
    const updated = await tx.query<LinkAccount>(`update users u set password_hash = $2 where u.id = $1 returning ${LINK_ACCOUNT}`, [userId, passwordHash]);
    return updated.rows[0];
  });
}
