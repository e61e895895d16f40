/** Paths of the public page API area (spec 2 §7): no sign-in. Plain strings: widgets import these at run time. */
export const PUBLIC_PAGE_ENDPOINTS = {
  firstToWorst: '/public/PublicPage/firstToWorst',
  /** `{domain}.svg`: the `logoUrl` template of the configuration. */
  logo: '/public/logos/:file',
} as const;
