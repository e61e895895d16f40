import { hasModule, type Session } from '@insights/widgets';
import { isPublicPath } from './publicPaths';

/** What a route needs beyond Insights access (spec 1 §2, §6; spec 2 §6). All given conditions must hold. */
export interface RouteRequirement {
  admin?: boolean;
  superAdmin?: boolean;
  /** A module name from the `insightsModules` claim, e.g. 'pricing' or 'ranking'. */
  module?: string;
}

/**
 * - 'public': no sign-in (any path beginning with /public is public whatever its route says).
 * - 'signedIn': any signed-in user, with or without Insights access (sign-out, access-denied, not-found).
 * - 'insights' (default): signed in with 'access:INS', then the route's requirement.
 */
export type RouteAccess = 'public' | 'signedIn' | 'insights';

export type AccessDecision = 'allow' | 'signIn' | 'notAuthorized' | 'notEnoughAccess';

type SessionRights = Pick<Session, 'isAdmin' | 'isSuperAdmin' | 'modules' | 'hasInsights'>;

export { isPublicPath };

/** An empty requirement is always met. */
export function meetsRequirement(session: Omit<SessionRights, 'hasInsights'>, requirement?: RouteRequirement): boolean {
  if (!requirement) return true;
  if (requirement.superAdmin && !session.isSuperAdmin) return false;
  if (requirement.admin && !session.isAdmin) return false;
  return hasModule(session, requirement.module);
}

export function decideAccess(
  route: { access?: RouteAccess; requires?: RouteRequirement },
  pathname: string,
  session: SessionRights | null,
): AccessDecision {
  const access = route.access ?? 'insights';
  if (access === 'public' || isPublicPath(pathname)) return 'allow';
  if (!session) return 'signIn';
  if (access === 'signedIn') return 'allow';
  if (!session.hasInsights) return 'notAuthorized';
  return meetsRequirement(session, route.requires) ? 'allow' : 'notEnoughAccess';
}
