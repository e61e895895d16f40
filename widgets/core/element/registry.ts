/** r2wc's attribute types: how an attribute string becomes the prop value. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** One attribute of an element: the kebab-case attribute, the camelCase property it sets, its type and meaning. */
export interface ElementAttribute {
  attribute: string;
  property: string;
  type: AttributeType;
  description: string;
}

/** One DOM event an element dispatches (bubbles, composed), with what its `detail` carries. */
export interface ElementEvent {
  name: string;
  description: string;
  /** The detail's TypeScript type as text (host events); an r2wc event's detail is described in words only. */
  detailType?: string;
  cancelable?: boolean;
}

/** A region of an element a page can style with `::part(name)`. */
export interface ElementPart {
  name: string;
  description: string;
}

/**
 * What `defineWidget` knows about an element: the one source of the element reference (docs/elements.md), the
 * manifest (custom-elements.json) and the typings (widgets/elementTypes.ts).
 */
export interface ElementDefinition {
  tag: string;
  description: string;
  attributes: ElementAttribute[];
  events: ElementEvent[];
  parts: ElementPart[];
}

/** Attributes every element takes (WidgetHost reads them before the configure() values). */
export const COMMON_ATTRIBUTES: ElementAttribute[] = [
  { attribute: 'api-base-url', property: 'apiBaseUrl', type: 'string', description: "Overrides configure()'s `apiBaseUrl` for this element." },
  { attribute: 'portal-url', property: 'portalUrl', type: 'string', description: "Overrides configure()'s `portalUrl` (where links open) for this element." },
];

const definitions = new Map<string, ElementDefinition>();

export function recordElement(definition: ElementDefinition): void {
  if (!definitions.has(definition.tag)) definitions.set(definition.tag, definition);
}

/** Every element defined so far, in definition order. */
export function elementDefinitions(): ElementDefinition[] {
  return [...definitions.values()];
}

export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** r2wc's event name for a callback prop: onApply → 'apply'. */
export const eventName = (prop: string) => prop.replace(/^on/, '').replace(/^[A-Z]/, (c) => c.toLowerCase());
