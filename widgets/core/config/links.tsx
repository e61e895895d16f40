import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useInsights } from './context';
import { buildPath, type QueryValue, type RouteName } from './routes';
import { useHostEvents } from '../events/HostEventsContext';
import { navigateDetail } from '../events/navigateDetail';

export interface LinkHelpers {
  /** App path of a named route, e.g. path('companies', {}, { StateCode: 'TX' }) → '/companies?StateCode=TX'. */
  path: (route: RouteName, params?: Record<string, string | number>, query?: Record<string, QueryValue>) => string;
  /** What goes into <a href>: the app path prefixed with config.portalUrl. */
  href: (appPath: string) => string;
  /**
   * Click handler for a plain left click: tells the host first (`insights-navigate`, which it may cancel), then hands
   * the move to the host's navigate; other clicks (new tab, new window) keep browser behaviour.
   */
  onClick: (appPath: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * A move that is not a link (after a merge or a delete): the same event first, then the host's navigate. False when
   * the host cancelled it.
   */
  go: (appPath: string) => boolean;
}

export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function useLink(): LinkHelpers {
  const { routes, portalUrl, navigate } = useInsights();
  const { emit } = useHostEvents();
  const path = useCallback<LinkHelpers['path']>(
    (route, params, query) => buildPath(routes[route], params, query),
    [routes],
  );
  const href = useCallback((appPath: string) => `${portalUrl}${appPath}`, [portalUrl]);
  const onClick = useCallback(
    (appPath: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainLeftClick(event)) return;
      if (!emit('insights-navigate', navigateDetail(routes, appPath))) {
        event.preventDefault();
        return;
      }
      // Without navigate the real href does the work.
      if (!navigate) return;
      event.preventDefault();
      navigate(appPath);
    },
    [navigate, emit, routes],
  );
  const go = useCallback(
    (appPath: string) => {
      if (!emit('insights-navigate', navigateDetail(routes, appPath))) return false;
      navigate?.(appPath);
      return true;
    },
    [navigate, emit, routes],
  );
  return { path, href, onClick, go };
}

export interface InsightsLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App path ('/companies?StateCode=TX'); rendered with the portalUrl prefix. */
  href: string;
}

export function InsightsLink({ href, onClick, ...rest }: InsightsLinkProps) {
  const link = useLink();
  const navigateOnClick = link.onClick(href);
  return (
    <a
      {...rest}
      href={link.href(href)}
      onClick={(event) => {
        onClick?.(event);
        navigateOnClick(event);
      }}
    />
  );
}
