// The static Storybook (`npm run build-storybook` → storybook-static/) on its own port, for the visual regression run
// (e2e/visual/playwright.config.ts starts it as its webServer).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
if (!existsSync(`${root}index.json`)) {
  console.error(`No Storybook build in ${root}: run \`npm run build-storybook\` first (npm run test:visual does).`);
  process.exit(1);
}
const port = Number(process.env.VISUAL_PORT || 6107);
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root });
await app.listen({ port, host: '127.0.0.1' });
console.log(`Storybook build served on http://127.0.0.1:${port}`);
