import { startTransition, useEffect, useReducer, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { ScreenLoading } from '../layout/ScreenLoading';
import { NotAuthorizedPage, NotEnoughAccessPage, SignInRedirect } from '../pages/accessPages';
import { decideAccess } from './access';
import type { ScreenCode } from './lazyScreen';
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
      return <WhenCodeArrived key={route.path} code={route.preload}>{route.render({ params, query })}</WhenCodeArrived>;
  }
}

/**
 * The screen once its code has arrived, the loading spinner until then, without suspending. A screen that suspends
 * shows the Shell's Suspense fallback, and React then holds the screen back until 300 ms after that fallback (its
 * Suspense throttling), its data requests with it: on a cold start that was 200–300 ms of idle main thread before the
 * screen's API calls. Here the screen comes in an ordinary update as soon as its code is there. A failed download
 * renders the screen anyway: its lazy part tries again and shows the failure (ScreenErrorBoundary).
 */
function WhenCodeArrived({ code, children }: { code: ScreenCode<unknown> | undefined; children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const waiting = code !== undefined && code.loaded === undefined && !failed;
  useEffect(() => {
    if (!waiting || !code) return undefined;
    let live = true;
    code().then(
      // In the background: the screen's first render (its form, cards and tables) is built in slices between other
      // work, not as one task when its code arrives (Lighthouse's Total Blocking Time on a cold /ranking, /pricing).
      () => live && startTransition(() => arrived()),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, waiting]);
  return waiting ? <ScreenLoading /> : children;
}
