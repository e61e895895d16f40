import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { createWidgetHost } from './WidgetHost';
import { eventName, kebabCase, recordElement, type AttributeType } from './registry';
import { COMMON_HOST_EVENTS, HOST_EVENTS, type HostEventName } from '../events/hostEvents';
import { isHostEventsComponent, withHostEvents } from '../events/withHostEvents';

export type { AttributeType };

export interface DefineWidgetOptions<P> {
  /** One sentence for the element reference (docs/elements.md): what the element shows. */
  description?: string;
  /** Props readable from attributes (camelCase prop → kebab-case attribute). */
  props?: Partial<Record<Extract<keyof P, string>, AttributeType>>;
  /** What each attribute means, for the element reference. */
  attributeDocs?: Partial<Record<Extract<keyof P, string>, string>>;
  /** Callback props that become DOM events: onPick(detail) dispatches 'pick'. */
  events?: Array<Extract<keyof P, string>>;
  /** What each event's `detail` carries, for the element reference. */
  eventDocs?: Partial<Record<Extract<keyof P, string>, string>>;
  /** The `part` names the element's regions carry (styleable with `::part()`), and what each is. */
  parts?: Record<string, string>;
  /**
   * The host events (widgets/core/events) the element dispatches; by default the ones of every screen that calls the
   * API (insights-ready, -error, -auth-required). A test checks the list against the emit calls of the element's code.
   */
  hostEvents?: HostEventName[];
}

/**
 * Registers `Component` as custom element `tagName` (open shadow root, styles scoped to it).
 * Two bundles on one page may both try to define the same tag: the second is a no-op with a warning
 * instead of the DOMException customElements.define would throw.
 */
export function defineWidget<P extends object>(
  tagName: string,
  Component: ComponentType<P>,
  options: DefineWidgetOptions<P> = {},
): CustomElementConstructor | undefined {
  const attributeDocs: Partial<Record<string, string>> = options.attributeDocs ?? {};
  const eventDocs: Partial<Record<string, string>> = options.eventDocs ?? {};
  recordElement({
    tag: tagName,
    description: options.description ?? '',
    attributes: Object.entries(options.props ?? {}).map(([property, type]) => ({
      attribute: kebabCase(property),
      property,
      type: type as AttributeType,
      description: attributeDocs[property] ?? '',
    })),
    events: [
      ...(options.hostEvents ?? COMMON_HOST_EVENTS).map((name) => ({
        name,
        description: HOST_EVENTS[name].description,
        detailType: HOST_EVENTS[name].detailType,
        cancelable: HOST_EVENTS[name].cancelable,
      })),
      ...(options.events ?? []).map((prop) => ({ name: eventName(prop), description: eventDocs[prop] ?? '' })),
    ],
    parts: Object.entries(options.parts ?? {}).map(([name, description]) => ({ name, description })),
  });
  if (typeof customElements === 'undefined') return undefined; // server-side rendering or tests without a DOM
  const existing = customElements.get(tagName);
  if (existing) {
    console.warn(`[insights] <${tagName}> is already defined (is a second Insights bundle on the page?); keeping the first.`);
    return existing;
  }

  const events = Object.fromEntries(
    // bubbles + composed so a listener on the page (outside the shadow root) hears them.
    (options.events ?? []).map((name) => [name, { bubbles: true, composed: true }]),
  );
  const props = { ...options.props, apiBaseUrl: 'string', portalUrl: 'string' };
  // Every element speaks to its page the same way; a screen exported for React hosts is wrapped already.
  const Widget = isHostEventsComponent(Component) ? Component : withHostEvents(tagName, Component);
  if (Widget.hostTag !== tagName) throw new Error(`<${tagName}> wraps a component whose events name <${Widget.hostTag}>`);
  const Base = r2wc(createWidgetHost(Widget), { shadow: 'open', props, events } as Parameters<typeof r2wc>[1]) as unknown as
    new () => HTMLElement & { connectedCallback(): void };
  /**
   * With the per-tag loader an element often exists before its code: a page that set a property on it then
   * (`el.companyId = '…'`) left an own property that hides the class's accessor. Re-assign those through it.
   */
  class InsightsElement extends Base {
    override connectedCallback() {
      for (const name of Object.keys(props)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      super.connectedCallback();
    }
  }
  customElements.define(tagName, InsightsElement);
  return InsightsElement;
}
