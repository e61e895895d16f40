import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Alert, Badge, Button, EmptyState, ErrorState, Spinner, THEME_DEFAULTS } from '@insights/widgets';
// The manifest a host's tooling reads (package export `@insights/widgets/custom-elements.json`): what each token styles.
import manifestText from '../custom-elements.json?raw';

/**
 * The design system on one page for designers: the `--insights-*` tokens (colours, font, radius) with what each
 * styles, the type, spacing and radius scales the widgets use, and the UI kit pieces a host can import, rendered live.
 * Everything reads the package's public exports, so the page follows the code: a changed default shows here (and in
 * the visual regression baselines) at once.
 */
const meta = {
  title: 'Design system',
  parameters: { layout: 'padded', provider: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type TokenName = keyof typeof THEME_DEFAULTS;
const TOKENS = Object.keys(THEME_DEFAULTS) as TokenName[];
const COLOUR_TOKENS = TOKENS.filter((name) => THEME_DEFAULTS[name].startsWith('#'));

interface ManifestCssProperty {
  name: string;
  description?: string;
}
interface Manifest {
  modules: { declarations?: { cssProperties?: ManifestCssProperty[] }[] }[];
}

/** What each custom property styles, as the elements' manifest documents it. */
const DESCRIPTIONS: ReadonlyMap<string, string> = new Map(
  (JSON.parse(manifestText) as Manifest).modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((declaration) => declaration.cssProperties ?? [])
    .map((property) => [property.name, property.description ?? ''] as const),
);

/** A token as the widgets use it: the live value when a host sets one, the default otherwise. */
const token = (name: TokenName) => `var(${name}, ${THEME_DEFAULTS[name]})`;

/** Font sizes the widgets use, largest first, with where. */
const TYPE_SCALE = [
  { size: 22, weight: 600, role: 'Screen title', sample: 'Companies' },
  { size: 20, weight: 600, role: 'User name in a summary', sample: 'Alex Admin' },
  { size: 16, weight: 600, role: 'Card, panel and section title', sample: 'Best Markets Today' },
  { size: 14, weight: 400, role: 'Body text and tables (--insights-font-size)', sample: 'Northwind Energy LLC' },
  { size: 13, weight: 400, role: 'Small buttons, labels, helper text', sample: 'Prices as of 06/17/2026' },
  { size: 12, weight: 600, role: 'Badges and captions', sample: 'Active' },
  { size: 11, weight: 600, role: 'Notification count', sample: '12' },
] as const;

/** Spacing steps (px) the widgets use for gaps, padding and margins. */
const SPACING = [2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 48] as const;

const RADII = [
  { name: '--insights-radius', value: token('--insights-radius'), label: `${THEME_DEFAULTS['--insights-radius']} (buttons, cards, inputs, alerts)` },
  { name: 'pill', value: '999px', label: '999px (badges, chips)' },
] as const;

const page: CSSProperties = {
  fontFamily: token('--insights-font'),
  fontSize: token('--insights-font-size'),
  lineHeight: 1.5,
  color: token('--insights-text'),
  background: token('--insights-surface'),
  maxWidth: 1100,
};
const cell: CSSProperties = { textAlign: 'start', padding: '6px 12px', borderBottom: `1px solid ${token('--insights-border')}`, verticalAlign: 'top' };
const code: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };
const row: CSSProperties = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `ds-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} style={{ marginBottom: 40 }}>
      <h2 id={id} style={{ fontSize: 18, fontWeight: 600, margin: '0 0 12px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {COLOUR_TOKENS.map((name) => (
        <li key={name} data-token={name} style={{ border: `1px solid ${token('--insights-border')}`, borderRadius: token('--insights-radius'), overflow: 'hidden' }}>
          <div data-swatch style={{ height: 56, background: token(name), borderBottom: `1px solid ${token('--insights-border')}` }} />
          <div style={{ padding: '8px 10px' }}>
            <div style={{ ...code, fontWeight: 600 }}>{name}</div>
            <div style={code}>{THEME_DEFAULTS[name]}</div>
            <div style={{ color: token('--insights-muted'), fontSize: 13 }}>{DESCRIPTIONS.get(name)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TypeScale() {
  return (
    <>
      <p style={{ margin: '0 0 12px' }}>
        Font family (<code style={code}>--insights-font</code>): <span style={code}>{THEME_DEFAULTS['--insights-font']}</span>
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'start', color: token('--insights-muted'), paddingBottom: 8 }}>Type scale</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>Size</th>
            <th scope="col" style={cell}>Weight</th>
            <th scope="col" style={cell}>Used for</th>
            <th scope="col" style={cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {TYPE_SCALE.map((step) => (
            <tr key={step.size}>
              <td style={{ ...cell, ...code }}>{step.size}px</td>
              <td style={{ ...cell, ...code }}>{step.weight}</td>
              <td style={cell}>{step.role}</td>
              <td style={{ ...cell, fontSize: step.size, fontWeight: step.weight }}>{step.sample}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Spacing() {
  return (
    <ul aria-label="Spacing scale" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {SPACING.map((size) => (
        <li key={size} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span style={{ ...code, width: 48 }}>{size}px</span>
          <span aria-hidden style={{ display: 'inline-block', width: size, height: 16, background: token('--insights-primary'), borderRadius: 2 }} />
        </li>
      ))}
    </ul>
  );
}

function Radii() {
  return (
    <div style={row}>
      {RADII.map((radius) => (
        <figure key={radius.name} style={{ margin: 0, display: 'grid', gap: 6, justifyItems: 'start' }}>
          <div aria-hidden style={{ width: 96, height: 56, borderRadius: radius.value, border: `2px solid ${token('--insights-primary')}`, background: token('--insights-surface-muted') }} />
          <figcaption>
            <span style={code}>{radius.name}</span>: {radius.label}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Kit() {
  return (
    <>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Button</h3>
      <div style={row}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="link">Link</Button>
        <Button size="sm">Small</Button>
        <Button size="sm" variant="secondary">Small secondary</Button>
        <Button disabled>Disabled</Button>
        <Button busy>Busy</Button>
      </div>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Badge</h3>
      <div style={row}>
        <Badge variant="info">Info</Badge>
        <Badge variant="success">Success</Badge>
        <Badge variant="warning">Warning</Badge>
        <Badge variant="danger">Danger</Badge>
        <Badge>Neutral</Badge>
      </div>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Alert</h3>
      <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
        <Alert variant="info" title="Info">Pricing data refreshes nightly.</Alert>
        <Alert variant="success" title="Success">Company Merged successfully</Alert>
        <Alert variant="warning" title="Warning">Your premium access ends soon.</Alert>
        <Alert variant="danger" title="Danger">Error : can not merge with self</Alert>
      </div>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Spinner</h3>
      <div style={row}>
        <Spinner label="Loading" />
        <Spinner size={36} label="Loading a chart" />
        <Spinner showLabel label="Loading" />
      </div>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Empty and error states</h3>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <div style={{ border: `1px solid ${token('--insights-border')}`, borderRadius: token('--insights-radius') }}>
          <EmptyState title="Data not found" />
        </div>
        <div style={{ border: `1px solid ${token('--insights-border')}`, borderRadius: token('--insights-radius') }}>
          <ErrorState message="Invalid credentials" onRetry={() => {}} />
        </div>
      </div>
    </>
  );
}

function CustomProperties() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', color: token('--insights-muted'), paddingBottom: 8 }}>
        Set any of these on an element or on any ancestor (even <code style={code}>:root</code>) to restyle the widgets.
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Custom property</th>
          <th scope="col" style={cell}>Default</th>
          <th scope="col" style={cell}>Styles</th>
        </tr>
      </thead>
      <tbody>
        {TOKENS.map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 600, whiteSpace: 'nowrap' }}>{name}</th>
            <td style={{ ...cell, ...code }}>
              {THEME_DEFAULTS[name].startsWith('#') && (
                <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, marginInlineEnd: 6, verticalAlign: -1, background: token(name), border: `1px solid ${token('--insights-border')}`, borderRadius: 3 }} />
              )}
              {THEME_DEFAULTS[name]}
            </td>
            <td style={cell}>{DESCRIPTIONS.get(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Overview: Story = {
  render: () => (
    <main style={page}>
      <h1 style={{ fontSize: 22, fontWeight: 600, margin: '0 0 24px' }}>Insights design system</h1>
      <Section title="Colours">
        <Colours />
      </Section>
      <Section title="Type scale">
        <TypeScale />
      </Section>
      <Section title="Spacing">
        <Spacing />
      </Section>
      <Section title="Radius">
        <Radii />
      </Section>
      <Section title="UI kit">
        <Kit />
      </Section>
      <Section title="Custom properties">
        <CustomProperties />
      </Section>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every token is in the table, with what it styles from the elements' manifest.
    const table = canvas.getByRole('table', { name: /Set any of these/ });
    for (const name of TOKENS) {
      const header = within(table).getByRole('rowheader', { name });
      const description = header.closest('tr')!.cells[2].textContent ?? '';
      await expect(description, `${name} has no description in custom-elements.json`).not.toBe('');
    }
    // Each colour swatch shows its token's value.
    const probe = document.createElement('div');
    canvasElement.append(probe);
    for (const name of COLOUR_TOKENS) {
      probe.style.color = THEME_DEFAULTS[name];
      const expected = getComputedStyle(probe).color;
      const swatch = canvasElement.querySelector<HTMLElement>(`[data-token="${name}"] [data-swatch]`)!;
      await expect(getComputedStyle(swatch).backgroundColor).toBe(expected);
    }
    probe.remove();
    await expect(canvas.getByRole('button', { name: /Busy/ })).toBeDisabled();
  },
};
