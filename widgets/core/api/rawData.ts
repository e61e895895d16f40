import type { ApiClient } from './createApiClient';

/** GET /api/RawData/licensesRawData: one file per state and commodity, with the kinds of company it holds. */
export interface LicensesRawDataRow {
  id: number;
  /** Two-letter code. */
  state: string;
  stateName?: string;
  commodity: string;
  broker: boolean;
  supplier: boolean;
  aggregator: boolean;
}

/** GET /api/RawData/OffersRawData: one file per state and commodity, with the kinds of offer it holds. */
export interface OffersRawDataRow {
  id: number;
  state: string;
  stateName?: string;
  commodity: string;
  supplier: boolean;
  utility: boolean;
  residential: boolean;
  smallCommercial: boolean;
}

export type RawDataKind = 'licenses' | 'offers';

async function list<T>(api: ApiClient, path: string, signal?: AbortSignal): Promise<T[]> {
  const reply = await api.get<{ data?: T[] | null } | null>(path, { signal });
  return reply?.data ?? [];
}

export const getLicensesRawData = (api: ApiClient, signal?: AbortSignal) => list<LicensesRawDataRow>(api, '/api/RawData/licensesRawData', signal);
export const getOffersRawData = (api: ApiClient, signal?: AbortSignal) => list<OffersRawDataRow>(api, '/api/RawData/OffersRawData', signal);

/** The short-lived, signed URL of one file ('data' of spec 1 §7). */
export async function getRawDataDownloadUrl(api: ApiClient, kind: RawDataKind, id: number, signal?: AbortSignal): Promise<string> {
  const path = kind === 'licenses' ? `/api/RawData/downloadLicensesRawData/${id}` : `/api/RawData/downloadOffersRawData/${id}`;
  const reply = await api.get<{ data?: string | null } | string | null>(path, { signal });
  const url = typeof reply === 'string' ? reply : reply?.data;
  if (!url) throw new Error('The server did not return a download link.');
  return url;
}
