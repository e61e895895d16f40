import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import type { StateLicenseCount } from '../../core/api/licenses';
import { licenseQueries } from '../../core/api/licenses';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';

/**
 * The Home table's own query (same options, so the same cache key): on Home the map and the table share one
 * GET /api/License/GetStateWiseLicenseCount. Rows keyed by state code; rows without a code carry nothing to draw.
 */
export function useLicenseMap() {
  // Deferred (useDeferredQuery): the fifty state shapes are coloured in a background render of short tasks.
  const query = useDeferredQuery(useQuery(licenseQueries.stateWiseCount(useApiContext())));
  const byState = useMemo(() => {
    const map = new Map<string, StateLicenseCount>();
    for (const row of query.data ?? []) if (row.state) map.set(row.state.toUpperCase(), row);
    return map;
  }, [query.data]);
  return { ...query, byState };
}
