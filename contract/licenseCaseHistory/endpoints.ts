/** Paths of the license case history API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const LICENSE_CASE_HISTORY_ENDPOINTS = {
  /** Case history of one license of a company. */
  list: '/api/licenseCaseHistory/getall',
} as const;
