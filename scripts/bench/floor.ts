// Floors: the libraries a page cannot avoid, each used minimally, bundled with esbuild (minified, production) in the
// same bench run, so a library update moves a page's figure and its floor together.
// - a page with one <insights-company-list> (issue 22): React, react-dom, styled-components, TanStack Query, r2wc,
//   TanStack Table, in one custom element;
// - the portal's Home signed in (issue 38): React, react-dom, react-router, styled-components, TanStack Query and
//   Table, oidc-client-ts (the sign-in) and SignalR (the bell's realtime connection).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const FLOOR_ENTRY = `
import { createElement as h } from 'react';
import { styled } from 'styled-components';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import r2wc from '@r2wc/react-to-web-component';
import { tableFeatures, useTable } from '@tanstack/react-table';

const features = tableFeatures({});
const columns = [{ accessorKey: 'name', header: 'Name' }];
const Cell = styled.td\`padding: 4px;\`;
const client = new QueryClient();

function List() {
  const { data = [] } = useQuery({ queryKey: ['rows'], queryFn: () => fetch('/rows').then((r) => r.json()) });
  const table = useTable({ features, columns, data });
  return h('table', null, h('tbody', null, table.getRowModel().rows.map((row) =>
    h('tr', { key: row.id }, row.getAllCells().map((cell) => h(Cell, { key: cell.id }, h(table.FlexRender, { cell })))))));
}

customElements.define('floor-list', r2wc(() => h(QueryClientProvider, { client }, h(List)), { shadow: 'open' }));
`;

const HOME_FLOOR_ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router';
import { styled } from 'styled-components';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { tableFeatures, useTable } from '@tanstack/react-table';
import { UserManager } from 'oidc-client-ts';
import { HubConnectionBuilder } from '@microsoft/signalr';

const users = new UserManager({ authority: location.origin + '/oidc', client_id: 'portal', redirect_uri: location.origin + '/auth/callback' });
const hub = new HubConnectionBuilder().withUrl('/hub', { accessTokenFactory: () => users.getUser().then((u) => u?.access_token ?? '') }).build();
hub.on('notify', (n) => console.log(n));
const features = tableFeatures({});
const columns = [{ accessorKey: 'name', header: 'Name' }];
const Cell = styled.td\`padding: 4px;\`;
const client = new QueryClient();

function Home() {
  const { data = [] } = useQuery({ queryKey: ['rows'], queryFn: () => fetch('/rows').then((r) => r.json()) });
  const table = useTable({ features, columns, data });
  return h('main', null, h(Link, { to: '/companies' }, 'Companies'), h('table', null, h('tbody', null, table.getRowModel().rows.map((row) =>
    h('tr', { key: row.id }, row.getAllCells().map((cell) => h(Cell, { key: cell.id }, h(table.FlexRender, { cell }))))))));
}

const router = createBrowserRouter([{ path: '/', element: h(Home) }]);
users.getUser().then((user) => {
  if (!user) return users.signinRedirect();
  void hub.start();
  createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client }, h(RouterProvider, { router })));
});
`;

/** gzip -9 bytes of the one-tag floor bundle (a page with one <insights-company-list>). */
export function floorBytes(): Promise<number> {
  return floorOf(FLOOR_ENTRY);
}

/**
 * gzip -9 bytes of the portal Home's floor. react-router resolves to its production build, as the portal's own
 * production build does (portal/vite.config.ts: the package's exports point every condition at its development build).
 */
export function homeFloorBytes(): Promise<number> {
  return floorOf(HOME_FLOOR_ENTRY, {
    'react-router': fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  });
}

async function floorOf(entry: string, alias: Record<string, string> = {}): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    alias,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
}
