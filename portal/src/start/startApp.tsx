import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { oopsText } from '../auth/identityError';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { StatusPage } from '../pages/StatusPage';
import { preloadScreen } from '../routes/preloadScreen';
import { nextTask } from './nextTask';
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

/**
 * Called in the task that just evaluated the app's modules (React, the router, styled-components: the start's longest
 * piece of script). The screen's download and the first render each follow in a task of their own, so no one task
 * holds the phone's main thread for long.
 */
export async function startApp(config: RuntimeConfig) {
  await nextTask();
  preloadScreen(routes, window.location.pathname);
  await nextTask();
  render(<App config={config} />);
}

/** /portal-config.json could not be read: a clear page rather than a spinner that never ends. */
export function showStartError(message: string) {
  render(<StatusPage bare tone="warn" icon="alert" title={oopsText(message)} />);
}
