/**
 * The start-up script, kept tiny: it reads /portal-config.json and, for a visitor who is not signed in and asks for
 * a protected page, goes straight to the identity provider without downloading the app (index.html shows a spinner
 * meanwhile). Everyone else gets the app (React, the router, the shell); each screen then loads on demand.
 */
import { loadRuntimeConfig } from './config/runtimeConfig';
import { decideStart, mayNeedApp } from './start/startDecision';

const loadApp = () => import('./start/startApp');

// Probably signed in (or a page open to everyone): request the app alongside the configuration, not after it.
const earlyApp = mayNeedApp(window.location.pathname) ? loadApp() : null;

async function start() {
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (reason) {
    (await (earlyApp ?? loadApp())).showStartError(reason instanceof Error ? reason.message : String(reason));
    return;
  }
  if (decideStart(window.location.pathname, config) === 'signIn') {
    try {
      const { signInNow } = await import('./start/signInNow');
      await signInNow(config);
      return;
    } catch {
      // The provider could not be reached: the app's guard shows its page and tries again.
    }
  }
  (await (earlyApp ?? loadApp())).startApp(config);
}

void start();
