import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../elements';
import { ELEMENT_MODULES } from '../../elementModules';
import { elementDefinitions } from './registry';
import { elementsManifest, elementsReference, elementTypings } from './elementsReference';

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
    expect(definitions.find((d) => d.tag === 'insights-pricing-filters')?.events.map((e) => e.name)).toEqual(['apply']);
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
