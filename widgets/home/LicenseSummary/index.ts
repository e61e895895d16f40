export { LicenseSummary, LICENSE_SUMMARY_HEADING, type LicenseSummaryProps } from './LicenseSummary';
export { useLicenseSummary } from './useLicenseSummary';
