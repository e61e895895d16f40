/** Paths of the licenses API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const LICENSES_ENDPOINTS = {
  stateWiseLicenseCount: '/api/License/GetStateWiseLicenseCount',
  /** A company's latest licenses (company detail), or a client's own company's (dashboard's My Licenses). */
  getAll: '/api/license/getall',
} as const;
