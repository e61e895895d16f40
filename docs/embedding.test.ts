// @vitest-environment node
// The code in docs/embedding.md compiles: every ```tsx block, and the module script of every ```html block, is
// typechecked strictly against the package's entries (package.json "exports", mapped to their sources) and the
// loader's URL (mapped to widgets/loader.ts), so the quick starts cannot drift from the API.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typecheckHost } from '../widgets/core/testing/typecheckHost';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOADER_URL = 'https://insights.example.com/widgets/loader/insights-elements.js';

interface Snippet {
  name: string;
  code: string;
}

/** The doc's compilable code: tsx blocks whole, html blocks' `<script type="module">` bodies. */
function snippets(markdown: string): Snippet[] {
  const found: Snippet[] = [];
  for (const [, lang, body] of markdown.matchAll(/```(tsx|html)\n([\s\S]*?)```/g)) {
    const line = markdown.slice(0, markdown.indexOf(body)).split('\n').length;
    if (lang === 'tsx') found.push({ name: `embedding.md:${line}.tsx`, code: body });
    else {
      // The page's classic scripts are its globals: the vendored oidc-client-ts defines `oidc` (its UMD build).
      const globals = body.includes('/widgets/vendor/oidc-client-ts.min.js') ? "declare const oidc: typeof import('oidc-client-ts');\n" : '';
      for (const [, script] of body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
        // A module script is a module (top-level await, its own scope) even when it imports nothing.
        found.push({ name: `embedding.md:${line}.ts`, code: `${globals}${script}\nexport {};\n` });
      }
    }
  }
  return found;
}

/** `@insights/widgets/<entry>` → the source file its built module comes from. */
function packagePaths(): Record<string, string[]> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | { import?: string }> };
  const paths: Record<string, string[]> = { [LOADER_URL]: [join(root, 'widgets/loader.ts')] };
  for (const [key, target] of Object.entries(pkg.exports)) {
    const built = typeof target === 'string' ? target : target.import;
    const match = built?.match(/^\.\/dist\/(widgets\/.+)\.js$/);
    if (!match) continue;
    const source = [`${match[1]}.ts`, `${match[1]}.tsx`].map((file) => join(root, file)).find((file) => existsSync(file));
    if (source) paths[`@insights/widgets${key.slice(1)}`] = [source];
  }
  return paths;
}

function typecheck(files: Snippet[]): string[] {
  const dir = join(root, 'docs', '.snippets');
  return typecheckHost(Object.fromEntries(files.map((f) => [f.name.replace(/[:]/g, '-'), f.code])), { dir, paths: packagePaths() });
}

const BROKEN: Snippet = { name: 'broken.tsx', code: "import { InsightsProvider } from '@insights/widgets';\nexport const x = <InsightsProvider />;\n" };

describe('docs/embedding.md', () => {
  const markdown = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
  const found = snippets(markdown);
  // One program for the doc's code and a snippet that must fail (building it is most of the time).
  let errors: string[] | undefined;
  const diagnostics = () => (errors ??= typecheck([...found, BROKEN]));

  it('opens with a React-host quick start and a plain-HTML quick start', () => {
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 2)).toEqual(['Quick start: a React host (React 18.3 or 19)', 'Quick start: a plain HTML page']);
    const react = markdown.slice(markdown.indexOf('## Quick start: a React host'), markdown.indexOf('## Quick start: a plain HTML page'));
    expect(react).toMatch(/npm install @insights\/widgets react react-dom styled-components @tanstack\/react-query/);
    expect(react).toMatch(/<InsightsProvider config=\{config\}>/);
    expect(react).toMatch(/<insights-company-list/);
  });

  it('has code that typechecks strictly against the package', () => {
    // The React quick start, the plain-HTML quick start and the later html examples.
    expect(found.filter((s) => s.name.endsWith('.tsx')).length).toBeGreaterThanOrEqual(1);
    expect(found.filter((s) => s.name.endsWith('.ts')).length).toBeGreaterThanOrEqual(2);
    expect(diagnostics().filter((e) => !e.startsWith('broken.tsx'))).toEqual([]);
  }, 120_000);

  it('reports code that does not compile (the check is real)', () => {
    expect(diagnostics().filter((e) => e.startsWith('broken.tsx')).join('\n')).toMatch(/config/);
  }, 120_000);
});
