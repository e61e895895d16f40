import { Fragment } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { NotAuthorizedPage, NotEnoughAccessPage, SignInRedirect } from '../pages/accessPages';
import { decideAccess } from './access';
import type { PortalRoute } from './types';

/** Applies the route's guard, then hands the parsed URL to its `render`. */
export function RouteGate({ route }: { route: PortalRoute }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();

  switch (decideAccess(route, pathname, session)) {
    case 'signIn':
      return <SignInRedirect />;
    case 'notAuthorized':
      return <NotAuthorizedPage />;
    case 'notEnoughAccess':
      return <NotEnoughAccessPage />;
    default:
      // Keyed by path: moving between two routes never reuses one screen's state for another.
      return <Fragment key={route.path}>{route.render({ params, query })}</Fragment>;
  }
}
