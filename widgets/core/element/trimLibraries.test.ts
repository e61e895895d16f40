// The self-contained bundles leave out stylis's vendor prefixer and React 16's store shim (scripts/trimLibraries.mjs).
// That holds only while no widget asks styled-components for vendor prefixes, and while the modules it swaps are where
// it looks for them; these tests say so when either stops being true.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});
const require = createRequire(import.meta.url);

describe('trimLibraries', () => {
  it('no widget turns on vendor prefixes, which the bundles cannot write', () => {
    const asking = walk('widgets').filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => readFileSync(path, 'utf8').includes('enableVendorPrefixes'));
    expect(asking).toEqual([]);
  });

  it("styled-components runs stylis's prefixer only when asked, and stylis keeps its prefix table in src/Prefixer.js", () => {
    const styled = readFileSync(require.resolve('styled-components/dist/styled-components.browser.esm.js'), 'utf8');
    // e.prefix && plugins.push(stylis.prefixer): the option StyleSheetManager's enableVendorPrefixes sets.
    expect(styled).toMatch(/\w+\.prefix&&\w+\.push\(\w+\.prefixer\)/);
    const middleware = readFileSync(join(require.resolve('stylis/package.json'), '..', 'src', 'Middleware.js'), 'utf8');
    expect(middleware).toContain("import {prefix} from './Prefixer.js'");
  });

  it("TanStack's store reads the shim entry the bundles swap for React's own hook", () => {
    const selector = readFileSync(require.resolve('@tanstack/react-store').replace(/index\.(c?js)$/, 'useSelector.js'), 'utf8');
    expect(selector).toContain('"use-sync-external-store/shim/with-selector"');
    expect(() => require.resolve('use-sync-external-store/with-selector')).not.toThrow();
  });
});
