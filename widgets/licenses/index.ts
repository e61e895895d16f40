/** @insights/widgets/licenses — Licensed companies. Only this area's code (and the shared core) comes with it. */
export { LicensedCompanies, type LicensedCompaniesProps } from './LicensedCompanies';
