import type { LatencyCase } from '../latency';

const list = (body: Record<string, unknown>) => ({ PageNumber: 1, PageSize: 50, ...body });

export const companyCases: LatencyCase[] = [
  {
    name: 'POST /api/company/getall search+filters+sort (50 rows)',
    method: 'POST',
    path: '/api/company/getall',
    body: list({ SearchTerm: 'energy', stateCode: 'TX', licenseType: 'ABC', commodity: 1, orderBy: 'legalName', ascendingOrder: true }),
  },
  {
    name: 'POST /api/company/getall search+sort licenseCount desc',
    method: 'POST',
    path: '/api/company/getall',
    body: list({ SearchTerm: 'power', orderBy: 'licenseCount', ascendingOrder: false }),
  },
  { name: 'POST /api/company/getall page 20, no filter', method: 'POST', path: '/api/company/getall', body: list({ PageNumber: 20 }) },
  { name: 'POST /api/company/SearchCompany (limit 50)', method: 'POST', path: '/api/company/SearchCompany', body: { Search: 'energy', Limit: 50 } },
  { name: 'GET /api/company/{companyId}', method: 'GET', path: '/api/company/A1B2C3D4-0000-4000-8000-00000000A001' },
  {
    name: 'POST /api/license/getall',
    method: 'POST',
    path: '/api/license/getall',
    body: { PageNumber: 1, PageSize: 50, SearchTerm: '', companyId: 'a1b2c3d4-0000-4000-8000-00000000a001' },
  },
];
