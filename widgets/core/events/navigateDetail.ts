import type { RouteMap } from '../config/routes';
import type { HostEventDetails } from './hostEvents';

/**
 * The `insights-navigate` detail of an app path: which route of the map it is and its parameters, so a host can act
 * on `route === 'company'` and `params.companyId` without parsing URLs. Query values join the path's parameters.
 */
export function navigateDetail(routes: RouteMap, appPath: string): HostEventDetails['insights-navigate'] {
  const [pathname = '', query = ''] = appPath.split('?');
  const params: Record<string, string> = {};
  let route: string | null = null;
  for (const [name, template] of Object.entries(routes)) {
    const keys: string[] = [];
    const pattern = template
      .split(/(\{\w+\})/)
      .map((piece) => {
        const key = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (key) {
          keys.push(key);
          return '([^/]+)';
        }
        return piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      })
      .join('');
    const match = new RegExp(`^${pattern}/?$`, 'i').exec(pathname);
    if (!match) continue;
    route = name;
    keys.forEach((key, i) => (params[key] = decodeURIComponent(match[i + 1]!)));
    break;
  }
  new URLSearchParams(query).forEach((value, key) => (params[key] = value));
  return { path: appPath, route, params };
}
