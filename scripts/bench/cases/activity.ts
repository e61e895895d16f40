import type { LatencyCase } from '../latency';
import { ACTIVITY_ENDPOINTS } from '../../../contract/activity/endpoints';
import { monthRange } from '../../../contract/activity/schemas';

// Market activity (issue 36): the chart's default, 36 months up to this one, over every market and over one.
const thisMonth = new Date().toISOString().slice(0, 7);
const from = monthRange('2000-01', thisMonth).at(-36)!;

export const activityCases: LatencyCase[] = [
  { name: 'GET /api/License/GetActivity 36 months, every market', method: 'GET', path: `${ACTIVITY_ENDPOINTS.activity}?from=${from}&to=${thisMonth}` },
  {
    name: 'GET /api/License/GetActivity 36 months, TX Electric Supplier',
    method: 'GET',
    path: `${ACTIVITY_ENDPOINTS.activity}?from=${from}&to=${thisMonth}&stateCode=TX&commodity=Electric&licenseType=Supplier`,
  },
  { name: 'GET /api/License/GetExpiryOutlook every market', method: 'GET', path: ACTIVITY_ENDPOINTS.expiryOutlook },
  { name: 'GET /api/License/GetExpiryOutlook TX Broker', method: 'GET', path: `${ACTIVITY_ENDPOINTS.expiryOutlook}?stateCode=TX&licenseType=Broker` },
];
