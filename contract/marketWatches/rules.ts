/**
 * What a market watch is, shared by the server (validation, matching) and the widgets (labels, form).
 * Codes as spec 1 §9 writes them for the company filter: commodity 0 both, 1 electric, 2 natural gas; license type
 * '' both, 'ABC' (agents, brokers and consultants) or 'Supplier'.
 */
import { NOTIFICATION_EVENT_TYPES, type NotificationEventType } from '../notifications/eventTypes';

export const MARKET_WATCH_LIMIT = 50;
export const WATCH_COMMODITIES = [0, 1, 2] as const;
export type WatchCommodity = (typeof WATCH_COMMODITIES)[number];
export const WATCH_LICENSE_TYPES = ['', 'ABC', 'Supplier'] as const;
export type WatchLicenseType = (typeof WATCH_LICENSE_TYPES)[number];
export const WATCH_EVENT_TYPES = NOTIFICATION_EVENT_TYPES;

export const MARKET_WATCH_MESSAGES = {
  statesRequired: 'Choose at least one state.',
  unknownState: (code: string) => `${code} is not a state Insights covers.`,
  eventsRequired: 'Choose at least one event: New, Renewal or Expiry.',
  limit: `A user may hold up to ${MARKET_WATCH_LIMIT} market watches.`,
  notFound: 'Market watch not found',
  duplicate: 'You already watch this market: change its events instead.',
  deleted: 'Market watch deleted.',
} as const;

export const COMMODITY_LABELS: Readonly<Record<WatchCommodity, string>> = { 0: 'Electric and Natural Gas', 1: 'Electric', 2: 'Natural Gas' };
export const LICENSE_TYPE_LABELS: Readonly<Record<WatchLicenseType, string>> = { '': 'ABC and Supplier', ABC: 'ABC', Supplier: 'Supplier' };

/** The license's commodity as stored ('Electric' | 'Natural Gas') → the watch code it matches besides 0. */
export function commodityCodeOf(commodity: string): WatchCommodity {
  return commodity === 'Electric' ? 1 : commodity === 'Natural Gas' ? 2 : 0;
}

/** Whether a license event falls in a watch: the rule the server's SQL also applies (tested against it). */
export function watchMatches(
  watch: { stateCodes: readonly string[]; commodity: number; licenseType: string; eventTypes: readonly string[] },
  event: { stateCode: string; commodity: string; isSupplier: boolean; eventType: NotificationEventType },
): boolean {
  return (
    watch.stateCodes.includes(event.stateCode) &&
    (watch.commodity === 0 || watch.commodity === commodityCodeOf(event.commodity)) &&
    (watch.licenseType === '' || (watch.licenseType === 'Supplier') === event.isSupplier) &&
    watch.eventTypes.includes(event.eventType)
  );
}

/** A watch being edited, as the form holds it. */
export interface MarketWatchDraft {
  stateCodes: string[];
  commodity: WatchCommodity;
  licenseType: WatchLicenseType;
  eventTypes: NotificationEventType[];
}

/** The form's problems by field (the server answers the same texts): nothing when the draft can be saved. */
export function marketWatchProblems(draft: MarketWatchDraft): Partial<Record<'stateCodes' | 'eventTypes', string>> {
  const problems: Partial<Record<'stateCodes' | 'eventTypes', string>> = {};
  if (draft.stateCodes.length === 0) problems.stateCodes = MARKET_WATCH_MESSAGES.statesRequired;
  if (draft.eventTypes.length === 0) problems.eventTypes = MARKET_WATCH_MESSAGES.eventsRequired;
  return problems;
}

/** One line for a watch: 'TX, PA · Electric · Supplier'. */
export function marketLabel(watch: { stateCodes: readonly string[]; commodity: number; licenseType: string }): string {
  return [watch.stateCodes.join(', '), COMMODITY_LABELS[watch.commodity as WatchCommodity], LICENSE_TYPE_LABELS[watch.licenseType as WatchLicenseType]].join(' · ');
}
