import type { FastifyInstance } from 'fastify';
import { ROLE_SUPER_ADMIN, type Session } from '../../../../contract/claims.js';
import { errorReply } from '../../../../contract/http.js';
import { DEFAULT_TIME_ZONE, USER_MESSAGES, USER_STATUS, type UserOrderBy } from '../../../../contract/users/constants.js';
import { USERS_ENDPOINTS } from '../../../../contract/users/endpoints.js';
import {
  clientModulesReply, clientParams, createUserBody, createUserReply, deleteUserQuery, statusUpdateQuery, updateUserBody, userActionReply,
  userInfoBody, userInfoReply, usersQuery, usersReply, type User,
} from '../../../../contract/users/schemas.js';
import type { Db, Queryable } from '../../db/db.js';
import type { AccountRevocations } from '../../auth/revocations.js';
import { sessionOf } from '../../auth/guards.js';
import { writeAudit } from '../../identity/auditLog.js';
import { hashPassword } from '../../identity/passwords.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import {
  actorOf, answer, checkSecureId, guardProtected, isSelf, Refusal, requireClientAdmin, USER_SELECT, userInClient,
} from './userAccess.js';
import { clientModules, describeModules, heldModules, setModules } from './userModules.js';

const refusals = { 400: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

const ORDER_COLUMNS: Record<UserOrderBy, string> = {
  emailAddress: 'lower(u.email_address)',
  firstName: 'lower(u.first_name)',
  lastName: 'lower(u.last_name)',
  role: 'u.role',
  statusCode: 'u.status_code',
  createdDate: 'u.created_date',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** '' and null clear an optional field; a field that was not sent keeps its value (update) or stays empty (create). */
const text = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);

/** Editable columns by field name, in the order of the form. */
const DETAIL_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  stateCode: 'state_code',
  zipCode: 'zip_code',
  timeZone: 'time_zone',
  companyType: 'company_type',
} as const;
type DetailField = keyof typeof DETAIL_COLUMNS;

async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where lower(email_address) = lower($1)', [email]);
  return rows.length > 0;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The user a call names by numeric id or secureId: one's own record always, others for admins of their client. */
async function reachableUser(db: Db, session: Session, clientId: string, userId: number | string): Promise<User> {
  const byId = typeof userId === 'number';
  const { rows } = await db.query<User>(`${USER_SELECT} where ${byId ? 'u.id = $1' : 'u.secure_id = $1::uuid'}`, [userId]);
  const target = rows[0];
  if (target && isSelf(session, target)) {
    // One's own record: the path names one's own client (a super admin's is the default client of the session).
    const ownClient = target.clientId ?? session.clientId;
    if (!session.isSuperAdmin && ownClient.toLowerCase() !== clientId.toLowerCase()) throw new Refusal(403, USER_MESSAGES.otherClient);
    return target;
  }
  requireClientAdmin(session, clientId);
  if (!target || target.clientId?.toLowerCase() !== clientId.toLowerCase()) throw new Refusal(404, USER_MESSAGES.userNotFound);
  return target;
}

export interface UserRoutesOptions {
  revocations: AccountRevocations;
}

