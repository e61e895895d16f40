import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { styled } from 'styled-components';
import { defineWidget } from './defineWidget';
import { configure, resetElementConfig } from './configStore';
import { useInsights } from '../config/context';
import { elementDefinitions } from './registry';
import { partDocs, TABLE_PARTS } from './parts';
import { WidgetFrame } from '../ui/WidgetFrame';
import { Table } from '../ui/table/Table';
import { tableColumnHelper } from '../ui/table/features';
import { Pagination } from '../ui/pagination/Pagination';

const Label = styled.span`
  color: rgb(1, 2, 3);
`;

function Probe({ label = 'probe' }: { label?: string }) {
  const { apiBaseUrl, portalUrl } = useInsights();
  return <Label data-testid="probe">{`${label}|${apiBaseUrl}|${portalUrl}`}</Label>;
}

interface Fruit { name: string }
const fruitColumns = [tableColumnHelper<Fruit>().accessor('name', { header: 'Name' })];

function FruitTable() {
  return (
    <WidgetFrame label="Fruit">
      <Table label="Fruit" data={[{ name: 'Apple' }, { name: 'Pear' }]} columns={fruitColumns} getRowId={(row) => row.name} />
      <Pagination page={1} pageSize={50} totalCount={2} onPageChange={() => {}} />
    </WidgetFrame>
  );
}

function Boom(): never {
  throw new Error('kaboom');
}

let counter = 0;
const uniqueTag = (base: string) => `test-${base}-${++counter}`;

function mount(tag: string, attrs: Record<string, string> = {}) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const text = (el: Element) => el.shadowRoot?.textContent ?? '';

// Elements render through r2wc's own React root, outside Testing Library's act(); tests wait with waitFor instead.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

afterEach(() => {
  document.body.innerHTML = '';
  resetElementConfig();
});

describe('defineWidget', () => {
  it('waits for configure() and then renders inside an open shadow root', async () => {
    const tag = uniqueTag('probe');
    defineWidget(tag, Probe, { props: { label: 'string' } });
    const el = mount(tag, { label: 'hello' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('[role="status"]')).toBeTruthy());
    expect(text(el)).not.toContain('hello');

    configure({ apiBaseUrl: 'https://api.example', portalUrl: 'https://portal.example' });
    await waitFor(() => expect(text(el)).toContain('hello|https://api.example|https://portal.example'));
  });

  it('puts the styles in the shadow root, not the document, and leaves the theme tokens to inherit', async () => {
    const tag = uniqueTag('styles');
    defineWidget(tag, Probe);
    configure({ apiBaseUrl: 'https://api.example' });
    const el = mount(tag);
    await waitFor(() => expect(text(el)).toContain('probe'));
    const css = Array.from(el.shadowRoot!.querySelectorAll('style'), (s) => s.textContent).join('\n');
    expect(css).toContain(':host');
    // :host uses the tokens with their defaults as fallbacks and declares none, so a page's value inherits.
    expect(css).toContain('var(--insights-font, ');
    expect(css).not.toMatch(/--insights-[a-z-]+\s*:/);
    expect(css).toContain('rgb(1, 2, 3)');
    const headCss = Array.from(document.head.querySelectorAll('style'), (s) => s.textContent).join('\n');
    expect(headCss).not.toContain('rgb(1, 2, 3)');
  });

  it('lets api-base-url and portal-url attributes override the configuration', async () => {
    const tag = uniqueTag('attrs');
    defineWidget(tag, Probe);
    configure({ apiBaseUrl: 'https://configured.example', portalUrl: '' });
    const el = mount(tag, { 'api-base-url': 'https://attr.example', 'portal-url': 'https://p.example' });
    await waitFor(() => expect(text(el)).toContain('probe|https://attr.example|https://p.example'));
  });

  it('contains an error to the widget that threw it', async () => {
    const bad = uniqueTag('boom');
    const good = uniqueTag('fine');
    defineWidget(bad, Boom);
    defineWidget(good, Probe);
    configure({ apiBaseUrl: 'https://api.example' });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const badEl = mount(bad);
    const goodEl = mount(good);
    await waitFor(() => expect(text(badEl)).toContain('kaboom'));
    await waitFor(() => expect(text(goodEl)).toContain('probe'));
    quiet.mockRestore();
  });

  it('warns and keeps the first definition when a tag is defined twice', () => {
    const tag = uniqueTag('twice');
    const first = defineWidget(tag, Probe);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = defineWidget(tag, Boom);
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('takes a property the page set before the element was defined (the per-tag loader defines tags late)', async () => {
    const tag = uniqueTag('late');
    const el = document.createElement(tag) as HTMLElement & { label?: string };
    el.label = 'set-early';
    document.body.append(el);
    defineWidget(tag, Probe, { props: { label: 'string' } });
    configure({ apiBaseUrl: 'https://api.example' });
    await waitFor(() => expect(text(el)).toContain('set-early|https://api.example'));
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
  });

  it('names the shared regions with part, so a page can style them through ::part(), and records the documented parts', async () => {
    const tag = uniqueTag('parts');
    defineWidget(tag, FruitTable, { parts: partDocs('frame', ...TABLE_PARTS, 'pagination') });
    configure({ apiBaseUrl: 'https://api.example' });
    const el = mount(tag);
    await waitFor(() => expect(text(el)).toContain('Pear'));
    const root = el.shadowRoot!;
    const named = (part: string) => Array.from(root.querySelectorAll(`[part~="${part}"]`));
    expect(named('frame').map((node) => node.tagName)).toEqual(['SECTION']);
    expect(named('table').map((node) => node.tagName)).toEqual(['TABLE']);
    expect(named('header-row').map((node) => node.textContent)).toEqual(['Name']);
    expect(named('row').map((node) => node.textContent)).toEqual(['Apple', 'Pear']);
    expect(named('pagination').map((node) => node.tagName)).toEqual(['NAV']);
    expect(elementDefinitions().find((d) => d.tag === tag)?.parts.map((p) => p.name)).toEqual(['frame', 'table', 'header-row', 'row', 'pagination']);
  });
});
