import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { oopsText } from '../auth/identityError';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { StatusPage } from '../pages/StatusPage';
import { preloadScreen } from '../routes/preloadScreen';
import { routes } from '../routes/routeTable';
import { GlobalStyle } from '../ui/GlobalStyle';

/** Replaces index.html's static spinner with React. */
function render(node: ReactNode) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GlobalStyle />
      {node}
    </StrictMode>,
  );
}

export function startApp(config: RuntimeConfig) {
  preloadScreen(routes, window.location.pathname);
  render(<App config={config} />);
}

/** /portal-config.json could not be read: a clear page rather than a spinner that never ends. */
export function showStartError(message: string) {
  render(<StatusPage bare tone="warn" icon="alert" title={oopsText(message)} />);
}
