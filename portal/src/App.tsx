import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { createUserManager } from './auth/userManager';
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
  const userManager = useMemo(() => createUserManager(config), [config]);
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
