import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { StyleSheetManager } from 'styled-components';
import { InsightsProvider } from '../config/InsightsProvider';
import { HOST_CSS } from '../ui/tokens';
import { WidgetErrorBoundary } from '../ui/WidgetErrorBoundary';
import { Spinner } from '../ui/Spinner';
import { getElementConfig, subscribeElementConfig } from './configStore';
import { pageQueryClient } from './pageQueryClient';
import { HostEventsContext, type HostEventsScope } from '../events/HostEventsContext';

/** Attributes every element understands, on top of its own props. */
export interface HostAttributes {
  /** r2wc's render target; with shadow: 'open' it is the ShadowRoot (typed HTMLElement by r2wc). */
  container?: HTMLElement | ShadowRoot;
  apiBaseUrl?: string;
  portalUrl?: string;
}

/** Builds the React component r2wc mounts: styles into the shadow root, configuration, error containment. */
export function createWidgetHost<P extends object>(Component: ComponentType<P>) {
  function WidgetHost(props: P & HostAttributes) {
    const { container, apiBaseUrl, portalUrl, ...rest } = props;
    const { config, configured } = useSyncExternalStore(subscribeElementConfig, getElementConfig, getElementConfig);
    const merged = useMemo(
      () => ({
        ...config,
        ...(apiBaseUrl !== undefined ? { apiBaseUrl } : {}),
        ...(portalUrl !== undefined ? { portalUrl } : {}),
      }),
      [config, apiBaseUrl, portalUrl],
    );
    // An api-base-url attribute is enough configuration for a public widget; otherwise wait for configure().
    const ready = configured || apiBaseUrl !== undefined;
    // The widget's events (insights-ready, -navigate…) leave from the element itself; they bubble out of its shadow root.
    const element = container && 'host' in container ? container.host : null;
    const events = useMemo<HostEventsScope>(
      () => ({ widget: null, sink: element ? (event) => element.dispatchEvent(event) : null }),
      [element],
    );

    return (
      <StyleSheetManager target={container as HTMLElement | undefined}>
        <style>{HOST_CSS}</style>
        <WidgetErrorBoundary>
          {ready ? (
            <InsightsProvider config={merged} queryClient={pageQueryClient()}>
              <HostEventsContext.Provider value={events}>
                <Component {...(rest as P)} />
              </HostEventsContext.Provider>
            </InsightsProvider>
          ) : (
            <Spinner label="Waiting for configuration" />
          )}
        </WidgetErrorBoundary>
      </StyleSheetManager>
    );
  }
  WidgetHost.displayName = `WidgetHost(${Component.displayName ?? Component.name ?? 'Widget'})`;
  return WidgetHost;
}
