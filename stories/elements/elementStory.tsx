import { useEffect, useRef } from 'react';
import type { ArgTypes, Args, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, waitFor, within } from 'storybook/test';
import { configure, type InsightsConfig } from '@insights/widgets/elements';
import { resetElementConfig } from '../../widgets/core/element/configStore';
import {
  COMMON_ATTRIBUTES,
  elementDefinitions,
  type AttributeType,
  type ElementAttribute,
  type ElementDefinition,
} from '../../widgets/core/element/registry';
import { createFakeFetch, type FakeReply } from '../../widgets/core/testing/fakeFetch';
import { FIXTURE_API_BASE_URL } from '../fixtures/fetch';
import { FIXTURE_PRICING_BASE_URL, pricingRoutes } from '../fixtures/pricing';
import { adminSession } from '../fixtures/pricingProvider';
import { WORKING_LOGO_URL } from '../fixtures/dashboardProvider';

/**
 * The element stories (`Elements/<tag>`): each renders the real custom element in its own shadow root, configured
 * through configure() as an intranet page does. Controls, docs and the HTML snippet come from what defineWidget
 * recorded for the tag (the same records that generate custom-elements.json), so they follow the element's code.
 *
 * Data: configure() takes the story's fixture routes as its `fetch` (the same fixtures as the React stories). The
 * fake answers by path whatever the host, so the element shows data for any `api-base-url` a designer types.
 */

/** Story args are the element's attributes, by attribute name (`company-id`). */
export type ElementArgs = Args;

const CONTROLS: Record<AttributeType, 'text' | 'number' | 'boolean' | 'object'> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
};

export function elementDefinition(tag: string): ElementDefinition {
  const definition = elementDefinitions().find((d) => d.tag === tag);
  if (!definition) throw new Error(`<${tag}> is not a registered element (is its module imported by @insights/widgets/elements?)`);
  return definition;
}

const attributesOfDefinition = (definition: ElementDefinition): ElementAttribute[] => [...definition.attributes, ...COMMON_ATTRIBUTES];

/** The element's attributes as strings, as r2wc reads them: JSON for json, 'true'/'false' for booleans; empty ones left out. */
export function attributeValues(definition: ElementDefinition, args: ElementArgs): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { attribute, type } of attributesOfDefinition(definition)) {
    const value: unknown = args[attribute];
    if (value === undefined || value === null || value === '') continue;
    values[attribute] = type === 'json' || typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return values;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The markup a host page writes for these args. */
export function elementHtml(tag: string, attributes: Record<string, string>, inner = ''): string {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attributeText}>${inner}</${tag}>`;
}

function argTypesOf(definition: ElementDefinition): ArgTypes<ElementArgs> {
  const argTypes: ArgTypes<ElementArgs> = {};
  for (const { attribute, type, description } of attributesOfDefinition(definition)) {
    argTypes[attribute] = {
      name: attribute,
      description,
      control: CONTROLS[type],
      table: { category: 'attributes', type: { summary: type === 'json' ? 'string (JSON)' : type } },
    };
  }
  for (const event of definition.events) {
    argTypes[`event:${event.name}`] = {
      name: event.name,
      description: `${event.description} (a DOM CustomEvent that bubbles out of the shadow root)`,
      control: false,
      table: { category: 'events', type: { summary: 'CustomEvent' } },
    };
  }
  for (const part of definition.parts) {
    argTypes[`part:${part.name}`] = {
      name: `::part(${part.name})`,
      description: part.description,
      control: false,
      table: { category: 'CSS parts', type: { summary: 'part' } },
    };
  }
  return argTypes;
}

function docsDescription(definition: ElementDefinition): string {
  return [
    definition.description,
    `\`<${definition.tag}>\` renders into an open shadow root and reads the page's \`configure()\` (api base URL, token, session). ` +
      'Every attribute below has a control; the source shows the markup a host page writes.',
  ].join('\n\n');
}

/**
 * The meta of one element's stories file. The file itself spells out `title` and `tags` (Storybook's indexer reads
 * them from the source): `{ ...elementMeta(tag), title: 'Elements/<tag>', tags: ['autodocs'] }`.
 */
