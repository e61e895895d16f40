import type { LatencyCase } from '../latency';

const PAGE = '/api/sqlserver/filteredMostRecentLicensedCompanies';
const COUNT = '/api/sqlserver/licensedCompaniesCount';
const UNSET = 'companyId=-1&companyType=-1&companyName=-1&companyStateId=-1&companyStateName=-1&companyCommodityId=-1&companyCommodityName=-1&companyLicenseType=-1';

/** The licensed companies page as the widget loads it: one page (50) and its count, unfiltered, filtered and deep. */
export const licensedCompaniesCases: LatencyCase[] = [
  { name: 'GET licensed companies page 1 (50, no filter)', method: 'GET', path: `${PAGE}?page=1&perPage=50&${UNSET}` },
  { name: 'GET licensed companies count (no filter)', method: 'GET', path: `${COUNT}?${UNSET}` },
  { name: 'GET licensed companies page 1 (TX state filter)', method: 'GET', path: `${PAGE}?page=1&perPage=50&companyStateName=Texas` },
  { name: 'GET licensed companies page 1 (Electric + Broker|n/a)', method: 'GET', path: `${PAGE}?page=1&perPage=50&companyCommodityId=1&companyLicenseType=Broker%7Cn%2Fa` },
  { name: 'GET licensed companies count (TX)', method: 'GET', path: `${COUNT}?companyStateName=Texas` },
  { name: 'GET licensed companies page 100 (50, no filter)', method: 'GET', path: `${PAGE}?page=100&perPage=50` },
  { name: 'GET licensed companies page 1 (500, no filter)', method: 'GET', path: `${PAGE}?page=1&perPage=500` },
  { name: 'GET licensedCompanyNames', method: 'GET', path: '/api/sqlserver/licensedCompanyNames' },
  // The Company select's calls (issue 25): its first page, then what a user types, from one letter to a word.
  { name: 'GET licensedCompanyNames picker limit=50', method: 'GET', path: '/api/sqlserver/licensedCompanyNames?limit=50' },
  { name: 'GET licensedCompanyNames picker search=e', method: 'GET', path: '/api/sqlserver/licensedCompanyNames?search=e&limit=50' },
  { name: 'GET licensedCompanyNames picker search=ener', method: 'GET', path: '/api/sqlserver/licensedCompanyNames?search=ener&limit=50' },
  { name: 'GET licensedCompanyNames picker search=keystone', method: 'GET', path: '/api/sqlserver/licensedCompanyNames?search=keystone&limit=50' },
  { name: 'GET RawData/licensesRawData', method: 'GET', path: '/api/RawData/licensesRawData' },
];
