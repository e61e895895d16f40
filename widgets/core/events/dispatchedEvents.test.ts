import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements';
import { ELEMENT_MODULES } from '../../elementModules';
import { elementDefinitions } from '../element/registry';
import { HOST_EVENT_NAMES } from './hostEvents';

/**
 * Which host events a module can dispatch, read from the source: every event leaves through a literal
 * emit call with the event's name (useHostEvents), so the events of an element are the emit calls in the files its
 * module imports, directly or through others (static and dynamic imports, test files aside).
 */
const EMIT = /\bemit\(\s*'(insights-[a-z-]+)'/g;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The files a module runs (itself included), below `root`. */
function moduleClosure(entry: string, root: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(resolve(root)) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** Each event name with the files (relative to `root`) that emit it. */
function dispatchedEvents(entry: string, root: string): Map<string, string[]> {
  const events = new Map<string, string[]>();
  for (const file of moduleClosure(entry, root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(EMIT)) {
      const files = events.get(match[1]!) ?? [];
      files.push(relative(root, file));
      events.set(match[1]!, files);
    }
  }
  return events;
}

// Vitest runs from the repository root.
const widgets = resolve(process.cwd(), 'widgets');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the events each element dispatches and the ones its manifest entry lists', () => {
  const definitions = elementDefinitions().filter((d) => d.tag.startsWith('insights-'));

  it.each(ELEMENT_MODULES.map((entry) => [entry.tag, entry.module]))('<%s> lists exactly the insights-* events its code emits', (tag, module) => {
    const listed = definitions.find((d) => d.tag === tag)!.events.map((e) => e.name).filter((name) => name.startsWith('insights-')).sort();
    const emitted = [...dispatchedEvents(resolve(widgets, `${module}.ts`), widgets).keys()].sort();
    expect(listed).toEqual(emitted);
  });

  it('sees the company list and detail emit what a host page needs (the scan reads real code)', () => {
    const list = dispatchedEvents(resolve(widgets, 'companies/CompanyList/element.ts'), widgets);
    expect(list.get('insights-follow-change')).toEqual(['companies/shared/useFollow.ts']);
    expect(list.get('insights-navigate')).toEqual(['core/config/links.tsx', 'core/config/links.tsx']);
    expect(moduleClosure(resolve(widgets, 'companies/CompanyList/element.ts'), widgets)).toContain(resolve(widgets, 'core/api/useApi.ts'));
  });

  it('every event leaves through emit(): no other code builds or dispatches one', () => {
    const declared = new Set<string>(HOST_EVENT_NAMES);
    for (const file of sources(widgets)) {
      const text = readFileSync(file, 'utf8');
      const rel = file.slice(widgets.length + 1);
      if (rel !== 'core/element/WidgetHost.tsx') expect(text, rel).not.toMatch(/\.dispatchEvent\(/);
      if (rel !== 'core/events/withHostEvents.tsx') expect(text, rel).not.toMatch(/new CustomEvent\(/);
      for (const match of text.matchAll(/\bemit\(\s*'([^']+)'/g)) expect(declared.has(match[1]!), `${rel} emits ${match[1]}`).toBe(true);
    }
  });

  it('every declared event is dispatched by some element', () => {
    const listed = new Set(definitions.flatMap((d) => d.events.map((e) => e.name)));
    for (const name of HOST_EVENT_NAMES) expect(listed.has(name), name).toBe(true);
  });
});
