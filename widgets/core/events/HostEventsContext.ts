import { createContext, useContext } from 'react';
import type { HostEventDetails, HostEventName } from './hostEvents';

/**
 * How code inside a widget talks to its host. `emit` builds the event, hands it to the React component's callback
 * prop and, inside a custom element, dispatches it from the element; it answers false when a listener cancelled it.
 */
export interface HostEvents {
  emit<K extends HostEventName>(name: K, detail: HostEventDetails[K]): boolean;
}

/** Where a widget's events go once built: the custom element's host dispatches them; a React host has none. */
export type HostEventSink = (event: CustomEvent) => void;

export interface HostEventsScope {
  /** Set by withHostEvents for everything inside one widget. */
  widget: HostEvents | null;
  /** Set by the custom element around its widget. */
  sink: HostEventSink | null;
}

export const HostEventsContext = createContext<HostEventsScope>({ widget: null, sink: null });

const silent: HostEvents = { emit: () => true };

/** The surrounding widget's events (silent outside one, e.g. a bare component in a unit test). */
export function useHostEvents(): HostEvents {
  return useContext(HostEventsContext).widget ?? silent;
}
