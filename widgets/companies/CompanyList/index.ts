export { CompanyList, COMPANY_LIST_HEADING, type CompanyListProps } from './CompanyList';
export { stateFromParams, queryOfState, type ListParams } from './listState';
