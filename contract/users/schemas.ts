/**
 * Requests and replies of user administration, add-on access and the admin audit (spec 2 §3, §7).
 * Request bodies are composed of the user form's rules (./forms), so the server answers exactly what the form says.
 */
import { z } from 'zod';
import { isoDateTime, messageReply, nullableText, totalRecords } from '../http';
import { userFieldRules as R } from './forms';
import { USER_ORDER_BY, USER_STATUS, USERS_MAX_PAGE_SIZE, USERS_PAGE_SIZE } from './constants';

// ---- query-string helpers: a query value arrives as text; widgets may hand numbers/booleans to the API client.
// An empty value is no value (contract/http.ts withoutEmptyQueryValues, applied by the server to every route), so
// these say only what a given value must be. Required unless wrapped: `.optional()` / `.default()` on the outside
// keeps the document's `required` the truth (an optional inside a pipe looked optional but was not).

/** An integer query parameter: a number, or its text. */
const queryInt = <T extends z.ZodType<unknown, number>>(inner: T) =>
  z.union([z.number(), z.string()]).transform((v) => (typeof v === 'number' ? v : Number(v))).pipe(inner);

/** A boolean query parameter: true/false (also 1/0). */
const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1');

/** A text filter. */
const queryText = z.string().max(200).transform((v) => v.trim()).optional();

const guid = z.guid();
const statusCode = z.union([z.literal(USER_STATUS.active), z.literal(USER_STATUS.blocked)], {
  error: 'Status must be 10800 (Active) or 10900 (Blocked)',
});

// ---- path

export const clientParams = z.object({ clientId: guid });
export type ClientParams = z.output<typeof clientParams>;

// ---- the user

/** Spec 2 §3 User, plus the client and the modules the user can use now (their own ∩ the client's add-ons). */
export const user = z.object({
  id: z.number().int(),
  secureId: z.string(),
  emailAddress: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  stateCode: nullableText,
  zipCode: nullableText,
  timeZone: nullableText,
  phoneNumber: nullableText,
  role: z.string(),
  statusCode: z.number().int(),
  companyType: nullableText,
  createdDate: isoDateTime,
  clientId: nullableText,
  modules: z.array(z.string()),
});
export type User = z.output<typeof user>;

// ---- GET users

export const usersQuery = z.object({
  PageNumber: queryInt(z.number().int().min(1)).default(1),
  PageSize: queryInt(z.number().int().min(1).max(USERS_MAX_PAGE_SIZE)).default(USERS_PAGE_SIZE),
  SearchTerm: queryText,
  FirstName: queryText,
  LastName: queryText,
  EmailAddress: queryText,
  /** 10800 Active, 10900 Blocked; absent or '' = both. */
  StatusCode: queryInt(statusCode).optional(),
  /** Admin, Member (or SuperAdmin); absent or '' = both. */
  Role: R.role.optional(),
  orderBy: z.enum(USER_ORDER_BY).default('emailAddress'),
  ascendingOrder: queryBool.default(true),
  /** One user by id (the overview). */
  userId: queryInt(z.number().int().min(1)).optional(),
});
export type UsersQuery = z.input<typeof usersQuery>;

export const usersReply = z.object({ users: z.array(user), totalRecords });
export type UsersReply = z.output<typeof usersReply>;

// ---- POST user (create) and PUT user (update)

const optional = <T extends z.ZodType>(rule: T) => rule.nullish();

const detailFields = {
  phoneNumber: optional(R.phoneNumber),
  address1: optional(R.address1),
  address2: optional(R.address2),
  city: optional(R.city),
  stateCode: optional(R.stateCode),
  zipCode: optional(R.zipCode),
  timeZone: optional(R.timeZone),
  companyType: z.string().trim().max(50).nullish(),
};

