/** @insights/widgets/companies — Companies: list and detail. Only this area's code (and the shared core) comes with it. */
export { CompanyList, type CompanyListProps } from './CompanyList';
export { CompanyDetail, type CompanyDetailProps } from './CompanyDetail';
export { LicenseTimeline, type LicenseTimelineProps } from './LicenseTimeline';
