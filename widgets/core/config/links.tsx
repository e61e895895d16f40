import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useInsights } from './context';
import { buildPath, type QueryValue, type RouteName } from './routes';

export interface LinkHelpers {
  /** App path of a named route, e.g. path('companies', {}, { StateCode: 'TX' }) → '/companies?StateCode=TX'. */
  path: (route: RouteName, params?: Record<string, string | number>, query?: Record<string, QueryValue>) => string;
  /** What goes into <a href>: the app path prefixed with config.portalUrl. */
  href: (appPath: string) => string;
  /** Click handler that hands plain left clicks to the host's navigate (other clicks keep browser behaviour). */
  onClick: (appPath: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function useLink(): LinkHelpers {
  const { routes, portalUrl, navigate } = useInsights();
  const path = useCallback<LinkHelpers['path']>(
    (route, params, query) => buildPath(routes[route], params, query),
    [routes],
  );
  const href = useCallback((appPath: string) => `${portalUrl}${appPath}`, [portalUrl]);
  const onClick = useCallback(
    (appPath: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      // Without navigate, or for new-tab/new-window clicks, the real href does the work.
      if (!navigate || !isPlainLeftClick(event)) return;
      event.preventDefault();
      navigate(appPath);
    },
    [navigate],
  );
  return { path, href, onClick };
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
