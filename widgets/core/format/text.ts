/** The license-type display rule is shared with the server's raw-data files: it lives in contract/. */
export { formatLicenseType } from '../../../contract/format/text';
