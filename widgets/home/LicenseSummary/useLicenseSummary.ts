import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { licenseQueries } from '../../core/api/licenses';
import { useApiContext } from '../../core/api/queryScope';
import { summaryTotals, visibleSummaryRows } from './summaryRows';

export function useLicenseSummary() {
  const query = useQuery(licenseQueries.stateWiseCount(useApiContext()));
  const rows = useMemo(() => visibleSummaryRows(query.data ?? []), [query.data]);
  const totals = useMemo(() => summaryTotals(rows), [rows]);
  return { ...query, rows, totals };
}
