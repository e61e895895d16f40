import { Route, Routes } from 'react-router';
import { Shell } from '../layout/Shell';
import { RouteGate } from './RouteGate';
import { routes } from './routeTable';
import type { PortalRoute } from './types';

const byLayout = (layout: 'shell' | 'bare') => (route: PortalRoute) => (route.layout ?? 'shell') === layout;

export function PortalRoutes({ table = routes }: { table?: PortalRoute[] }) {
  const toRoute = (route: PortalRoute) => <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />;
  return (
    <Routes>
      {table.filter(byLayout('bare')).map(toRoute)}
      <Route element={<Shell table={table} />}>{table.filter(byLayout('shell')).map(toRoute)}</Route>
    </Routes>
  );
}
