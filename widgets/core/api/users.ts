import { queryOptions } from '@tanstack/react-query';
import { clientPath, USERS_ENDPOINTS } from '../../../contract/users/endpoints';
import { USERS_PAGE_SIZE, type Role, type UserOrderBy, type UserStatusCode } from '../../../contract/users/constants';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  auditReply,
  clientModulesReply,
  createUserReply,
  CreateUserBody,
  UpdateUserBody,
  UserInfoBody,
  user as userSchema,
  userActionReply,
  userInfoReply,
  usersReply,
} from '../../../contract/users/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** One user as GET users and POST userInfo send it (spec 2 §3 names, already camelCase), read defensively. */
export type User = Tolerant<Wire<typeof userSchema>>;
export type AuditRecord = Tolerant<Wire<typeof auditReply>['records'][number]>;

// ---- GET /api/client/{clientId}/users

export interface UserListArgs {
  /** 1-based. */
  page: number;
  pageSize?: number;
  search?: string;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  /** Both when left out. */
  statusCode?: UserStatusCode | null;
  /** Both when left out. */
  role?: Role | '' | null;
  orderBy?: UserOrderBy;
  ascending?: boolean;
}

export interface UserListPage {
  users: User[];
  totalRecords: number;
}

export async function getUsers(api: ApiClient, clientId: string, args: UserListArgs, signal?: AbortSignal): Promise<UserListPage> {
  const reply = await api.get<Tolerant<Wire<typeof usersReply>> | null>(clientPath(USERS_ENDPOINTS.users, clientId), {
    query: {
      PageNumber: args.page,
      PageSize: args.pageSize ?? USERS_PAGE_SIZE,
      SearchTerm: args.search?.trim(),
      FirstName: args.firstName?.trim(),
      LastName: args.lastName?.trim(),
      EmailAddress: args.emailAddress?.trim(),
      StatusCode: args.statusCode ?? undefined,
      Role: args.role || undefined,
      orderBy: args.orderBy,
      ascendingOrder: args.ascending,
    },
    signal,
  });
  return { users: reply?.users ?? [], totalRecords: reply?.totalRecords ?? 0 };
}

// ---- POST /api/client/{clientId}/userInfo

/** One user by numeric id, or by secureId (the Profile knows only its own subject). */
export async function getUserInfo(api: ApiClient, clientId: string, userId: number | string, signal?: AbortSignal): Promise<User | null> {
  const body: UserInfoBody = { userId };
  const reply = await api.post<Tolerant<Wire<typeof userInfoReply>> | null>(clientPath(USERS_ENDPOINTS.userInfo, clientId), body, { signal });
  return reply?.data ?? null;
}

// ---- create, update, delete, status, password reset: each answers `data` with the message to show

type ActionReply = Tolerant<Wire<typeof userActionReply>> | null;
const messageOf = (reply: ActionReply | undefined) => (typeof reply?.data === 'string' ? reply.data : '');

/** The create form's values, camelCase as on the wire; empty values are dropped by the caller (spec 2 §5). */
export type NewUser = CreateUserBody;

export interface CreatedUser {
  message: string;
  userId: number | null;
  secureId: string | null;
}

export async function createUser(api: ApiClient, clientId: string, values: NewUser): Promise<CreatedUser> {
  const reply = await api.post<Tolerant<Wire<typeof createUserReply>> | null>(clientPath(USERS_ENDPOINTS.user, clientId), values);
  return { message: messageOf(reply), userId: reply?.userId ?? null, secureId: reply?.secureId ?? null };
}

/** The whole record as the form holds it; leave `role` out for one's own record. */
export type UserChanges = UpdateUserBody;

export async function updateUser(api: ApiClient, clientId: string, changes: UserChanges): Promise<string> {
  return messageOf(await api.put<ActionReply>(clientPath(USERS_ENDPOINTS.user, clientId), changes));
}

export async function deleteUser(api: ApiClient, clientId: string, args: { userId: number; secureId: string }): Promise<string> {
  return messageOf(
    await api.delete<ActionReply>(clientPath(USERS_ENDPOINTS.user, clientId), { query: { userId: args.userId, secureId: args.secureId } }),
  );
}

export async function updateUserStatus(
  api: ApiClient,
  clientId: string,
  args: { userId: number; secureId: string; statusCode: UserStatusCode },
): Promise<string> {
  return messageOf(
    await api.put<ActionReply>(clientPath(USERS_ENDPOINTS.statusUpdate, clientId), undefined, {
      query: { userId: args.userId, statusCode: args.statusCode, secureId: args.secureId },
    }),
  );
}

export async function resetUserPassword(api: ApiClient, clientId: string, args: { userId: number }): Promise<string> {
  return messageOf(await api.post<ActionReply>(clientPath(USERS_ENDPOINTS.passwordReset, clientId), undefined, { query: { userId: args.userId } }));
}

// ---- GET /api/client/{clientId}/user/audit

export interface AuditPage {
  records: AuditRecord[];
  totalRecords: number;
}

