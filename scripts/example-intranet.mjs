// `npm run example:intranet`: serves examples/intranet-sso.html on its own origin (default http://localhost:3001),
// as a client intranet would, next to a running Insights server (INSIGHTS_URL, default http://localhost:3000).
// The Insights server registers its public client 'insights-intranet-example' for this page when INTRANET_CLIENTS is
// unset (http://localhost:3001/intranet-sso.html); on another port, register it with INTRANET_CLIENTS (docs/embedding.md).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.EXAMPLE_PORT ?? 3001);
const insightsUrl = (process.env.INSIGHTS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const app = Fastify();
await app.register(fastifyStatic, { root: here('../examples'), index: false });
await app.register(fastifyStatic, {
  root: here('../node_modules/oidc-client-ts/dist/browser'),
  prefix: '/vendor/',
  decorateReply: false,
});
app.get('/insights-url.js', (_request, reply) => {
  reply.type('text/javascript').send(`window.INSIGHTS_URL = ${JSON.stringify(insightsUrl)};\n`);
});
app.get('/', (_request, reply) => reply.redirect('/intranet-sso.html'));

await app.listen({ port, host: 'localhost' });
console.log(`Example intranet at http://localhost:${port}/intranet-sso.html (Insights at ${insightsUrl}).`);
