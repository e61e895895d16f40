import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { oopsText } from '../auth/identityError';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { StatusPage } from '../pages/StatusPage';
import { preloadScreen } from '../routes/preloadScreen';
import { routes } from '../routes/routeTable';
import { GlobalStyle } from '../ui/GlobalStyle';

/**
 * Replaces index.html's static spinner with React. In a transition, so the first render of the shell and the screen
 * is spread over short tasks (a plain first render is one long task) while index.html's spinner stays on screen.
 */
function render(node: ReactNode) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <GlobalStyle />
        {node}
      </StrictMode>,
    ),
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
