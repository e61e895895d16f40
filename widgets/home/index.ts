/** @insights/widgets/home — Home: the license map and summary. Only this area's code (and the shared core) comes with it. */
export { LicenseSummary, type LicenseSummaryProps } from './LicenseSummary';
export { LicenseMap, type LicenseMapProps } from './LicenseMap';
