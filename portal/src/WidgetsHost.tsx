import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { InsightsProvider, type InsightsConfig } from '@insights/widgets';
import { useAuth } from './auth/AuthProvider';
import { useRuntimeConfig } from './config/RuntimeConfigContext';
import { firstRequests } from './start/firstRequests';

/**
 * The host configuration every widget reads. Its identity changes only with the session, so widget caches and
 * connections survive navigation.
 */
export function WidgetsHost({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const { session, getAccessToken } = useAuth();
  const navigate = useNavigate();
  // navigateTo keeps one identity (so the configuration does not change on every route) and calls the latest
  // navigate; layout effects run before any click can reach it.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const navigateTo = useCallback((href: string, options?: { replace?: boolean }) => {
    const url = new URL(href, window.location.origin);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    void navigateRef.current(url.pathname + url.search + url.hash, { replace: options?.replace ?? false });
  }, []);

  // Whose first requests are learned: the signed-in user's (idempotent, so it may run during render).
  firstRequests.setUser(session?.sub ?? null);
  const config = useMemo<InsightsConfig>(
    () => ({
      apiBaseUrl: runtime.apiBaseUrl,
      pricingBaseUrl: runtime.pricingBaseUrl,
      hubUrl: runtime.hubUrl,
      logoUrl: runtime.logoUrl,
      features: runtime.features,
      getAccessToken,
      session,
      navigate: navigateTo,
      // Widget links are portal URLs on this same origin.
      portalUrl: '',
      // A page's first requests may already be on their way (sent by the start-up script).
      fetch: firstRequests.fetch,
    }),
    [runtime, getAccessToken, session, navigateTo],
  );

  return <InsightsProvider config={config}>{children}</InsightsProvider>;
}
