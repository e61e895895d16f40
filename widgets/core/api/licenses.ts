import { queryOptions } from '@tanstack/react-query';
import { LICENSES_ENDPOINTS } from '../../../contract/licenses/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type { stateWiseLicenseCountReply } from '../../../contract/licenses/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** One row of the home summary, as GET /api/License/GetStateWiseLicenseCount sends it (names already camelCase). */
export type StateLicenseCount = Tolerant<Wire<typeof stateWiseLicenseCountReply>['licenseDetails'][number]>;

export async function getStateWiseLicenseCount(api: ApiClient, signal?: AbortSignal): Promise<StateLicenseCount[]> {
  const reply = await api.get<Wire<typeof stateWiseLicenseCountReply> | null>(LICENSES_ENDPOINTS.stateWiseLicenseCount, { signal });
  return reply?.licenseDetails ?? [];
}

/** The counts are the same for every user. */
export const licenseQueries = {
  all: (ctx: ApiContext) => [...ctx.shared, 'licenses'] as const,
  stateWiseCount: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...licenseQueries.all(ctx), 'state-wise-count'] as const,
      queryFn: ({ signal }) => getStateWiseLicenseCount(ctx.api, signal),
    }),
};
