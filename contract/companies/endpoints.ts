/** Paths of the companies API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const COMPANIES_ENDPOINTS = {
  list: '/api/company/getall',
  search: '/api/company/SearchCompany',
  /** GET `${detail}/${companyId}` (the id may be upper-cased). */
  detail: '/api/company',
  aliases: '/api/Company/GetAlias',
  related: '/api/Company/GetRelatedCompanies',
  subscribe: '/api/Company/SubscribeNotification',
  merge: '/api/company/MergeCompany',
  changeDisplayName: '/api/company/ChangeDisplayName',
  /** GET `${removeAlias}/${aliasId}`. */
  removeAlias: '/api/company/RemoveAlias',
  swapParentChild: '/api/company/SwapParentChaild',
} as const;
