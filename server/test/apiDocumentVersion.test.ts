import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer } from './support/testServer.js';
import { API_DOCUMENT_VERSION } from '../../contract/http.js';

/**
 * The API document's version moves with its shape: each version is recorded with a fingerprint of the shape
 * (apiDocumentVersions.json), so a change of shape under the same version fails here, and each version has its
 * entry under "API document" in CHANGELOG.md. After raising API_DOCUMENT_VERSION and writing the entry, record the
 * new version with `RECORD_API_VERSION=1 npx vitest run --project server server/test/apiDocumentVersion.test.ts`.
 */

const VERSIONS_FILE = fileURLToPath(new URL('./apiDocumentVersions.json', import.meta.url));
const CHANGELOG = fileURLToPath(new URL('../../CHANGELOG.md', import.meta.url));

/** The document without what does not change its shape: prose, the server's address, the version itself. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value)
    .filter(([key]) => !['description', 'summary', 'servers', 'info', 'tags'].includes(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, inner]) => [key, shapeOf(inner)]));
}

let server: TestServer;
let fingerprint: string;

beforeAll(async () => {
  server = await startTestServer();
  const document = await (await fetch(`${server.baseUrl}/docs/json`)).json();
  fingerprint = createHash('sha256').update(JSON.stringify(shapeOf(document))).digest('hex').slice(0, 16);
}, 120_000);

afterAll(() => server?.close());

describe('the API document version', () => {
  it('is raised whenever the document changes shape', () => {
    const recorded = JSON.parse(readFileSync(VERSIONS_FILE, 'utf8')) as Record<string, string>;
    if (!(API_DOCUMENT_VERSION in recorded) && process.env.RECORD_API_VERSION) {
      writeFileSync(VERSIONS_FILE, `${JSON.stringify({ ...recorded, [API_DOCUMENT_VERSION]: fingerprint }, null, 2)}\n`);
      return;
    }
    expect(recorded[API_DOCUMENT_VERSION], `version ${API_DOCUMENT_VERSION} is not recorded: write its CHANGELOG.md entry, then record it with RECORD_API_VERSION=1`).toBeDefined();
    expect(fingerprint, `the document changed shape under version ${API_DOCUMENT_VERSION}: raise API_DOCUMENT_VERSION (contract/http.ts), add a CHANGELOG.md entry and record it with RECORD_API_VERSION=1`).toBe(recorded[API_DOCUMENT_VERSION]);
  });

  it('has its entry under "API document" in CHANGELOG.md', () => {
    const changelog = readFileSync(CHANGELOG, 'utf8');
    const section = changelog.slice(changelog.indexOf('## API document'));
    expect(changelog).toContain('## API document');
    expect(section.split(/\n## /)[0]).toContain(`### ${API_DOCUMENT_VERSION}\n`);
  });
});
