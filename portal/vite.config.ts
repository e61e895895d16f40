import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { packageAliases } from '../scripts/packageAliases.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Everything the reference server answers; the dev server forwards it so `npm run dev` is one origin.
const serverUrl = process.env.INSIGHTS_SERVER_URL || 'http://localhost:3000';
const proxied = ['/api', '/oidc', '/common', '/public', '/portal-config.json', '/widgets', '/examples', '/docs'];

// react-router's package exports point every condition at its development build (warnings, invariant texts, extra
// checks: remix-run/react-router#12532, #14753); a production build takes the production files it ships beside them.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: here('../node_modules/react-router/dist/production/index.mjs') },
];

export default defineConfig(({ command, mode }) => {
  // A production build is a production build whatever the shell says: NODE_ENV=test (a build started from a test
  // runner) or development would otherwise bundle React's development files, several times slower to run.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: here('.'),
    base: '/',
    plugins: [react()],
    resolve: {
      // The portal consumes the widget package exactly as a third party would: through its public entry points.
      alias: mode === 'production' ? [...packageAliases, ...reactRouterProduction] : packageAliases,
      // A linked package otherwise loads React twice ("Cannot read properties of null (reading 'useContext')").
      dedupe: ['react', 'react-dom', 'styled-components'],
    },
    build: {
      outDir: here('dist'),
      emptyOutDir: true,
      sourcemap: true,
      // No <link rel=modulepreload> per dependency of a lazy chunk (Vite's helper appends one for each, about 30 for a
      // screen): under Lighthouse those insertions were one 40–65 ms task of every cold load (appendChild), while the
      // browser fetches a chunk's static imports itself as soon as it parses it (README, Performance).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What every signed-in page needs and rarely changes, in one chunk that stays cached across releases of
              // the portal and the widgets. Only packages of the first download: the screens' own libraries (charts,
              // tables, forms, the realtime client) stay in the chunks that load on demand.
              {
                name: 'vendor-react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@tanstack[\\/](query-core|react-query))[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        ...Object.fromEntries(proxied.map((path) => [path, { target: serverUrl, changeOrigin: false }])),
        '/notifications-alerts': { target: serverUrl, ws: true, changeOrigin: false },
      },
    },
    preview: { port: 5173 },
  };
});
