import { queryOptions } from '@tanstack/react-query';
import { EMBEDDING_ENDPOINTS, intranetClientPath } from '../../../contract/embedding/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type { IntranetClientBody } from '../../../contract/embedding/forms';
import type { intranetClientSavedReply, intranetClientsReply } from '../../../contract/embedding/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** One intranet client as the Embedding settings show it. */
export interface IntranetClientRow {
  clientId: string;
  name: string;
  tenantClientId: string;
  tenantName: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface EmbeddingSettings {
  intranetClients: IntranetClientRow[];
  tenants: { id: string; name: string }[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export async function getEmbeddingSettings(api: ApiClient, signal?: AbortSignal): Promise<EmbeddingSettings> {
  const reply = await api.get<Tolerant<Wire<typeof intranetClientsReply>> | null>(EMBEDDING_ENDPOINTS.intranetClients, { signal });
  return {
    intranetClients: (reply?.intranetClients ?? [])
      .filter((c) => typeof c?.clientId === 'string')
      .map((c) => ({
        clientId: c.clientId,
        name: c.name ?? c.clientId,
        tenantClientId: c.tenantClientId ?? '',
        tenantName: c.tenantName ?? '',
        redirectUris: strings(c.redirectUris),
        postLogoutRedirectUris: strings(c.postLogoutRedirectUris),
      })),
    tenants: (reply?.tenants ?? []).map((t) => ({ id: String(t?.clientID ?? ''), name: String(t?.clientName ?? '') })).filter((t) => t.id),
  };
}

type SavedReply = Tolerant<Wire<typeof intranetClientSavedReply>> | null;

/** Registers (no clientId) or changes (clientId) an intranet client; answers the server's message. */
export async function saveIntranetClient(api: ApiClient, body: IntranetClientBody, clientId?: string): Promise<string> {
  const reply = clientId
    ? await api.put<SavedReply>(intranetClientPath(clientId), body)
    : await api.post<SavedReply>(EMBEDDING_ENDPOINTS.intranetClients, body);
  return typeof reply?.data === 'string' ? reply.data : '';
}

export async function removeIntranetClient(api: ApiClient, clientId: string): Promise<string> {
  const reply = await api.delete<{ data?: string } | null>(intranetClientPath(clientId));
  return typeof reply?.data === 'string' ? reply.data : '';
}

export const embeddingQueries = {
  settings: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...ctx.user, 'embedding', 'intranet-clients'] as const,
      queryFn: ({ signal }) => getEmbeddingSettings(ctx.api, signal),
    }),
};
