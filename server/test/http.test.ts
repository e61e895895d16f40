import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/testServer.js';

let server: TestServer;
let root: string;
const html = { accept: 'text/html,application/xhtml+xml' };
const bigScript = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'insights-static-'));
  for (const dir of ['portal/assets', 'widgets', 'examples']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'portal/index.html'), '<!doctype html><title>Insights portal</title><div id="root"></div>');
  writeFileSync(path.join(root, 'portal/assets/app-1234.js'), 'console.log("portal")');
  writeFileSync(path.join(root, 'widgets/insights-elements.js'), 'export const widgets = true;');
  writeFileSync(path.join(root, 'examples/intranet.html'), '<!doctype html><title>Intranet example</title>');
  writeFileSync(path.join(root, 'portal/assets/screen-Ab3_x-9Z.js'), bigScript);
  execFileSync(process.execPath, ['scripts/precompress.mjs', path.join(root, 'portal')]);
  server = await startTestServer({
    pricingMenu: true,
    staticDirs: { portal: path.join(root, 'portal'), widgets: path.join(root, 'widgets'), examples: path.join(root, 'examples') },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('/portal-config.json', () => {
  it('points the portal at this origin', async () => {
    const response = await fetch(`${server.baseUrl}/portal-config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      authority: `${server.baseUrl}/oidc`,
      clientId: 'insights-portal',
      scope: 'openid profile email access:INS',
      apiBaseUrl: '',
      pricingBaseUrl: '',
      hubUrl: '/notifications-alerts',
      logoUrl: '/public/logos/{domain}.svg',
      features: { pricingMenu: true },
    });
  });
});

describe('portal', () => {
  it('serves index.html for client-side routes', async () => {
    for (const route of ['/', '/companies', '/companies/6F1B7C2E-0D4A-4C3E-9A51-000000000001', '/settings/users/3/overview']) {
      const response = await fetch(`${server.baseUrl}${route}`, { headers: html });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Insights portal</title>');
    }
  });

  it('serves built assets and 404s missing ones instead of index.html', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("portal")');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('never answers server paths with the portal', async () => {
    expect((await fetch(`${server.baseUrl}/api/companies`, { headers: html })).status).toBe(401);
    for (const reserved of ['/public/none.png', '/common/x', '/notifications-alerts', '/widgets/none.js']) {
      const response = await fetch(`${server.baseUrl}${reserved}`, { headers: html });
      expect(response.status, reserved).toBe(404);
    }
  });

  it('serves the portal for a browser on a public page (any /public path needs no sign-in)', async () => {
    const page = await fetch(`${server.baseUrl}/public/first-to-worst`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Insights portal</title>');
    // Not a browser: the server's own /public namespace still answers 404.
    expect((await fetch(`${server.baseUrl}/public/first-to-worst`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('does not escape the portal folder', async () => {
    const response = await fetch(`${server.baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('says how to build it when the portal is missing', async () => {
    const index = path.join(root, 'portal/index.html');
    renameSync(index, `${index}.bak`);
    try {
      const response = await fetch(`${server.baseUrl}/companies`, { headers: html });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Portal not built: run npm run build');
    } finally {
      renameSync(`${index}.bak`, index);
    }
  });
});

describe('compression and caching', () => {
  const get = (url: string, encoding: string) => fetch(`${server.baseUrl}${url}`, { headers: { 'accept-encoding': encoding } });

  it('sends the file the build compressed ahead of time, brotli or gzip, and the same content', async () => {
    const br = await get('/assets/screen-Ab3_x-9Z.js', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(bigScript); // fetch decodes it
    const gzip = await get('/assets/screen-Ab3_x-9Z.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(bigScript);
    const plain = await get('/assets/screen-Ab3_x-9Z.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('caches files named by their hash for a year and revalidates every other file', async () => {
    expect((await get('/assets/screen-Ab3_x-9Z.js', 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-1234.js', 'br')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/widgets/insights-elements.js', 'br')).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.baseUrl}/companies`, { headers: html })).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses API replies of 1 KB or more for clients that accept it', async () => {
    const compressed = await get('/docs/json', 'br, gzip');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const document = (await compressed.json()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect((await get('/docs/json', 'identity')).headers.get('content-encoding')).toBeNull();
  });
});

describe('widgets, examples and docs', () => {
  it('serves widget bundles and examples', async () => {
    const bundle = await fetch(`${server.baseUrl}/widgets/insights-elements.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const example = await fetch(`${server.baseUrl}/examples/intranet.html`);
    expect(await example.text()).toContain('Intranet example');
  });

  it('publishes the OpenAPI document with the API routes', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/License/GetStateWiseLicenseCount');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/oidc'))).toBe(false);
    const ui = await fetch(`${server.baseUrl}/docs`, { headers: html });
    expect(ui.status).toBe(200);
  });

  it('every /api operation documents its 200 response', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    const apiPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/'));
    expect(apiPaths.length).toBeGreaterThan(0);
    for (const [p, operations] of apiPaths) {
      for (const [method, operation] of Object.entries(operations)) {
        // JSON, except a file download (the backup), which names its own media type.
        const content = operation.responses?.['200']?.content;
        const schema = content?.['application/json']?.schema ?? content?.['application/gzip']?.schema;
        expect(schema, `${method.toUpperCase()} ${p}`).toBeTruthy();
      }
    }
  });
});
