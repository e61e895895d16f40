// The per-tag loader gives each tag its own copy of the project code it uses (scripts/perTagCode.mjs). A module that
// holds page-wide state must not be copied, or two tags on one page would each see their own: configure() would
// reach one of them, two hub connections would open, instanceof would fail across tags. This finds such modules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SHARED_STATE } from '../../../scripts/perTagCode.mjs';

const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});
const sources = ['widgets', 'contract'].flatMap(walk).filter((path) =>
  /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !path.includes('/testing/'));

const MUTABLE_CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'EventTarget']);

/** What in `path` would differ between two copies of it: module-level variables, mutable containers, error classes. */
function moduleState(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        if (!isConst) { found.push(`let ${name}`); continue; }
        const readonlyType = declaration.type?.getText(source).startsWith('Readonly') ?? false;
        const init = declaration.initializer;
        if (!readonlyType && init && ts.isNewExpression(init) && MUTABLE_CONTAINERS.has(init.expression.getText(source))) found.push(`new ${init.expression.getText(source)} ${name}`);
        if (!readonlyType && init && ts.isArrayLiteralExpression(init) && init.elements.length === 0) found.push(`[] ${name}`);
      }
    }
    // instanceof only holds for the copy that threw.
    if (ts.isClassDeclaration(statement) && statement.heritageClauses?.some((clause) => clause.types.some((type) => /Error$/.test(type.expression.getText(source))))) {
      found.push(`class ${statement.name?.text}`);
    }
  }
  return found;
}

describe('per-tag copies (scripts/perTagCode.mjs)', () => {
  it('scans the project', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it('every module with page-wide state is shared, not copied', () => {
    const unshared = sources
      .map((path) => [path, moduleState(path)] as const)
      .filter(([path, state]) => state.length > 0 && !SHARED_STATE.includes(path))
      .map(([path, state]) => `${path}: ${state.join(', ')}`);
    expect(unshared).toEqual([]);
  });

  it('lists only modules that exist', () => {
    expect(SHARED_STATE.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('sees the state it guards against', () => {
    expect(moduleState('widgets/core/element/configStore.ts')).toContain('let state');
    expect(moduleState('widgets/core/api/ApiError.ts')).toContain('class ApiError');
  });
});
