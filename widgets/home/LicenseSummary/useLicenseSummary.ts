import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../core/api/useApi';
import { getStateWiseLicenseCount } from '../../core/api/licenses';
import { useInsights } from '../../core/config/context';
import { summaryTotals, visibleSummaryRows } from './summaryRows';

export function useLicenseSummary() {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  // The base URL is part of the key so two differently configured hosts never share cached data.
  const query = useQuery({
    queryKey: ['insights', apiBaseUrl, 'license-summary'],
    queryFn: ({ signal }) => getStateWiseLicenseCount(api, signal),
  });
  const rows = useMemo(() => visibleSummaryRows(query.data ?? []), [query.data]);
  const totals = useMemo(() => summaryTotals(rows), [rows]);
  return { ...query, rows, totals };
}
