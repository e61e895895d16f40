import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { licenseQueries } from '../../core/api/licenses';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { summaryTotals, visibleSummaryRows } from './summaryRows';

export function useLicenseSummary() {
  // Deferred (useDeferredQuery): the table of every state is built in a background render of short tasks.
  const query = useDeferredQuery(useQuery(licenseQueries.stateWiseCount(useApiContext())));
  const rows = useMemo(() => visibleSummaryRows(query.data ?? []), [query.data]);
  const totals = useMemo(() => summaryTotals(rows), [rows]);
  return { ...query, rows, totals };
}
