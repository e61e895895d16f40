/** @insights/widgets/rawData — Raw data: licenses and offers. Only this area's code (and the shared core) comes with it. */
export { LicensesRawData, type LicensesRawDataProps } from './LicensesRawData';
export { OffersRawData, type OffersRawDataProps } from './OffersRawData';