/** Spec 2 §7 users: list, create, update, delete, status-update, userInfo (password-reset: passwordReset.ts). */
export function registerUserRoutes(app: FastifyInstance, db: Db, { revocations }: UserRoutesOptions): void {
  zodRoutes(app, (api) => {
    api.get(USERS_ENDPOINTS.users, {
      schema: {
        tags: ['users'],
        summary: "A client's users, searched, filtered, sorted and paged (admins)",
        params: clientParams,
        querystring: usersQuery,
        response: { 200: usersReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      requireClientAdmin(sessionOf(request), clientId);
      const q = request.query;
      const params: unknown[] = [clientId];
      const param = (value: unknown) => `$${params.push(value)}`;
      const where = ['u.client_id = $1::uuid'];
      const contains = (value: string) => param(`%${escapeLike(value)}%`);
      if (q.userId !== undefined) where.push(`u.id = ${param(q.userId)}`);
      if (q.SearchTerm) {
        const p = contains(q.SearchTerm);
        where.push(`(u.email_address ilike ${p} or u.first_name ilike ${p} or u.last_name ilike ${p} or (u.first_name || ' ' || u.last_name) ilike ${p})`);
      }
      if (q.FirstName) where.push(`u.first_name ilike ${contains(q.FirstName)}`);
      if (q.LastName) where.push(`u.last_name ilike ${contains(q.LastName)}`);
      if (q.EmailAddress) where.push(`u.email_address ilike ${contains(q.EmailAddress)}`);
      if (q.StatusCode !== undefined) where.push(`u.status_code = ${param(q.StatusCode)}`);
      if (q.Role) where.push(`u.role = ${param(q.Role)}`);
      const filter = where.join(' and ');
      const direction = q.ascendingOrder ? 'asc' : 'desc';
      const [page, total] = await Promise.all([
        db.query<User>(
          `${USER_SELECT} where ${filter} order by ${ORDER_COLUMNS[q.orderBy]} ${direction}, u.id ${direction}
           limit ${param(q.PageSize)} offset ${param((q.PageNumber - 1) * q.PageSize)}`,
          params,
        ),
        db.query<{ n: number }>(`select count(*)::int as n from users u where ${filter}`, params.slice(0, params.length - 2)),
      ]);
      return { users: page.rows, totalRecords: total.rows[0].n };
    }));

    api.get(USERS_ENDPOINTS.modules, {
      schema: {
        tags: ['users'],
        summary: "The modules the client's add-ons allow: what its admins may give its users (admins)",
        params: clientParams,
        response: { 200: clientModulesReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      requireClientAdmin(sessionOf(request), clientId);
      return { modules: await clientModules(db, clientId) };
    }));

    api.post(USERS_ENDPOINTS.user, {
      schema: {
        tags: ['users'],
        summary: 'Create a user in the client (admins; SuperAdmin only by a super admin)',
        params: clientParams,
        body: createUserBody,
        response: { 200: createUserReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      const session = requireClientAdmin(sessionOf(request), clientId);
      const body = request.body;
      if (body.role === ROLE_SUPER_ADMIN && !session.isSuperAdmin) throw new Refusal(403, USER_MESSAGES.assignSuperAdmin);
      const passwordHash = text(body.password) ? await hashPassword(body.password!) : null;
      try {
        return await db.transaction(async (tx) => {
          const client = await tx.query('select 1 from clients where id = $1::uuid', [clientId]);
          if (client.rows.length === 0) throw new Refusal(404, USER_MESSAGES.clientNotFound);
          if (await emailTaken(tx, body.emailAddress)) throw new Refusal(409, USER_MESSAGES.emailTaken);
          const { rows } = await tx.query<{ id: number; secureId: string }>(
            `insert into users (secure_id, email_address, first_name, last_name, address1, address2, city, state_code, zip_code,
                                time_zone, phone_number, role, status_code, company_type, client_id, password_hash)
             values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
                     coalesce($13, (select company_type from users where client_id = $14::uuid and company_type is not null
                                     group by company_type order by count(*) desc limit 1)),
                     $14::uuid, $15)
             returning id, secure_id::text as "secureId"`,
            [
              body.emailAddress, body.firstName, body.lastName, text(body.address1), text(body.address2), text(body.city),
              text(body.stateCode), text(body.zipCode), text(body.timeZone) ?? DEFAULT_TIME_ZONE, text(body.phoneNumber), body.role,
              body.statusCode ?? USER_STATUS.active, text(body.companyType), clientId, passwordHash,
            ],
          );
          const created = rows[0];
          // Exactly the modules the admin ticked (none when none), each within the client's add-ons.
          const modules = await setModules(tx, clientId, created.id, body.modules ?? []);
          await writeAudit(tx, {
            action: 'UserCreated', actor: actorOf(session), clientId,
            target: { id: created.id, secureId: created.secureId, email: body.emailAddress },
            detail: `role ${body.role}, modules ${describeModules(modules)}${passwordHash ? ', password set' : ''}`,
          });
          return { data: USER_MESSAGES.created, userId: created.id, secureId: created.secureId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Refusal(409, USER_MESSAGES.emailTaken);
        throw error;
      }
    }));

    api.put(USERS_ENDPOINTS.user, {
      schema: {
        tags: ['users'],
        summary: 'Update a user (admins for their client; everyone for their own record, without the role)',
        params: clientParams,
        body: updateUserBody,
        response: { 200: userActionReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      const session = sessionOf(request);
      const body = request.body;
      const target = await reachableUser(db, session, clientId, body.id);
      const self = isSelf(session, target);
      checkSecureId(target, body.secureId);
      if (!self) guardProtected(session, target);
      if (body.emailAddress && body.emailAddress.trim().toLowerCase() !== target.emailAddress.toLowerCase()) {
        throw new Refusal(400, USER_MESSAGES.emailChange);
      }
      const role = body.role ?? target.role;
      if (role !== target.role) {
        if (self) throw new Refusal(403, USER_MESSAGES.ownRole);
        if (role === ROLE_SUPER_ADMIN && !session.isSuperAdmin) throw new Refusal(403, USER_MESSAGES.assignSuperAdmin);
      }
      if (body.modules != null && !session.isAdmin) throw new Refusal(403, USER_MESSAGES.modulesAdminOnly);
      const changes: string[] = [];
      const sets: string[] = [];
      const params: unknown[] = [target.id];
      for (const [field, column] of Object.entries(DETAIL_COLUMNS) as [DetailField, string][]) {
        const sent = body[field];
        if (sent === undefined) continue;
        // The company type describes the client's business, not a personal detail: admins set it.
        if (field === 'companyType' && !session.isAdmin) continue;
        const next = text(sent);
        if (next === (target[field] ?? null)) continue;
        sets.push(`${column} = $${params.push(next)}`);
        changes.push(field);
      }
      if (role !== target.role) {
        sets.push(`role = $${params.push(role)}`);
        changes.push(`role ${target.role} → ${role}`);
      }
      await db.transaction(async (tx) => {
        if (sets.length > 0) await tx.query(`update users set ${sets.join(', ')} where id = $1`, params);
        if (body.modules != null && target.clientId) {
          const before = await heldModules(tx, target.id);
          const after = await setModules(tx, target.clientId, target.id, body.modules);
          if (describeModules(before) !== describeModules(after)) changes.push(`modules ${describeModules(before)} → ${describeModules(after)}`);
        }
        await writeAudit(tx, {
          action: 'UserUpdated', actor: actorOf(session), clientId: target.clientId,
          target: { id: target.id, secureId: target.secureId, email: target.emailAddress },
          detail: changes.length > 0 ? changes.join(', ') : 'no changes',
        });
      });
      return { data: USER_MESSAGES.updated };
    }));

    api.delete(USERS_ENDPOINTS.user, {
      schema: {
        tags: ['users'],
        summary: 'Delete a user with their follows, notifications and settings (admins)',
        params: clientParams,
        querystring: deleteUserQuery,
        response: { 200: userActionReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      const session = requireClientAdmin(sessionOf(request), clientId);
      const target = await userInClient(db, clientId, request.query.userId);
      checkSecureId(target, request.query.secureId);
      if (isSelf(session, target)) throw new Refusal(403, USER_MESSAGES.deleteSelf);
      guardProtected(session, target);
      await db.transaction(async (tx) => {
        await writeAudit(tx, {
          action: 'UserDeleted', actor: actorOf(session), clientId,
          target: { id: target.id, secureId: target.secureId, email: target.emailAddress },
          detail: `${target.firstName} ${target.lastName} (${target.role})`,
        });
        await tx.query('delete from users where id = $1', [target.id]);
      });
      revocations.revoke(target.secureId);
      return { data: USER_MESSAGES.deleted };
    }));

    api.put(USERS_ENDPOINTS.statusUpdate, {
      schema: {
        tags: ['users'],
        summary: 'Block (10900) or unblock (10800) a user (admins)',
        params: clientParams,
        querystring: statusUpdateQuery,
        response: { 200: userActionReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      const session = requireClientAdmin(sessionOf(request), clientId);
      const { userId, statusCode, secureId } = request.query;
      const target = await userInClient(db, clientId, userId);
      checkSecureId(target, secureId);
      if (isSelf(session, target)) throw new Refusal(403, USER_MESSAGES.blockSelf);
      guardProtected(session, target);
      const blocked = statusCode === USER_STATUS.blocked;
      if (target.statusCode !== statusCode) {
        await db.transaction(async (tx) => {
          await tx.query('update users set status_code = $2 where id = $1', [target.id, statusCode]);
          await writeAudit(tx, {
            action: blocked ? 'UserBlocked' : 'UserUnblocked', actor: actorOf(session), clientId,
            target: { id: target.id, secureId: target.secureId, email: target.emailAddress },
          });
        });
        if (blocked) revocations.revoke(target.secureId);
      }
      return { data: blocked ? USER_MESSAGES.blocked : USER_MESSAGES.unblocked };
    }));

    api.post(USERS_ENDPOINTS.userInfo, {
      schema: {
        tags: ['users'],
        summary: 'One user (own record for everyone; any user of the client for admins)',
        params: clientParams,
        body: userInfoBody,
        response: { 200: userInfoReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => ({
      data: await reachableUser(db, sessionOf(request), request.params.clientId, request.body.userId),
    })));
  });
}
