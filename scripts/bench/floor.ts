// The floor under a page with one <insights-company-list>: the libraries such an element cannot avoid (React,
// react-dom, styled-components, TanStack Query, r2wc, TanStack Table), each used minimally in one custom element,
// bundled with esbuild (minified, production) in the same bench run. The one-tag page is compared with it (issue 22).
import { gzipSync } from 'node:zlib';
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

/** gzip -9 bytes of the floor bundle. */
export async function floorBytes(): Promise<number> {
  const result = await build({
    stdin: { contents: FLOOR_ENTRY, resolveDir: process.cwd(), loader: 'js' },
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
