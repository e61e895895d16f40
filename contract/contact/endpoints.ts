/** Paths of the contact API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const CONTACT_ENDPOINTS = {
  /** A company's contacts (company detail). */
  list: '/api/contact/getall',
} as const;
