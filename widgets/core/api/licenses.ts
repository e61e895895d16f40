import type { ApiClient } from './createApiClient';

/** GET /api/License/GetStateWiseLicenseCount, one row as the server sends it. */
export interface StateLicenseCountWire {
  state?: string | null;
  stateName?: string | null;
  gas?: number | null;
  electric?: number | null;
  totalLicenses?: number | null;
  abc?: number | null;
  supplier?: number | null;
}

/** The wire names are already camelCase, so the TypeScript type keeps them. */
export type StateLicenseCount = StateLicenseCountWire;

export async function getStateWiseLicenseCount(api: ApiClient, signal?: AbortSignal): Promise<StateLicenseCount[]> {
  const reply = await api.get<{ licenseDetails?: StateLicenseCountWire[] | null } | null>(
    '/api/License/GetStateWiseLicenseCount',
    { signal },
  );
  return reply?.licenseDetails ?? [];
}
