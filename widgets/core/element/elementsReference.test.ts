import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements';
import { ELEMENT_MODULES } from '../../elementModules';
import { elementDefinitions } from './registry';
import { elementsManifest, elementsReference, elementTypings } from './elementsReference';
import { PART_DOCS } from './parts';
import { THEME_DEFAULTS } from '../ui/tokens';

// Vitest runs from the repository root.
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');

describe('the element reference (docs/elements.md), manifest (custom-elements.json) and typings', () => {
  const definitions = elementDefinitions().filter((d) => d.tag.startsWith('insights-'));

  it('documents every element, attribute and event', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(28);
    for (const d of definitions) {
      expect(d.description, d.tag).not.toBe('');
      for (const a of d.attributes) expect(a.description, `${d.tag} ${a.attribute}`).not.toBe('');
      for (const e of d.events) expect(e.description, `${d.tag} ${e.name}`).not.toBe('');
    }
    expect(definitions.find((d) => d.tag === 'insights-company-detail')?.attributes.map((a) => a.attribute)).toEqual(['company-id']);
    expect(definitions.find((d) => d.tag === 'insights-pricing-filters')?.events.map((e) => e.name)).toEqual(
      ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change', 'apply'],
    );
    // Every element tells its page when its data is on screen (the host events, widgets/core/events).
    for (const d of definitions) expect(d.events.map((e) => e.name), d.tag).toContain('insights-ready');
  });

  it('lists the ::part() names of every element from the one shared set, and the theme tokens once', () => {
    for (const d of definitions) {
      expect(d.parts.length, d.tag).toBeGreaterThan(0);
      for (const p of d.parts) expect(PART_DOCS, `${d.tag} ${p.name}`).toHaveProperty([p.name], p.description);
      if (d.tag !== 'insights-notification-bell') expect(d.parts.map((p) => p.name), d.tag).toContain('frame');
    }
    expect(definitions.find((d) => d.tag === 'insights-company-list')?.parts.map((p) => p.name)).toEqual(
      ['frame', 'header', 'filters', 'table', 'header-row', 'row', 'pagination'],
    );
    const reference = elementsReference(definitions);
    for (const name of Object.keys(THEME_DEFAULTS)) expect(reference.split(`| \`${name}\` |`)).toHaveLength(2);
    expect(reference).toContain('| part | region |\n|---|---|\n| `button` | The bell button. |');
  });

  it('knows where every element lives: the loader, the elements entry and the package exports agree', () => {
    const tags = definitions.map((d) => d.tag).sort();
    expect(ELEMENT_MODULES.map((entry) => entry.tag).sort()).toEqual(tags);
    const elementsEntry = read('widgets/elements.ts');
    const exportsMap = (JSON.parse(read('package.json')) as { exports: Record<string, { import: string; types: string }> }).exports;
    for (const { tag, module } of ELEMENT_MODULES) {
      expect(read(`widgets/${module}.ts`), `${module} defines ${tag}`).toContain(`'${tag}'`);
      expect(elementsEntry, `widgets/elements.ts imports ${module}`).toContain(`import './${module}';`);
      expect(exportsMap[`./elements/${tag}`], `package.json exports ./elements/${tag}`).toEqual({
        types: `./dist/types/widgets/${module}.d.ts`,
        import: `./dist/widgets/${module}.js`,
      });
    }
    expect(Object.keys(exportsMap).filter((key) => key.startsWith('./elements/')).sort()).toEqual(tags.map((tag) => `./elements/${tag}`));
  });

  // Each fails when an element changes without the generated file; `npm run docs:elements` writes them again.
  it('docs/elements.md is up to date', async () => {
    await expect(elementsReference(definitions)).toMatchFileSnapshot('../../../docs/elements.md');
  });

  it('custom-elements.json is up to date', async () => {
    await expect(elementsManifest(definitions, ELEMENT_MODULES)).toMatchFileSnapshot('../../../custom-elements.json');
  });

  it('widgets/elementTypes.ts is up to date', async () => {
    await expect(elementTypings(definitions)).toMatchFileSnapshot('../../elementTypes.ts');
  });
});
