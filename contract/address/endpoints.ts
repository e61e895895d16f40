/** Paths of the address API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const ADDRESS_ENDPOINTS = {
  /** The states of the filter panel. */
  states: '/api/address/GetStates',
  /** A company's addresses (company detail). */
  list: '/api/Address/getall',
} as const;
