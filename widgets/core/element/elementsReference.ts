import { THEME_DEFAULTS } from '../ui/tokens';
import { HOST_EVENTS } from '../events/hostEvents';
import { COMMON_ATTRIBUTES, type AttributeType, type ElementDefinition } from './registry';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What each theme token styles, for the manifest's cssProperties (defaults come from THEME_DEFAULTS). */
const TOKEN_DOCS: Record<keyof typeof THEME_DEFAULTS, string> = {
  '--insights-primary': 'Buttons, links, the active page, focus rings.',
  '--insights-primary-hover': 'Primary buttons and links on hover.',
  '--insights-primary-contrast': 'Text on the primary colour.',
  '--insights-text': 'Text.',
  '--insights-muted': 'Secondary text and column titles.',
  '--insights-border': 'Lines and borders.',
  '--insights-surface': 'Cards and tables.',
  '--insights-surface-muted': 'Table heads and hovered rows.',
  '--insights-radius': 'Corner radius.',
  '--insights-font': 'Font family.',
  '--insights-font-size': 'Base font size.',
  '--insights-info': 'Information badges, alerts and toasts.',
  '--insights-success': 'Success badges, alerts and toasts.',
  '--insights-warning': 'Warning badges, alerts and toasts.',
  '--insights-danger': 'Error badges, alerts, toasts and destructive buttons.',
};

/** docs/elements.md: the theme tokens, then every element with its attributes, events and parts, from what defineWidget recorded. */
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
    '## Events',
    '',
    'Every element tells its page what happens in it with `insights-*` events, each a `CustomEvent` dispatched from the',
    'element with a typed `detail` (the package types them in `HTMLElementEventMap`). Each element below lists the ones',
    'it dispatches; the React components take the same as callback props (`onReady`, `onNavigate`…), which receive the',
    'same event object. See docs/embedding.md, "Listening to the elements".',
    '',
    '| event | React prop | detail | cancelable | when |',
    '|---|---|---|---|---|',
    ...Object.entries(HOST_EVENTS).map(([name, e]) =>
      `| \`${name}\` | \`${e.prop}\` | \`${cell(e.detailType)}\` | ${e.cancelable ? 'yes' : 'no'} | ${cell(e.description)} |`),
    '',
    '## Theme',
    '',
    'Every element reads these CSS custom properties. Set them on the element or on any ancestor (even `:root`); an',
    'element falls back to the default for each one nobody sets. See `examples/themed.html` for a dark theme and a',
    'differently branded intranet.',
    '',
    '| custom property | default | styles |',
    '|---|---|---|',
    ...Object.entries(THEME_DEFAULTS).map(([name, value]) =>
      `| \`${name}\` | \`${cell(value)}\` | ${cell(TOKEN_DOCS[name as keyof typeof THEME_DEFAULTS])} |`),
    '',
    'Each element also names its main regions with `part`, listed under the element: style them from the page with',
    '`::part()`, e.g. `insights-company-list::part(row):hover { background: #eef2ff; }`.',
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
      // The insights-* events are described once, under Events; an element's own events here.
      lines.push('| event | detail |', '|---|---|');
      for (const e of d.events) lines.push(`| \`${e.name}\` | ${e.detailType ? `\`${cell(e.detailType)}\`` : cell(e.description)} |`);
      lines.push('');
    }
    if (d.parts.length) {
      lines.push('| part | region |', '|---|---|');
      for (const p of d.parts) lines.push(`| \`${p.name}\` | ${cell(p.description)} |`);
      lines.push('');
    }
  }
  return lines.join('\n');
}

const className = (tag: string) => tag.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('') + 'Element';
const tsType = (type: AttributeType) => (type === 'json' ? 'unknown' : type);

/**
 * custom-elements.json (the Custom Elements Manifest format, schema 2.1.0): every tag with its attributes,
 * properties, events and CSS custom properties, each in the module that defines it (`modules` from ELEMENT_MODULES).
 */
