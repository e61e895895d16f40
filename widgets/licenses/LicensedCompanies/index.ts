export { LicensedCompanies, LICENSED_COMPANIES_HEADING, type LicensedCompaniesProps } from './LicensedCompanies';
