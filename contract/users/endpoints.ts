/**
 * Paths of the user-administration API area (spec 2 §7). Plain strings: widgets import these at run time.
 * `:clientId` is a path parameter; build a concrete path with `clientPath`.
 *
 * Methods (spec 2 leaves some "update-style"; these are the reference server's choices):
 * - users          GET    ?PageNumber&PageSize&SearchTerm&FirstName&LastName&EmailAddress&StatusCode&Role&orderBy&ascendingOrder&userId
 * - user           POST   create (body: user fields + password)
 *                  PUT    update (body: id + user fields)
 *                  DELETE ?userId&secureId
 * - statusUpdate   PUT    ?userId&statusCode&secureId   (no body)
 * - passwordReset  POST   ?userId                       (no body)
 * - userInfo       POST   body { userId }                (numeric id, or the secureId; the caller's own record for members)
 * - audit          GET    ?userId                       (not in the spec: the user overview's last 20 admin actions)
 * - addonsAndClients POST body {} to load, { clientId, addOnIds } to save one client's full add-on list
 * - modules        GET                                 (not in the spec: the modules the client's add-ons allow)
 */
export const USERS_ENDPOINTS = {
  users: '/api/client/:clientId/users',
  user: '/api/client/:clientId/user',
  statusUpdate: '/api/client/:clientId/user/status-update',
  passwordReset: '/api/client/:clientId/user/password-reset',
  userInfo: '/api/client/:clientId/userInfo',
  audit: '/api/client/:clientId/user/audit',
  addonsAndClients: '/api/client/addons-and-clients',
  modules: '/api/client/:clientId/modules',
} as const;

/** `/api/client/:clientId/...` with the client id filled in (encoded). */
export function clientPath(path: string, clientId: string): string {
  return path.replace(':clientId', encodeURIComponent(clientId));
}
