import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { createLazyUserManager } from './auth/portalUserManager';
import { RuntimeConfigProvider } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import { PortalRoutes } from './routes/PortalRoutes';
import { FullPageSpinner } from './ui/primitives';
import { WidgetsHost } from './WidgetsHost';

function AuthenticatedApp() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  return (
    <WidgetsHost>
      <PortalRoutes />
    </WidgetsHost>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  // oidc-client-ts is downloaded when first needed (a renewal, signing out), not with every page; signing in and the
  // callback are auth/codeFlow.ts (ADR 0054).
  const userManager = useMemo(
    () => createLazyUserManager(config, () => import('./auth/userManager').then(({ createUserManager }) => createUserManager(config))),
    [config],
  );
  return (
    <RuntimeConfigProvider value={config}>
      <AuthProvider userManager={userManager}>
        <BrowserRouter>
          <AuthenticatedApp />
        </BrowserRouter>
      </AuthProvider>
    </RuntimeConfigProvider>
  );
}
