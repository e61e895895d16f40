import { queryOptions } from '@tanstack/react-query';
import { RAW_DATA_ENDPOINTS as PATHS } from '../../../contract/rawData/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  downloadLinkReply, licensesRawDataRow, offersRawDataRow, RawDataKind as Kind,
} from '../../../contract/rawData/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** Fields the screens read defensively: other deployments of the same API may leave them out. */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** GET licensesRawData: one file per state and commodity, with the kinds of company it holds. */
export type LicensesRawDataRow = Optional<Wire<typeof licensesRawDataRow>, 'stateName'>;

/** GET OffersRawData: one file per state and commodity, with the kinds of offer it holds. */
export type OffersRawDataRow = Optional<Wire<typeof offersRawDataRow>, 'stateName'>;

export type RawDataKind = Kind;

/** The row of each kind's files list. */
export interface RawDataRows {
  licenses: LicensesRawDataRow;
  offers: OffersRawDataRow;
}

const LIST_PATHS: Record<RawDataKind, string> = { licenses: PATHS.licenses, offers: PATHS.offers };
const LINK_PATHS: Record<RawDataKind, string> = { licenses: PATHS.downloadLicenses, offers: PATHS.downloadOffers };

/** The files of one kind: one per state and commodity. */
export async function getRawDataFiles<K extends RawDataKind>(api: ApiClient, kind: K, signal?: AbortSignal): Promise<RawDataRows[K][]> {
  const reply = await api.get<Tolerant<{ data: RawDataRows[K][] }> | null>(LIST_PATHS[kind], { signal });
  return reply?.data ?? [];
}

/** The short-lived, signed URL of one file ('data' of spec 1 §7), valid for the signed-in user only. */
export async function getRawDataDownloadUrl(api: ApiClient, file: { kind: RawDataKind; id: number }, signal?: AbortSignal): Promise<string> {
  const reply = await api.get<Tolerant<Wire<typeof downloadLinkReply>> | string | null>(`${LINK_PATHS[file.kind]}/${file.id}`, { signal });
  const url = typeof reply === 'string' ? reply : reply?.data;
  if (!url) throw new Error('The server did not return a download link.');
  return url;
}

/**
 * Keyed per user: raw data is an entitlement (a user without Insights access is refused, and the files behind the
 * list carry premium columns only for users with premium data), so one user's list must not serve another.
 */
export const rawDataQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'raw-data'] as const,
  files: <K extends RawDataKind>(ctx: ApiContext, kind: K) =>
    queryOptions({
      queryKey: [...rawDataQueries.all(ctx), kind, 'files'] as const,
      queryFn: ({ signal }) => getRawDataFiles(ctx.api, kind, signal),
    }),
};
