import { Suspense, useContext, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useInsights } from '../config/context';
import type { ResolvedInsightsConfig } from '../config/types';
import { HostEventsContext, type HostEvents } from './HostEventsContext';
import { HOST_EVENTS, type HostEventDetails, type HostEventName, type InsightsEvent } from './hostEvents';
import { StyleSheetManager } from 'styled-components';
import { lazyNamed } from '../ui/lazyNamed';
import { forwardToDom } from '../ui/forwardToDom';

// Only a page without a signed-in user shows it: its code comes on the first signed-out render.
const SignInRequired = lazyNamed(() => import('./SignInRequired'), 'SignInRequired');

/** The host's callbacks a React component takes, one per event: `onFollowChange` hears `insights-follow-change`. */
export interface HostEventProps {
  onReady?: (event: InsightsEvent<'insights-ready'>) => void;
  onError?: (event: InsightsEvent<'insights-error'>) => void;
  onAuthRequired?: (event: InsightsEvent<'insights-auth-required'>) => void;
  /** Cancelable like the element's event: `event.preventDefault()` and the widget does not move. */
  onNavigate?: (event: InsightsEvent<'insights-navigate'>) => void;
  onFollowChange?: (event: InsightsEvent<'insights-follow-change'>) => void;
  onFiltersChange?: (event: InsightsEvent<'insights-filters-change'>) => void;
  onNotificationRead?: (event: InsightsEvent<'insights-notification-read'>) => void;
}

type Callback = ((event: CustomEvent) => void) | undefined;

/** Inside a widget: what a nested widget hands its events to. */
interface WidgetEvents extends HostEvents {
  deliver(event: CustomEvent): boolean;
}

/** A component wrapped by withHostEvents, with the tag it has as a custom element. */
export type HostEventsComponent<P> = ComponentType<P & HostEventProps> & { hostTag: string };

export function isHostEventsComponent<P>(component: ComponentType<P>): component is ComponentType<P> & { hostTag: string } {
  return typeof (component as { hostTag?: unknown }).hostTag === 'string';
}

/**
 * Makes a screen speak to its host: the callback props above for a React host; inside a custom element the same
 * events are dispatched from the element (WidgetHost gives the sink). It also owns what the events decide for the
 * whole widget: `insights-ready` goes out once, and a missing token shows 'Sign in required' instead of the screen
 * until the configuration changes (the host signed in) or the user retries. A widget inside another (a dashboard
 * card) hands those two to the outer widget, so the host hears one of each per element.
 */
export function withHostEvents<P extends object>(tag: string, Component: ComponentType<P>): HostEventsComponent<P> {
  function HostEventsWidget(props: P & HostEventProps) {
    const scope = useContext(HostEventsContext);
    const outer = scope.widget as WidgetEvents | null;
    const config = useInsights();
    const latest = useRef({ props, config, outer, sink: scope.sink });
    useLayoutEffect(() => {
      latest.current = { props, config, outer, sink: scope.sink };
    });
    const readySent = useRef(false);
    // Signed-out state belongs to one configuration: a new one (configure() after sign-in) lets the screen try again.
    const [authRequiredFor, setAuthRequiredFor] = useState<ResolvedInsightsConfig | null>(null);
    const authSentFor = useRef<ResolvedInsightsConfig | null>(null);

    const events = useMemo<WidgetEvents>(() => {
      const deliver = (event: CustomEvent): boolean => {
        const { props: current, outer: parent, sink } = latest.current;
        const prop = HOST_EVENTS[event.type as HostEventName]?.prop;
        const callback = (current as Record<string, Callback>)[prop];
        if (typeof callback === 'function') callback(event);
        if (parent) parent.deliver(event);
        else sink?.(event);
        return !event.defaultPrevented;
      };
      const emit = <K extends HostEventName>(name: K, detail: HostEventDetails[K]): boolean => {
        const { outer: parent, config: current } = latest.current;
        if (name === 'insights-ready' || name === 'insights-auth-required') {
          if (parent) return parent.emit(name, detail);
          if (name === 'insights-ready') {
            if (readySent.current) return true;
            readySent.current = true;
          } else {
            if (authSentFor.current === current) return true;
            authSentFor.current = current;
            setAuthRequiredFor(current);
          }
          detail = { tag } as HostEventDetails[K];
        }
        const { cancelable } = HOST_EVENTS[name];
        return deliver(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
      };
      return { emit, deliver };
    }, []);

    const value = useMemo(() => ({ widget: events, sink: scope.sink }), [events, scope.sink]);
    const rest = { ...props } as Record<string, unknown>;
    for (const { prop } of Object.values(HOST_EVENTS)) delete rest[prop];
    const signedOut = !outer && authRequiredFor !== null && authRequiredFor === config;
    // Every screen, in a React host or an element, passes here: its regions' `part` attributes reach the DOM without a
    // styled-components warning (forwardToDom says why). Only that is set: a host's own style sheet still applies.
    return (
      <StyleSheetManager shouldForwardProp={forwardToDom}>
        <HostEventsContext.Provider value={value}>
          {signedOut ? (
            <Suspense fallback={null}>
              <SignInRequired
                onRetry={() => {
                  authSentFor.current = null;
                  setAuthRequiredFor(null);
                }}
              />
            </Suspense>
          ) : (
            <Component {...(rest as P)} />
          )}
        </HostEventsContext.Provider>
      </StyleSheetManager>
    );
  }
  HostEventsWidget.displayName = Component.displayName ?? Component.name ?? 'Widget';
  return Object.assign(HostEventsWidget, { hostTag: tag });
}