export function elementMeta(tag: string) {
  const definition = elementDefinition(tag);
  return {
    argTypes: argTypesOf(definition),
    parameters: {
      // The element brings its own provider: configure() instead of the preview's InsightsProvider.
      provider: false,
      docs: {
        description: { component: docsDescription(definition) },
        source: {
          language: 'html',
          transform: (_code: string, context: StoryContext) =>
            elementHtml(tag, attributeValues(definition, context.args), context.parameters.elementInnerHtml as string | undefined),
        },
      },
    },
  } satisfies Meta<ElementArgs>;
}

/**
 * The parameters of an element story other than its file's `Default`. The Docs page draws all of a file's stories on
 * one page, where configure() is one for all (the page's, as on an intranet page): each story's configure() would
 * undo the one before, and every preview showed the last story's configuration ('Sign in required' under Default).
 * So the Docs page draws such a story in a frame of its own, a page with its own configure() and data cache; `Default`
 * stays on the Docs page itself, where the attribute controls under it reach it. The Elements index story checks
 * that every file with more than one story has a `Default` and gives the others these parameters.
 */
export function ownDocsFrame(height: string) {
  return { docs: { story: { inline: false, height } } };
}

/** The events each story's element dispatched itself (the Actions panel shows these and its children's), for the story's own checks. */
const heardEvents = new WeakMap<Element, string[]>();

/**
 * Creates the element imperatively, as a plain HTML page would (so the story shows the element's own attribute
 * handling, not React's), with optional light-DOM children, and logs its events in the Actions panel.
 */
function ElementHost({ tag, attributes, innerHtml, events }: { tag: string; attributes: Record<string, string>; innerHtml?: string; events: string[] }) {
  const host = useRef<HTMLDivElement>(null);
  // The element is rebuilt when an attribute control changes; a new args object with the same values keeps it.
  const markup = elementHtml(tag, attributes, innerHtml);
  const eventText = events.join(' ');
  useEffect(() => {
    const box = host.current!;
    box.innerHTML = markup;
    const element = box.firstElementChild!;
    const listeners = eventText
      .split(' ')
      .filter(Boolean)
      .map((name) => {
        const listener = (event: Event) => {
          // The element's own events: a tag inside it (Settings' chosen tab) is upgraded too once any story on the
          // page has defined it, and its events bubble through here (the Actions panel shows them all).
          if (event.target === element) heardEvents.set(element, [...(heardEvents.get(element) ?? []), name]);
          action(name)((event as CustomEvent).detail);
        };
        element.addEventListener(name, listener);
        return () => element.removeEventListener(name, listener);
      });
    return () => {
      listeners.forEach((remove) => remove());
      box.innerHTML = '';
    };
  }, [markup, eventText]);
  return <div ref={host} data-testid="element-host" />;
}

/** The element once it has upgraded and rendered into its shadow root. */
export async function renderedElement(canvasElement: HTMLElement, tag: string): Promise<HTMLElement & { shadowRoot: ShadowRoot }> {
  return waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLElement>(tag);
      if (!found?.shadowRoot?.firstElementChild) throw new Error(`<${tag}> has not rendered into its shadow root yet`);
      return found as HTMLElement & { shadowRoot: ShadowRoot };
    },
    { timeout: 8000 },
  );
}

export type ShadowQueries = ReturnType<typeof within>;

export interface ElementStorySetup {
  /** Fixture routes ("METHOD /path" → reply) the element's requests get, whatever its api base URL. */
  routes: () => Record<string, FakeReply>;
  /** configure() values beyond the defaults (fixture API and pricing hosts, a token, a logo template, portal ''). */
  config?: Partial<Omit<InsightsConfig, 'fetch'>>;
  /** The attributes the story starts with, by attribute name. */
  args?: ElementArgs;
  /** Light-DOM children, as markup (e.g. the tab's element inside <insights-settings>). */
  innerHtml?: string;
  /** Set-up beyond configure() (e.g. a fake realtime hub); may return its clean-up. */
  beforeEach?: () => void | (() => void);
  parameters?: Record<string, unknown>;
  /** What the element shows with these fixtures, asserted inside its shadow root. */
  check: (shadow: ShadowQueries, element: HTMLElement & { shadowRoot: ShadowRoot }) => Promise<void>;
  /** The element tells its page `insights-ready` once it shows its data (default); false for a loading or error state. */
  ready?: boolean;
}

