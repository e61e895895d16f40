/**
 * Paths of the Embedding settings (issue 28): the intranet clients a super admin registers. Not in the specs.
 * - intranetClients GET    the list, with the clients (tenants) one can be registered for
 *                   POST   register one (body: name, tenantClientId, redirectUris, postLogoutRedirectUris)
 * - intranetClient  PUT    change one (same body)
 *                   DELETE remove one
 */
export const EMBEDDING_ENDPOINTS = {
  intranetClients: '/api/embedding/intranet-clients',
  intranetClient: '/api/embedding/intranet-clients/:clientId',
} as const;

/** `/api/embedding/intranet-clients/:clientId` with the id filled in (encoded). */
export function intranetClientPath(clientId: string): string {
  return EMBEDDING_ENDPOINTS.intranetClient.replace(':clientId', encodeURIComponent(clientId));
}
