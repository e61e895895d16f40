export { LicensedCompanies, LICENSED_COMPANIES_HEADING, type LicensedCompaniesProps } from './LicensedCompanies';
export { useLicensedCompaniesPage, useLicensedCompanyLookups } from './useLicensedCompanies';
