import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// oidc-provider prints "Unsupported runtime. Use Node.js v22.x LTS" on Node 20 while it loads. Every entry point
// loads it through server/src/identity/provider.ts, which quiets exactly that line first (quietRuntimeWarning.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UNSUPPORTED = 'Unsupported runtime';

/** Loads a module in a fresh Node (as a command would) and returns what it wrote to stderr. */
function stderrOfLoading(code: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

describe("oidc-provider's Node 20 runtime warning", () => {
  const nodeBelowJod = (process.release.lts ?? '') < 'Jod';

  it('prints on this runtime when oidc-provider is loaded bare (so the next test can fail)', () => {
    const stderr = stderrOfLoading("await import('oidc-provider');");
    expect(stderr.includes(UNSUPPORTED)).toBe(nodeBelowJod);
  });

  it('does not print when the server loads it (identity/provider.ts), and other warnings still do', () => {
    const stderr = stderrOfLoading("await import('./server/src/identity/provider.ts'); console.warn('another warning');");
    expect(stderr).not.toContain(UNSUPPORTED);
    expect(stderr).toContain('another warning');
  });

  it('is loaded by identity/provider.ts alone, which imports the quiet console first', () => {
    const loaders = sourceFiles(path.join(root, 'server/src')).filter((file) =>
      /^import (?!type\b)[^;]*from 'oidc-provider'/m.test(readFileSync(file, 'utf8')),
    );
    expect(loaders.map((file) => path.relative(root, file))).toEqual(['server/src/identity/provider.ts']);
    const imports = readFileSync(path.join(root, 'server/src/identity/provider.ts'), 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import '../quietRuntimeWarning.js';");
  });
});