export const createUserBody = z.object({
  emailAddress: R.emailAddress,
  role: R.role,
  firstName: R.firstName,
  lastName: R.lastName,
  /** The password the user signs in with; without one the user signs in after a password reset. */
  password: optional(R.password),
  /** Defaults to Active. */
  statusCode: statusCode.optional(),
  ...detailFields,
  /** The modules the user may use, each of the client's add-ons; absent = none. */
  modules: R.modules.optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** The whole record as the form holds it; `role` may be left out (own record, Profile). Email cannot change. */
export const updateUserBody = z.object({
  id: z.number().int().min(1),
  /** When sent, must be the user's secureId. */
  secureId: guid.nullish(),
  /** When sent, must be the user's current address (the field is disabled on update). */
  emailAddress: z.string().nullish(),
  role: R.role.nullish(),
  firstName: R.firstName,
  lastName: R.lastName,
  ...detailFields,
  /** When sent (admins only): the user's modules from now on, each of the client's add-ons. */
  modules: R.modules.nullish(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** The create reply names the new user as well. */
export const createUserReply = messageReply.extend({ userId: z.number().int(), secureId: z.string() });
export type CreateUserReply = z.output<typeof createUserReply>;

// ---- DELETE user, PUT status-update, POST password-reset

export const deleteUserQuery = z.object({ userId: queryInt(z.number().int().min(1)), secureId: guid });
export type DeleteUserQuery = z.input<typeof deleteUserQuery>;

export const statusUpdateQuery = z.object({
  userId: queryInt(z.number().int().min(1)),
  statusCode: queryInt(statusCode),
  secureId: guid,
});
export type StatusUpdateQuery = z.input<typeof statusUpdateQuery>;

export const passwordResetQuery = z.object({ userId: queryInt(z.number().int().min(1)) });
export type PasswordResetQuery = z.input<typeof passwordResetQuery>;

/** `data` is the message to show; 200 means success. */
export const userActionReply = messageReply;
export type UserActionReply = z.output<typeof userActionReply>;

// ---- POST userInfo

/** `userId`: the numeric id, or the secureId (the Profile knows only its subject). */
export const userInfoBody = z.object({ userId: z.union([z.number().int().min(1), guid]) });
export type UserInfoBody = z.input<typeof userInfoBody>;
export const userInfoReply = z.object({ data: user });
export type UserInfoReply = z.output<typeof userInfoReply>;

// ---- GET user/audit

export const auditQuery = z.object({ userId: queryInt(z.number().int().min(1)) });
export type AuditQuery = z.input<typeof auditQuery>;

/** One admin action: who did what to whom, when. Names are kept as they were, so records outlive deletions. */
export const auditRecord = z.object({
  id: z.number().int(),
  /** A key of AUDIT_ACTIONS (./constants), which also holds its wording. */
  action: z.string(),
  actorSecureId: nullableText,
  actorEmail: z.string(),
  actorName: z.string(),
  targetUserId: z.number().int().nullable(),
  targetEmail: nullableText,
  /** What changed, in words (e.g. 'role Member → Admin'). */
  detail: nullableText,
  createdOn: isoDateTime,
});
export type AuditRecord = z.output<typeof auditRecord>;
/** The target's last 20 records, newest first, and how many there are in all. */
export const auditReply = z.object({ records: z.array(auditRecord), totalRecords });
export type AuditReply = z.output<typeof auditReply>;

// ---- GET client modules

/** The modules the client's add-ons allow: what its admins may give (a checkbox each in the user form). */
export const clientModule = z.object({ module: z.string(), name: z.string() });
export const clientModulesReply = z.object({ modules: z.array(clientModule) });
export type ClientModulesReply = z.output<typeof clientModulesReply>;

// ---- POST addons-and-clients

export const addOn = z.object({ addOnID: z.number().int(), name: z.string() });
export const addOnClient = z.object({ clientID: z.string(), clientName: z.string() });
export const addOnMapping = z.object({ clientID: z.string(), addOnID: z.number().int() });
export type AddOn = z.output<typeof addOn>;
export type AddOnClient = z.output<typeof addOnClient>;
export type AddOnMapping = z.output<typeof addOnMapping>;

/** `{}` or no body loads; `{ clientId, addOnIds }` replaces that client's add-ons with the list. */
export const addonsAndClientsBody = z
  .object({ clientId: guid.optional(), addOnIds: z.array(z.number().int().min(1)).max(100).optional() })
  .refine((b) => (b.clientId === undefined) === (b.addOnIds === undefined), {
    error: 'A client and its add-ons go together (clientId and addOnIds): send both to save, neither to load',
    path: ['addOnIds'],
  })
  .nullish();
export type AddonsAndClientsBody = z.input<typeof addonsAndClientsBody>;

export const addonsAndClientsLoadReply = z.object({
  addons: z.array(addOn),
  clients: z.array(addOnClient),
  mappings: z.array(addOnMapping),
});
export type AddonsAndClientsLoadReply = z.output<typeof addonsAndClientsLoadReply>;
/** Load → the lists; save → `{ data }` message. */
export const addonsAndClientsReply = z.union([addonsAndClientsLoadReply, messageReply]);
export type AddonsAndClientsReply = z.output<typeof addonsAndClientsReply>;
