import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/createApiClient';
import type { RawDataKind } from '../../core/api/rawData';
import { useApiContext } from '../../core/api/queryScope';

/** The files list of one raw data screen. Per user: the licenses file's premium columns depend on who asks. */
export function useRawDataFiles<Row>(kind: RawDataKind, load: (api: ApiClient, signal?: AbortSignal) => Promise<Row[]>) {
  const ctx = useApiContext();
  return useQuery({ queryKey: [...ctx.user, 'raw-data', kind], queryFn: ({ signal }) => load(ctx.api, signal) });
}
