import { ROLE_FILTER_OPTIONS, USER_STATUS, type UserStatusCode } from '../../../contract/users/constants';
import type { UserListArgs } from '../../core/api/users';

export type RoleFilter = '' | (typeof ROLE_FILTER_OPTIONS)[number];
export type StatusFilter = 0 | UserStatusCode;

/** Everything that selects the rows of the users list; mirrored in the URL (spec 2 §2). */
export interface UsersListState {
  page: number;
  search: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  /** '' = Both. */
  role: RoleFilter;
  /** 0 = Both. */
  statusCode: StatusFilter;
  /** The client a super admin picked; unset = the signed-in user's client. */
  clientId?: string;
}

export const INITIAL_USERS_STATE: UsersListState = { page: 1, search: '', emailAddress: '', firstName: '', lastName: '', role: '', statusCode: 0 };

/** The list's URL parameters as spec 2 §2 names them: PageNo, EmailAddress, FirstName, LastName, Role, StatusCode, Search. */
export interface UsersListParams {
  pageNo?: string | number | null;
  emailAddress?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  statusCode?: string | number | null;
  search?: string | null;
  /** ClientId: a super admin's pick of client (the server refuses anybody else another client's users). */
  clientId?: string | null;
}

const text = (value: string | null | undefined) => String(value ?? '').trim();

export function stateFromParams(params: UsersListParams): UsersListState {
  const pageText = String(params.pageNo ?? '').trim();
  const page = /^\d+$/.test(pageText) && Number(pageText) > 0 && Number.isSafeInteger(Number(pageText)) ? Number(pageText) : 1;
  const role = ROLE_FILTER_OPTIONS.find((r) => r.toLowerCase() === text(params.role).toLowerCase()) ?? '';
  const status = Number(text(String(params.statusCode ?? '')));
  return {
    page,
    search: text(params.search),
    emailAddress: text(params.emailAddress),
    firstName: text(params.firstName),
    lastName: text(params.lastName),
    role,
    statusCode: status === USER_STATUS.active || status === USER_STATUS.blocked ? status : 0,
    ...(text(params.clientId) ? { clientId: text(params.clientId) } : {}),
  };
}

/** URL query of a state; defaults are left out ('/settings/users?Role=Admin&StatusCode=10900'). */
export function queryOfState(state: UsersListState): Record<string, string | number | undefined> {
  return {
    ClientId: state.clientId || undefined,
    PageNo: state.page > 1 ? state.page : undefined,
    EmailAddress: state.emailAddress || undefined,
    FirstName: state.firstName || undefined,
    LastName: state.lastName || undefined,
    Role: state.role || undefined,
    StatusCode: state.statusCode || undefined,
    Search: state.search || undefined,
  };
}

export function argsOfState(state: UsersListState): UserListArgs {
  return {
    page: state.page,
    search: state.search,
    emailAddress: state.emailAddress,
    firstName: state.firstName,
    lastName: state.lastName,
    role: state.role,
    statusCode: state.statusCode || null,
  };
}

export type UsersFilters = Omit<UsersListState, 'page' | 'search'>;

export const EMPTY_FILTERS: UsersFilters = { emailAddress: '', firstName: '', lastName: '', role: '', statusCode: 0 };

/** How many panel filters are set (shown on the Filters button). */
export function activeFilterCount(state: UsersListState): number {
  return [state.emailAddress, state.firstName, state.lastName, state.role, state.statusCode].filter(Boolean).length;
}

/** Apply and Reset start again from the first page. */
export function withFilters(state: UsersListState, filters: UsersFilters): UsersListState {
  const trimmed = { ...filters, emailAddress: filters.emailAddress.trim(), firstName: filters.firstName.trim(), lastName: filters.lastName.trim() };
  return { ...state, ...trimmed, page: 1 };
}
