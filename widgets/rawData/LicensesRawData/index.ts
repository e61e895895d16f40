export { LicensesRawData, LICENSES_RAW_DATA_HEADING, type LicensesRawDataProps } from './LicensesRawData';
