import type { LatencyCase } from '../latency';

export const notificationCases: LatencyCase[] = [
  {
    name: 'POST /api/Notification/GetAll (page 1 of 50)',
    method: 'POST',
    path: '/api/Notification/GetAll',
    body: { PageNumber: 1, PageSize: 50, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false },
  },
];
