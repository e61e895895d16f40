import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { startTestServer, type TestServer } from './support/testServer.js';

/**
 * What a host team does with the API document (docs/api.md): generate types with openapi-typescript from the served
 * /docs/json, type-check a client written with openapi-fetch against them (strict), and call the running server.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: TestServer;
let dir: string;

/** The host team's code: typed calls of two protected operations and one public one, and a call the types refuse. */
const USAGE = `
import createClient from 'openapi-fetch';
import type { paths } from './insightsApi';

export async function callInsights(baseUrl: string, token: string) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const counts = await api.GET('/api/License/GetStateWiseLicenseCount');
  const companies = await api.POST('/api/company/getall', { body: { PageNumber: 1, PageSize: 5, SearchTerm: null } });
  const firstName: string | undefined = companies.data?.data[0]?.legalName;

  const open = createClient<paths>({ baseUrl });
  const ranking = await open.GET('/public/PublicPage/firstToWorst', { params: { query: { effectiveFrom: '' } } });
  const refused = await open.GET('/api/License/GetStateWiseLicenseCount');
  // The document's error schema types the refusal.
  const refusal: { statusCode: number; error: string; message: string } | undefined = refused.error;

  if (false as boolean) {
    // @ts-expect-error PageSize is a number in the document
    await api.POST('/api/company/getall', { body: { PageSize: 'five' } });
    // @ts-expect-error the path does not exist
    await api.GET('/api/NoSuchThing');
  }
  return {
    counts: { status: counts.response.status, rows: counts.data?.licenseDetails.length ?? -1 },
    companies: { status: companies.response.status, total: companies.data?.totalRecords ?? -1, firstName },
    ranking: { status: ranking.response.status, groups: ranking.data?.length ?? -1 },
    refused: { status: refused.response.status, refusal },
  };
}
`;

beforeAll(async () => {
  server = await startTestServer();
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  dir = mkdtempSync(path.join(root, 'test-results', 'generated-client-'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the served API document', () => {
  it('is generated, type-checks strictly, and calls two protected operations and a public one', async () => {
    const document = await (await fetch(`${server.baseUrl}/docs/json`)).json();
    const types = astToString(await openapiTS(document));
    writeFileSync(path.join(dir, 'insightsApi.ts'), types);
    writeFileSync(path.join(dir, 'usage.ts'), USAGE);
    expect(types).toContain('"/api/License/GetStateWiseLicenseCount"');

    const program = ts.createProgram([path.join(dir, 'usage.ts')], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [],
      noUnusedLocals: false, exactOptionalPropertyTypes: false,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const { callInsights } = (await import(pathToFileURL(path.join(dir, 'usage.ts')).href)) as {
      callInsights(baseUrl: string, token: string): Promise<Record<string, Record<string, unknown>>>;
    };
    const result = await callInsights(server.baseUrl, await server.tokenFor('admin@northwind.test'));
    expect(result.counts!.status).toBe(200);
    expect(result.counts!.rows).toBeGreaterThan(0);
    expect(result.companies!.status).toBe(200);
    expect(result.companies!.total).toBeGreaterThan(0);
    expect(typeof result.companies!.firstName).toBe('string');
    expect(result.ranking!.status).toBe(200);
    expect(result.ranking!.groups).toBeGreaterThan(0);
    expect(result.refused).toEqual({ status: 401, refusal: { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' } });
  });
});
