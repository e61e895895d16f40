import type { UserCreateFormValues } from '../../../contract/users/forms';
import { dropEmptyValues, EMPTY_USER_FORM } from '../../../contract/users/formValues';
import { DEFAULT_TIME_ZONE, US_TIME_ZONES, type Role } from '../../../contract/users/constants';
import { ROLE_ADMIN, ROLE_MEMBER, ROLE_SUPER_ADMIN } from '../../../contract/claims';
import type { NewUser, User, UserChanges } from '../../core/api/users';

/**
 * - create: the Create User modal (every field, email and password).
 * - update: another user's record (email shown disabled, role editable).
 * - own: one's own record (the Profile, or an admin on their own row): no role field (spec 2 §6).
 */
export type UserFormMode = 'create' | 'update' | 'own';

/** Every field as text; a mode's schema validates the fields it has. */
export type UserFormValues = UserCreateFormValues;

/** Spec 2 §2 titles and buttons. */
export const formTitle = (mode: UserFormMode) => (mode === 'create' ? 'Create User' : 'Update User');
export const submitLabel = (mode: UserFormMode) => (mode === 'create' ? 'Create' : 'Update');

/** Only a super admin may assign SuperAdmin (spec 2 §6). */
export function roleOptions(callerIsSuperAdmin: boolean): Role[] {
  return callerIsSuperAdmin ? [ROLE_MEMBER, ROLE_ADMIN, ROLE_SUPER_ADMIN] : [ROLE_MEMBER, ROLE_ADMIN];
}

/** Which form edits `target` for this caller: their own record has no role field. */
export function modeFor(target: Pick<User, 'secureId'>, callerSub: string | undefined): UserFormMode {
  return callerSub && target.secureId && target.secureId.toLowerCase() === callerSub.toLowerCase() ? 'own' : 'update';
}

/**
 * A non-super-admin cannot change a SuperAdmin user (spec 2 §6): the list shows only 'Protected User',
 * the overview offers no Edit or Delete.
 */
export function isProtected(target: Pick<User, 'role'>, callerIsSuperAdmin: boolean): boolean {
  return target.role === ROLE_SUPER_ADMIN && !callerIsSuperAdmin;
}

/** The hidden time zone of a new user: the browser's, when it is one of the list, else the default. */
export function browserTimeZone(zone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return US_TIME_ZONES.some((z) => z.value === zone) ? zone! : DEFAULT_TIME_ZONE;
}

export function emptyValues(timeZone: string = browserTimeZone()): UserFormValues {
  return { ...EMPTY_USER_FORM, timeZone };
}

/** The form's starting values for an existing user; missing fields read as ''. */
export function valuesOfUser(user: User): UserFormValues {
  const s = (value: string | null | undefined) => value ?? '';
  return {
    emailAddress: s(user.emailAddress),
    role: s(user.role) as UserFormValues['role'],
    password: '',
    firstName: s(user.firstName),
    lastName: s(user.lastName),
    phoneNumber: s(user.phoneNumber),
    address1: s(user.address1),
    address2: s(user.address2),
    city: s(user.city),
    stateCode: s(user.stateCode),
    zipCode: s(user.zipCode),
    timeZone: s(user.timeZone),
    modules: (user.modules ?? []).filter((m): m is UserFormValues['modules'][number] => typeof m === 'string'),
  };
}

/** Spec 2 §5: on create, empty values are dropped; the ticked modules always go (none ticked: none held). */
export function createBody(values: UserFormValues): NewUser {
  return { ...dropEmptyValues(values), modules: values.modules ?? [] } as NewUser;
}

/**
 * The whole record for PUT user: the target's id, secureId and (unchanged) email; an emptied field is sent as null
 * so it is cleared; the role only when the form had one (never for one's own record).
 */
export function updateBody(target: User, values: Partial<UserFormValues>, mode: Exclude<UserFormMode, 'create'>): UserChanges {
  const optional = (value: string | undefined) => (value ? value : null);
  return {
    id: target.id ?? 0,
    secureId: target.secureId ?? null,
    emailAddress: target.emailAddress ?? null,
    ...(mode === 'update' && values.role ? { role: values.role } : {}),
    // Modules are an admin's choice for another user; one's own record leaves them as they are.
    ...(mode === 'update' && values.modules ? { modules: values.modules } : {}),
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phoneNumber: optional(values.phoneNumber),
    address1: optional(values.address1),
    address2: optional(values.address2),
    city: optional(values.city),
    stateCode: optional(values.stateCode),
    zipCode: optional(values.zipCode),
    timeZone: optional(values.timeZone),
  };
}