export async function getUserAudit(api: ApiClient, clientId: string, userId: number, signal?: AbortSignal): Promise<AuditPage> {
  const reply = await api.get<Tolerant<Wire<typeof auditReply>> | null>(clientPath(USERS_ENDPOINTS.audit, clientId), { query: { userId }, signal });
  return { records: reply?.records ?? [], totalRecords: reply?.totalRecords ?? 0 };
}

// ---- POST /api/client/addons-and-clients

export interface AddOnOption {
  id: number;
  name: string;
}
export interface AddOnClientRow {
  id: string;
  name: string;
}
export interface AddOnAccess {
  addOns: AddOnOption[];
  clients: AddOnClientRow[];
  /** Add-on ids per client id. */
  access: Record<string, number[]>;
}

/** Spec 2 §3: "casing of field names may be either" — addOnID, addOnId, AddOnID… all read the same. */
function field(record: unknown, name: string): unknown {
  if (!record || typeof record !== 'object') return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(record)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The load reply, possibly inside a `data` wrapper (spec 2 §7), as camelCase lists. */
export function readAddOnAccess(reply: unknown): AddOnAccess {
  const inner = field(reply, 'addons') === undefined && field(reply, 'data') !== undefined ? field(reply, 'data') : reply;
  const addOns = list(field(inner, 'addons'))
    .map((a) => ({ id: Number(field(a, 'addOnID')), name: String(field(a, 'name') ?? '') }))
    .filter((a) => Number.isFinite(a.id));
  const clients = list(field(inner, 'clients'))
    .map((c) => ({ id: String(field(c, 'clientID') ?? ''), name: String(field(c, 'clientName') ?? '') }))
    .filter((c) => c.id !== '');
  const access: Record<string, number[]> = Object.fromEntries(clients.map((c) => [c.id, [] as number[]]));
  for (const m of list(field(inner, 'mappings'))) {
    const clientId = String(field(m, 'clientID') ?? '');
    const addOnId = Number(field(m, 'addOnID'));
    if (!clientId || !Number.isFinite(addOnId)) continue;
    (access[clientId] ??= []).push(addOnId);
  }
  for (const ids of Object.values(access)) ids.sort((a, b) => a - b);
  return { addOns, clients, access };
}

export async function getAddOnAccess(api: ApiClient, signal?: AbortSignal): Promise<AddOnAccess> {
  return readAddOnAccess(await api.post<unknown>(USERS_ENDPOINTS.addonsAndClients, {}, { signal }));
}

/** Replaces one client's add-ons with the full list; answers the server's message. */
export async function saveClientAddOns(api: ApiClient, args: { clientId: string; addOnIds: number[] }): Promise<string> {
  return messageOf(await api.post<ActionReply>(USERS_ENDPOINTS.addonsAndClients, { clientId: args.clientId, addOnIds: args.addOnIds }));
}

// ---- GET /api/client/{clientId}/modules

/** A module the client's add-ons allow: a checkbox in the user form. */
export interface ClientModule {
  module: string;
  name: string;
}

export async function getClientModules(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<ClientModule[]> {
  const reply = await api.get<Tolerant<Wire<typeof clientModulesReply>> | null>(clientPath(USERS_ENDPOINTS.modules, clientId), { signal });
  return (reply?.modules ?? [])
    .filter((m): m is ClientModule => typeof m?.module === 'string' && m.module !== '')
    .map((m) => ({ module: m.module, name: typeof m.name === 'string' && m.name ? m.name : m.module }));
}

// ---- query factories: all per user (tenant data, and what a caller may see depends on their role)

export const userQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'users'] as const,
  list: (ctx: ApiContext, clientId: string, args: UserListArgs) =>
    queryOptions({
      queryKey: [...userQueries.all(ctx), clientId, 'list', args] as const,
      queryFn: ({ signal }) => getUsers(ctx.api, clientId, args, signal),
      enabled: Boolean(clientId),
    }),
  info: (ctx: ApiContext, clientId: string, userId: number | string) =>
    queryOptions({
      queryKey: [...userQueries.all(ctx), clientId, 'info', String(userId)] as const,
      queryFn: ({ signal }) => getUserInfo(ctx.api, clientId, userId, signal),
      enabled: Boolean(clientId && userId),
    }),
  audit: (ctx: ApiContext, clientId: string, userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all(ctx), clientId, 'audit', userId] as const,
      queryFn: ({ signal }) => getUserAudit(ctx.api, clientId, userId, signal),
      enabled: Boolean(clientId && userId),
    }),
  clientModules: (ctx: ApiContext, clientId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(ctx), clientId, 'modules'] as const,
      queryFn: ({ signal }) => getClientModules(ctx.api, clientId, signal),
      enabled: Boolean(clientId),
    }),
  addOnAccess: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...ctx.user, 'addons-and-clients'] as const,
      queryFn: ({ signal }) => getAddOnAccess(ctx.api, signal),
    }),
};
