import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { oopsText } from './auth/identityError';
import { StatusPage } from './pages/StatusPage';
import { GlobalStyle } from './ui/GlobalStyle';
import { FullPageSpinner } from './ui/primitives';

/** Reads /portal-config.json before anything that needs the identity provider or the API. */
function Bootstrap() {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then(
      (loaded) => active && setConfig(loaded),
      (reason: unknown) => active && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      active = false;
    };
  }, []);

  if (error) return <StatusPage bare tone="warn" icon="alert" title={oopsText(error)} />;
  if (!config) return <FullPageSpinner />;
  return <App config={config} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlobalStyle />
    <Bootstrap />
  </StrictMode>,
);
