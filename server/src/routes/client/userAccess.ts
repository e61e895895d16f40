import type { Session } from '../../../../contract/claims.js';
import { ALL_MODULES, ROLE_SUPER_ADMIN } from '../../../../contract/claims.js';
import { USER_MESSAGES } from '../../../../contract/users/constants.js';
import type { User } from '../../../../contract/users/schemas.js';
import type { Queryable } from '../../db/db.js';
import type { AuditActor } from '../../identity/auditLog.js';

/**
 * The rules of spec 2 §6 every user-administration call applies (the server enforces them, the UI only mirrors):
 * members manage nobody but themselves, admins only their own client, only a super admin touches SuperAdmin.
 */

const REASONS = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;
type RefusalStatus = keyof typeof REASONS;

/** A refusal the handler turns into `{ statusCode, error, message }`. */
export class Refusal extends Error {
  constructor(readonly status: RefusalStatus, message: string) {
    super(message);
  }
}

function refusalBody(refusal: Refusal) {
  return { statusCode: refusal.status, error: REASONS[refusal.status], message: refusal.message };
}

/** Runs a handler; a Refusal becomes its 4xx status and `{ statusCode, error, message }` body. */
export async function answer<T>(reply: { code(status: number): unknown }, run: () => Promise<T>): Promise<T | ReturnType<typeof refusalBody>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    reply.code(error.status);
    return refusalBody(error);
  }
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** An admin of the path's client, or a super admin (any client). Everyone else is refused. */
export function requireClientAdmin(session: Session, clientId: string): Session {
  if (!session.isAdmin) throw new Refusal(403, USER_MESSAGES.notAdmin);
  if (!session.isSuperAdmin && !same(session.clientId, clientId)) throw new Refusal(403, USER_MESSAGES.otherClient);
  return session;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * requireClientAdmin for a client that must exist (webhook endpoints, API keys): its id as stored; 400 for a path
 * id that is no uuid, 404 for no such client.
 */
export async function adminOfExistingClient(db: Queryable, session: Session, clientId: string): Promise<string> {
  requireClientAdmin(session, clientId);
  if (!UUID.test(clientId)) throw new Refusal(400, 'The client id must be a uuid.');
  const { rows } = await db.query<{ id: string }>('select id::text from clients where id = $1::uuid', [clientId]);
  if (!rows[0]) throw new Refusal(404, USER_MESSAGES.clientNotFound);
  return rows[0].id;
}

export function isSelf(session: Session, target: { secureId: string }): boolean {
  return same(session.sub, target.secureId);
}

/** A non-super admin sees a SuperAdmin target as a disabled 'Protected User'; the server refuses the same. */
export function guardProtected(session: Session, target: { role: string }): void {
  if (target.role === ROLE_SUPER_ADMIN && !session.isSuperAdmin) throw new Refusal(403, USER_MESSAGES.protectedUser);
}

export function actorOf(session: Session): AuditActor {
  return { secureId: session.sub, email: session.email, name: session.name };
}

/**
 * A user row as the API replies it. `modules` are the ones usable now, by the same rule as the token's claims
 * (identity/accounts.ts claimsFor): the user's modules whose add-on the client holds; super admins hold all.
 */
export const USER_SELECT = `
  select u.id, u.secure_id::text as "secureId", u.email_address as "emailAddress", u.first_name as "firstName",
         u.last_name as "lastName", u.address1, u.address2, u.city, u.state_code::text as "stateCode", u.zip_code as "zipCode",
         u.time_zone as "timeZone", u.phone_number as "phoneNumber", u.role, u.status_code as "statusCode",
         u.company_type as "companyType", u.created_date as "createdDate", u.client_id::text as "clientId",
         case when u.role = '${ROLE_SUPER_ADMIN}' then array[${ALL_MODULES.map((m) => `'${m}'`).join(', ')}]::text[]
              else coalesce((select array_agg(um.module order by um.module)
                               from user_modules um
                               join add_ons a on a.module = um.module
                               join client_add_ons ca on ca.add_on_id = a.add_on_id and ca.client_id = u.client_id
                              where um.user_id = u.id), '{}'::text[]) end as "modules"
    from users u`;

/** The user `userId` of the path's client, or a 404. */
export async function userInClient(db: Queryable, clientId: string, userId: number): Promise<User> {
  const { rows } = await db.query<User>(`${USER_SELECT} where u.id = $1 and u.client_id = $2::uuid`, [userId, clientId]);
  if (!rows[0]) throw new Refusal(404, USER_MESSAGES.userNotFound);
  return rows[0];
}

/** Both ids of a destructive call must name the same user: a stale list cannot hit someone else. */
export function checkSecureId(target: User, secureId: string | null | undefined): void {
  if (secureId && !same(secureId, target.secureId)) throw new Refusal(400, USER_MESSAGES.secureIdMismatch);
}
