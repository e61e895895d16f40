import type { TestServer } from './support/testServer.js';
import { clientPath, USERS_ENDPOINTS } from '../../contract/users/endpoints.js';
import type { CreateUserBody, User } from '../../contract/users/schemas.js';

/** Helpers of the user-administration tests: the calls with their spec paths, and direct reads of the database. */
export function usersApi(server: TestServer) {
  const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const query = (params: Record<string, string | number | boolean | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const at = (path: string, clientId: string) => clientPath(path, clientId);

  return {
    list: (token: string, clientId: string, params: Record<string, string | number | boolean | undefined> = {}) =>
      server.api(`${at(USERS_ENDPOINTS.users, clientId)}${query(params)}`, { token }),
    create: (token: string, clientId: string, body: Partial<CreateUserBody> | Record<string, unknown>) =>
      server.api(at(USERS_ENDPOINTS.user, clientId), { token, method: 'POST', ...json(body) }),
    update: (token: string, clientId: string, body: Record<string, unknown>) =>
      server.api(at(USERS_ENDPOINTS.user, clientId), { token, method: 'PUT', ...json(body) }),
    remove: (token: string, clientId: string, userId: number, secureId: string) =>
      server.api(`${at(USERS_ENDPOINTS.user, clientId)}${query({ userId, secureId })}`, { token, method: 'DELETE' }),
    status: (token: string, clientId: string, userId: number, statusCode: number, secureId: string) =>
      server.api(`${at(USERS_ENDPOINTS.statusUpdate, clientId)}${query({ userId, statusCode, secureId })}`, { token, method: 'PUT' }),
    reset: (token: string, clientId: string, userId: number) =>
      server.api(`${at(USERS_ENDPOINTS.passwordReset, clientId)}${query({ userId })}`, { token, method: 'POST' }),
    info: (token: string, clientId: string, userId: number | string) =>
      server.api(at(USERS_ENDPOINTS.userInfo, clientId), { token, method: 'POST', ...json({ userId }) }),
    audit: (token: string, clientId: string, userId: number) =>
      server.api(`${at(USERS_ENDPOINTS.audit, clientId)}${query({ userId })}`, { token }),
    modules: (token: string, clientId: string) => server.api(at(USERS_ENDPOINTS.modules, clientId), { token }),
    addons: (token: string, body?: unknown) =>
      server.api(USERS_ENDPOINTS.addonsAndClients, { token, method: 'POST', ...(body === undefined ? {} : json(body)) }),
  };
}

export interface UserRow {
  id: number;
  secureId: string;
  email: string;
  role: string;
  statusCode: number;
  clientId: string | null;
}

export async function userRow(server: TestServer, email: string): Promise<UserRow | undefined> {
  const { rows } = await server.db.query<UserRow>(
    `select id, secure_id::text as "secureId", email_address as email, role, status_code as "statusCode", client_id::text as "clientId"
       from users where lower(email_address) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function countUsers(server: TestServer): Promise<number> {
  return (await server.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
}

export async function countAudit(server: TestServer): Promise<number> {
  return (await server.db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0].n;
}

let serial = 0;
/** A fresh, valid user body with a unique address. */
export function newUser(overrides: Partial<CreateUserBody> = {}): CreateUserBody {
  serial += 1;
  return {
    emailAddress: `new.user${serial}.${Date.now() % 100000}@northwind.test`,
    firstName: 'Nia',
    lastName: `Newcomer${serial}`,
    role: 'Member',
    password: 'a-new-password',
    phoneNumber: '(512) 555-0142',
    address1: '100 Congress Ave',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    ...overrides,
  };
}

/** Creates a user through the API (as the given admin) and returns its row. */
export async function createdUser(server: TestServer, token: string, clientId: string, overrides: Partial<CreateUserBody> = {}): Promise<UserRow> {
  const body = newUser(overrides);
  const response = await usersApi(server).create(token, clientId, body);
  if (response.status !== 200) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await userRow(server, body.emailAddress))!;
}

export type { User };
