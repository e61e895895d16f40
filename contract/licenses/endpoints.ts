/** Paths of the licenses API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const LICENSES_ENDPOINTS = {
  stateWiseLicenseCount: '/api/License/GetStateWiseLicenseCount',
} as const;
