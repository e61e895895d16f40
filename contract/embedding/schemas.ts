/**
 * Requests and replies of the Embedding settings (issue 28): intranet clients, each a public OIDC client (code +
 * PKCE) registered for one tenant, with the pages it may return to.
 */
import { z } from 'zod';
import { isoDateTime, messageReply } from '../http';

export { INTRANET_CLIENT_MESSAGES, intranetClientBody, type IntranetClientBody } from './forms';

export const intranetClientParams = z.object({ clientId: z.string().min(1).max(100) });

export const intranetClient = z.object({
  /** The public OIDC client_id the intranet page signs in with. */
  clientId: z.string(),
  name: z.string(),
  tenantClientId: z.string(),
  tenantName: z.string(),
  redirectUris: z.array(z.string()),
  postLogoutRedirectUris: z.array(z.string()),
  createdOn: isoDateTime,
  updatedOn: isoDateTime,
});
export type IntranetClient = z.output<typeof intranetClient>;

export const embeddingTenant = z.object({ clientID: z.string(), clientName: z.string() });

export const intranetClientsReply = z.object({ intranetClients: z.array(intranetClient), tenants: z.array(embeddingTenant) });
export type IntranetClientsReply = z.output<typeof intranetClientsReply>;

/** Register and change answer the message and the record as stored (with its client_id). */
export const intranetClientSavedReply = messageReply.extend({ intranetClient });
export type IntranetClientSavedReply = z.output<typeof intranetClientSavedReply>;
