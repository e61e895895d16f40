import type { CommodityCode, CompanyListQuery, CompanySortColumn, State } from '../../core/api/companies';

export const PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const SORT_COLUMNS: CompanySortColumn[] = ['legalName', 'emailDomain', 'companyType', 'licenseCount', 'contactCount', 'licenseType'];

/** Everything that selects the rows of the list; mirrored in the URL. */
export type ListState = CompanyListQuery;

export const INITIAL_STATE: ListState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  stateCode: '',
  licenseType: '',
  commodity: 0,
  orderBy: 'legalName',
  ascending: true,
};

/** The list's URL parameters; PageNo, StateCode and LicenseType are the spec's, the rest follow their style. */
export interface ListParams {
  pageNo?: string | number | null;
  pageSize?: string | number | null;
  searchTerm?: string | null;
  stateCode?: string | null;
  licenseType?: string | null;
  commodity?: string | number | null;
  orderBy?: string | null;
  ascendingOrder?: string | boolean | null;
}

/** Spec 1 §5: page and limit parameters are used only if positive integers. */
export function positiveInt(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function stateFromParams(params: ListParams): ListState {
  const size = positiveInt(params.pageSize);
  const licenseType = params.licenseType === 'ABC' || params.licenseType === 'Supplier' ? params.licenseType : '';
  const commodity = Number(params.commodity);
  const stateCode = String(params.stateCode ?? '').trim().toUpperCase();
  const orderBy = SORT_COLUMNS.find((c) => c === params.orderBy) ?? INITIAL_STATE.orderBy;
  return {
    page: positiveInt(params.pageNo) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: String(params.searchTerm ?? '').trim(),
    stateCode: /^[A-Z]{2}$/.test(stateCode) ? stateCode : '',
    licenseType,
    commodity: commodity === 1 || commodity === 2 ? commodity : 0,
    orderBy,
    ascending: !(params.ascendingOrder === false || params.ascendingOrder === 'false'),
  };
}

/** URL query of a state; defaults are left out so shared links stay short ('/companies?StateCode=TX&LicenseType=ABC'). */
export function queryOfState(state: ListState): Record<string, string | number | undefined> {
  return {
    PageNo: state.page > 1 ? state.page : undefined,
    PageSize: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
    StateCode: state.stateCode || undefined,
    LicenseType: state.licenseType || undefined,
    Commodity: state.commodity || undefined,
    SearchTerm: state.search || undefined,
    OrderBy: state.orderBy !== INITIAL_STATE.orderBy ? state.orderBy : undefined,
    AscendingOrder: state.ascending ? undefined : 'false',
  };
}

export const COMMODITY_LABELS: Record<CommodityCode, string> = { 0: 'Both', 1: 'Electric', 2: 'Nat Gas' };

export type FilterKey = 'search' | 'stateCode' | 'licenseType' | 'commodity';

export interface FilterBadge {
  key: FilterKey;
  label: string;
}

/** Active filters as removable badges (spec 1 §2). */
export function activeBadges(state: ListState, states: State[]): FilterBadge[] {
  const badges: FilterBadge[] = [];
  if (state.search) badges.push({ key: 'search', label: `Search: ${state.search}` });
  if (state.stateCode) {
    const name = states.find((s) => s.code === state.stateCode)?.name;
    badges.push({ key: 'stateCode', label: `State: ${name ? `${name} (${state.stateCode})` : state.stateCode}` });
  }
  if (state.licenseType) badges.push({ key: 'licenseType', label: `License Type: ${state.licenseType}` });
  if (state.commodity) badges.push({ key: 'commodity', label: `Commodity: ${COMMODITY_LABELS[state.commodity]}` });
  return badges;
}

/** Removing a badge resets that filter (spec 1 §4) and goes back to the first page. */
export function withoutFilter(state: ListState, key: FilterKey): ListState {
  return { ...state, [key]: INITIAL_STATE[key], page: 1 };
}
