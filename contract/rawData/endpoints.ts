/** Paths of the raw data API area (spec 1 §7). Plain strings: widgets import these at run time. */
export const RAW_DATA_ENDPOINTS = {
  licenses: '/api/RawData/licensesRawData',
  offers: '/api/RawData/OffersRawData',
  /** GET `${downloadLicenses}/${id}`: a signed, short-lived URL of one licenses file. */
  downloadLicenses: '/api/RawData/downloadLicensesRawData',
  /** GET `${downloadOffers}/${id}`: a signed, short-lived URL of one offers file. */
  downloadOffers: '/api/RawData/downloadOffersRawData',
  /**
   * The CSV file behind a download URL. Outside /api: the browser navigates there without a bearer token, the
   * signed token in the query is the credential.
   */
  file: '/downloads/raw-data',
} as const;