/** What in a shadow root is still loading: busy tables, 'Loading' spinners, images not yet decoded. */
function stillLoading(root: ShadowRoot): string[] {
  const busy = [...root.querySelectorAll('[aria-busy="true"]')].map((node) => `busy ${node.tagName.toLowerCase()}`);
  const spinners = [...root.querySelectorAll('[role="status"][aria-label="Loading"]')].map(() => 'spinner');
  const images = [...root.querySelectorAll('img')].filter((img) => !img.complete).map((img) => `image ${img.src}`);
  return [...busy, ...spinners, ...images];
}

/** The story of one element: configure() with the fixtures, the real tag with the args as attributes, and its check. */
export function elementStory(tag: string, setup: ElementStorySetup): StoryObj<ElementArgs> {
  const definition = elementDefinition(tag);
  return {
    args: setup.args ?? {},
    parameters: { ...setup.parameters, elementInnerHtml: setup.innerHtml },
    beforeEach: () => {
      const cleanUp = setup.beforeEach?.();
      configure({
        apiBaseUrl: FIXTURE_API_BASE_URL,
        pricingBaseUrl: FIXTURE_PRICING_BASE_URL,
        getAccessToken: () => 'storybook-token',
        portalUrl: '',
        logoUrl: WORKING_LOGO_URL,
        ...setup.config,
        fetch: createFakeFetch(setup.routes()).fetch,
      });
      return () => {
        resetElementConfig();
        cleanUp?.();
      };
    },
    render: (args) => (
      <ElementHost
        tag={tag}
        attributes={attributeValues(definition, args)}
        innerHtml={setup.innerHtml}
        events={definition.events.map((e) => e.name)}
      />
    ),
    play: async ({ canvasElement }) => {
      const element = await renderedElement(canvasElement, tag);
      // Ready first, then what it shows: the check's queries over a large shadow tree (a table's rows by role) run on
      // every change while it waits, and beside them the element's own first effects could wait past 8 s.
      if (setup.ready !== false) await waitFor(() => expect(heardEvents.get(element) ?? []).toContain('insights-ready'), { timeout: 8000 });
      await setup.check(within(element.shadowRoot as unknown as HTMLElement), element);
      if (setup.ready !== false) {
        await expect((heardEvents.get(element) ?? []).filter((name) => name === 'insights-ready')).toHaveLength(1);
        // Ready means the element's main data is shown; its secondary sections (a company's contacts, addresses,
        // aliases) may still be on their way. The story ends when nothing in it is loading any more, so its
        // screenshot does not depend on which request the machine answered first.
        await waitFor(() => expect(stillLoading(element.shadowRoot)).toEqual([]), { timeout: 8000 });
      }
    },
  };
}

/**
 * The story of one of the four pricing chart elements: the admin's session, the default filters (ERCOT, Texas),
 * and its check — the card titled `title` drawn, with its supplier legend.
 */
export function pricingChartStory(tag: string, title: string): StoryObj<ElementArgs> {
  return elementStory(tag, {
    routes: () => pricingRoutes(),
    config: { session: adminSession },
    args: { filters: {} },
    check: async (shadow) => {
      const card = await shadow.findByRole('article', { name: title }, { timeout: 8000 });
      await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 8000 });
      // The legend comes with the chart once the card has been seen near the screen (a frame after the data at the
      // soonest, ADR 0040), so it is waited for: with the data already at hand it can come after the state above.
      await expect(await within(card).findByRole('list', { name: `${title} suppliers` }, { timeout: 8000 })).toBeVisible();
    },
  });
}