export function elementsManifest(definitions: ElementDefinition[], modules: ReadonlyArray<{ tag: string; module: string }>): string {
  const cssProperties = Object.entries(THEME_DEFAULTS).map(([name, value]) => ({
    name,
    default: value,
    description: TOKEN_DOCS[name as keyof typeof THEME_DEFAULTS],
  }));
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: definitions.map((d) => {
      const module = modules.find((entry) => entry.tag === d.tag)?.module;
      if (!module) throw new Error(`No module for <${d.tag}> in ELEMENT_MODULES`);
      const path = `dist/widgets/${module}.js`;
      const attributes = [...d.attributes, ...COMMON_ATTRIBUTES];
      return {
        kind: 'javascript-module',
        path,
        declarations: [{
          kind: 'class',
          name: className(d.tag),
          customElement: true,
          tagName: d.tag,
          description: d.description,
          superclass: { name: 'HTMLElement' },
          attributes: attributes.map((a) => ({ name: a.attribute, fieldName: a.property, type: { text: a.type === 'json' ? 'string (JSON)' : a.type }, description: a.description })),
          members: attributes.map((a) => ({ kind: 'field', name: a.property, attribute: a.attribute, type: { text: tsType(a.type) }, description: a.description })),
          events: d.events.map((e) => ({
            name: e.name,
            type: { text: e.detailType ? `CustomEvent<${e.detailType}>` : 'CustomEvent' },
            description: e.cancelable ? `${e.description} (cancelable)` : e.description,
          })),
          cssProperties,
          cssParts: d.parts.map((p) => ({ name: p.name, description: p.description })),
        }],
        exports: [
          { kind: 'custom-element-definition', name: d.tag, declaration: { name: className(d.tag), module: path } },
        ],
      };
    }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * widgets/elementTypes.ts: `document.querySelector('insights-company-list')` and `createElement` typed through
 * HTMLElementTagNameMap, and the tags usable in a React host's JSX with their attributes.
 */
export function elementTypings(definitions: ElementDefinition[]): string {
  const props = (d: ElementDefinition) => [...d.attributes, ...COMMON_ATTRIBUTES];
  const lines = [
    '// Generated from the elements\' defineWidget() calls by `npm run docs:elements`; do not edit by hand.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    '/** The tag names of every Insights element. */',
    `export type InsightsElementTag =\n${definitions.map((d) => `  | '${d.tag}'`).join('\n')};`,
    '',
  ];
  for (const d of definitions) {
    // Omit: an attribute may reuse a name HTMLElement already has (users-admin's `role`) with its own type.
    const names = props(d).map((a) => `'${a.property}'`).join(' | ');
    lines.push(`/** \`<${d.tag}>\`: ${d.description} */`, `export interface ${className(d.tag)} extends Omit<HTMLElement, ${names}> {`);
    for (const a of props(d)) lines.push(`  /** ${a.description} */`, `  ${a.property}?: ${tsType(a.type)};`);
    lines.push('}', '');
  }
  // The host events: one detail type per name, whichever element dispatches it.
  const hostEvents = new Map<string, string>();
  for (const d of definitions) for (const e of d.events) if (e.detailType) hostEvents.set(e.name, e.detailType);
  lines.push('/** The `detail` of each Insights event a page can listen to (`el.addEventListener(\'insights-ready\', …)`). */');
  lines.push('export interface InsightsEventDetailMap {');
  for (const [name, type] of hostEvents) lines.push(`  '${name}': ${type};`);
  lines.push('}', '');
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const d of definitions) lines.push(`    '${d.tag}': ${className(d.tag)};`);
  lines.push('  }', '  interface HTMLElementEventMap {');
  for (const name of hostEvents.keys()) lines.push(`    '${name}': CustomEvent<InsightsEventDetailMap['${name}']>;`);
  lines.push('  }', '}', '', 'type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;', '');
  lines.push("declare module 'react' {", "  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace to augment", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const d of definitions) {
    const attrs = props(d).map((a) => `'${a.attribute}'?: ${a.type === 'boolean' ? 'boolean | string' : 'string'}`).join('; ');
    lines.push(`      '${d.tag}': ElementAttributes & { ${attrs} };`);
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}
