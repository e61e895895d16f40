import { describe, expect, it } from 'vitest';
import '../../elements';
import { elementDefinitions } from './registry';
import { elementsReference } from './elementsReference';

describe('the element reference (docs/elements.md)', () => {
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

  // Fails when an element changes without the reference; `npm run docs:elements` writes it again.
  it('is up to date', async () => {
    await expect(elementsReference(definitions)).toMatchFileSnapshot('../../../docs/elements.md');
  });
});
