/**
 * The events every Insights element dispatches to its host page, declared once: the detail types below are what
 * listeners receive; HOST_EVENTS carries the same types as text, with what each event means, for the manifest
 * (custom-elements.json), docs/elements.md and the generated typings (HTMLElementEventMap in widgets/elementTypes.ts).
 * A type test (events.typecheck.test.ts) keeps the text and the types below equal.
 */

/**
 * What an event's detail may hold: plain JSON values, so a host can log, store, post or compare a detail as it is
 * (`JSON.parse(JSON.stringify(detail))` gives it back unchanged) — strings, numbers, booleans, arrays of them and
 * records of them. No objects of the widgets' own (a chosen state is its name and id, not the option object), no
 * dates, no undefined value (an optional field is left out; `null` only where the type says so).
 */
export type HostDetailValue = string | number | boolean | null | readonly HostDetailValue[] | { readonly [key: string]: HostDetailValue };

/** A filter set in the names the screen's URL uses (`StateCode`, `LicenseType`, `SearchTerm`, `PageNumber`…). */
export type HostFilters = Record<string, string>;

export interface HostEventDetails {
  'insights-ready': { tag: string };
  'insights-error': { status: number; message: string; operation: string };
  'insights-auth-required': { tag: string };
  'insights-navigate': { path: string; route: string | null; params: Record<string, string> };
  'insights-follow-change': { companyId: string; licenseId?: number; following: boolean };
  'insights-filters-change': { filters: HostFilters };
  'insights-notification-read': { ids: number[]; all: boolean };
  'insights-market-watch-change': { id: number; change: 'created' | 'updated' | 'deleted' };
  'insights-price-watch-change': { id: number; change: 'created' | 'updated' | 'deleted' };
  'insights-integration-change': {
    kind: 'webhook' | 'api-key';
    id: string;
    change: 'created' | 'updated' | 'enabled' | 'disabled' | 'secret-rotated' | 'deleted' | 'rolled' | 'revoked';
  };
}

export type HostEventName = keyof HostEventDetails;

/** Fails to compile when a detail above holds anything but plain JSON values (HostDetailValue). */
type PlainDetails<T extends { [K in HostEventName]: { readonly [P in keyof T[K]]: HostDetailValue | undefined } }> = T;
export type CheckedHostEventDetails = PlainDetails<HostEventDetails>;

/** An Insights event as a host receives it. */
export type InsightsEvent<K extends HostEventName> = CustomEvent<HostEventDetails[K]>;

export interface HostEventDoc {
  /** The React component's callback prop (`onFollowChange`). */
  prop: string;
  /** The detail's TypeScript type, as text (equal to HostEventDetails[name]; checked by a type test). */
  detailType: string;
  /** A host may call preventDefault() to take over (only insights-navigate). */
  cancelable: boolean;
  description: string;
}

export const HOST_EVENTS: Record<HostEventName, HostEventDoc> = {
  'insights-ready': {
    prop: 'onReady',
    detailType: '{ tag: string }',
    cancelable: false,
    description: 'Once, when the element first shows its data (e.g. to hide a placeholder of the page).',
  },
  'insights-error': {
    prop: 'onError',
    detailType: '{ status: number; message: string; operation: string }',
    cancelable: false,
    description: 'A call failed (beside the error state the element shows): the HTTP status (0 when the server could not be reached), the message shown, and the call (`GET /api/...`).',
  },
  'insights-auth-required': {
    prop: 'onAuthRequired',
    detailType: '{ tag: string }',
    cancelable: false,
    description: "`getAccessToken` gave no token: the element shows 'Sign in required' and calls nothing until the host signs the user in and calls `configure()` again (or the user presses Try again).",
  },
  'insights-navigate': {
    prop: 'onNavigate',
    detailType: '{ path: string; route: string | null; params: Record<string, string> }',
    cancelable: true,
    description: "Before the element moves to a portal page (a company link, a tab, a count): the app path, the route's name in the route map and its parameters (path and query). Cancelable: `preventDefault()` and the element does nothing more; otherwise configure()'s `navigate` or the link works as usual.",
  },
  'insights-follow-change': {
    prop: 'onFollowChange',
    detailType: '{ companyId: string; licenseId?: number; following: boolean }',
    cancelable: false,
    description: 'A follow or unfollow of a company (or of one of its licenses: `licenseId`) succeeded.',
  },
  'insights-filters-change': {
    prop: 'onFiltersChange',
    detailType: '{ filters: Record<string, string> }',
    cancelable: false,
    description: "The user changed the list's filters, search, sort or page: all of them, in the names of the screen's URL query.",
  },
  'insights-notification-read': {
    prop: 'onNotificationRead',
    detailType: '{ ids: number[]; all: boolean }',
    cancelable: false,
    description: 'Notifications were marked read: their ids, or `all: true` (and no ids) for Mark all as read.',
  },
  'insights-market-watch-change': {
    prop: 'onMarketWatchChange',
    detailType: "{ id: number; change: 'created' | 'updated' | 'deleted' }",
    cancelable: false,
    description: "The user made, changed or deleted one of their market watches (Settings, or 'Watch this market' on a list).",
  },
  'insights-price-watch-change': {
    prop: 'onPriceWatchChange',
    detailType: "{ id: number; change: 'created' | 'updated' | 'deleted' }",
    cancelable: false,
    description: "The user made, changed or deleted one of their price watches (Settings → Subscriptions → Price Watches, or 'Watch this market' / 'Watch this supplier' on Offers and Ranking).",
  },
  'insights-integration-change': {
    prop: 'onIntegrationChange',
    detailType: "{ kind: 'webhook' | 'api-key'; id: string; change: 'created' | 'updated' | 'enabled' | 'disabled' | 'secret-rotated' | 'deleted' | 'rolled' | 'revoked' }",
    cancelable: false,
    description: "An admin changed one of the client's webhook endpoints or API keys (Settings → Integrations): which, its id, and the change. Never the secret or key itself.",
  },
};

export const HOST_EVENT_NAMES = Object.keys(HOST_EVENTS) as HostEventName[];

/** What every element dispatches: each screen reports its first data, and every call goes through the API client. */
export const COMMON_HOST_EVENTS: readonly HostEventName[] = ['insights-ready', 'insights-error', 'insights-auth-required'];
