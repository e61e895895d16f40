/** Paths of the licensed-companies API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const LICENSED_COMPANIES_ENDPOINTS = {
  page: '/api/sqlserver/filteredMostRecentLicensedCompanies',
  count: '/api/sqlserver/licensedCompaniesCount',
  names: '/api/sqlserver/licensedCompanyNames',
  states: '/api/sqlserver/licensedCompanyStates',
  commodities: '/api/sqlserver/licensedCompanyCommodities',
  licenseTypes: '/api/sqlserver/licensedCompanyLicenseTypes',
} as const;

/** Page sizes of the licensed-companies page (the first is the default), plain so widgets can import them. */
export const LICENSED_COMPANY_PAGE_SIZES = [50, 100, 200, 500] as const;
export const LICENSED_COMPANY_MAX_PER_PAGE = 500;

/** licensedCompanyNames with `search` or `limit`: the page size when no limit is given, its ceiling, the longest search. */
export const LICENSED_COMPANY_NAMES_DEFAULT_LIMIT = 50;
export const LICENSED_COMPANY_NAMES_MAX_LIMIT = 500;
export const LICENSED_COMPANY_NAME_SEARCH_MAX = 200;
