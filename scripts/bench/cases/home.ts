import type { LatencyCase } from '../latency';

export const homeCases: LatencyCase[] = [
  { name: 'GET /api/License/GetStateWiseLicenseCount', method: 'GET', path: '/api/License/GetStateWiseLicenseCount' },
];
