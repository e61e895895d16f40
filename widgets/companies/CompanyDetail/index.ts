export { CompanyDetail, NOT_FOUND_TEXT, type CompanyDetailProps } from './CompanyDetail';
