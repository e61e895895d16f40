import { COMMON_ATTRIBUTES, type ElementDefinition } from './registry';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/elements.md: every element with its attributes and events, from what defineWidget recorded. */
export function elementsReference(definitions: ElementDefinition[]): string {
  const lines = [
    '# Element reference',
    '',
    '<!-- Generated from the elements\' defineWidget() calls by `npm run docs:elements`; do not edit by hand. -->',
    '',
    `${definitions.length} elements. Every element also takes these attributes:`,
    '',
    '| attribute | property | type | meaning |',
    '|---|---|---|---|',
    ...COMMON_ATTRIBUTES.map((a) => `| \`${a.attribute}\` | \`${a.property}\` | ${a.type} | ${cell(a.description)} |`),
    '',
    'Attributes set the properties of the same name in camelCase; a `json` attribute takes JSON text, and the property',
    'takes the value itself. Events bubble and cross the shadow boundary (`composed`), so a listener on the page hears them.',
    '',
  ];
  for (const d of definitions) {
    lines.push(`## \`<${d.tag}>\``, '', d.description, '');
    if (d.attributes.length) {
      lines.push('| attribute | property | type | meaning |', '|---|---|---|---|');
      for (const a of d.attributes) lines.push(`| \`${a.attribute}\` | \`${a.property}\` | ${a.type} | ${cell(a.description)} |`);
      lines.push('');
    }
    if (d.events.length) {
      lines.push('| event | detail |', '|---|---|');
      for (const e of d.events) lines.push(`| \`${e.name}\` | ${cell(e.description)} |`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
