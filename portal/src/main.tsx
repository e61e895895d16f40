/**
 * The start-up script, kept tiny: it reads /portal-config.json and, for a visitor who is not signed in and asks for
 * a protected page, goes straight to the identity provider without downloading the app (index.html shows a spinner
 * meanwhile). Everyone else gets the app (React, the router, the shell); each screen then loads on demand.
 *
 * Every request the visit will need starts as soon as it can be known, not one after another: the app (or, with no
 * stored user, the sign-in code) alongside the configuration, and the provider's discovery document alongside the
 * sign-in code, and the page's first API requests alongside the app (start/firstRequests).
 */
import { loadRuntimeConfig } from './config/runtimeConfig';
import { firstRequests } from './start/firstRequests';
import { hasStoredUser } from './auth/storedUser';
import { loadBellCode } from './layout/bellCode';
import { decideStart, mayNeedApp } from './start/startDecision';

const loadApp = () => import('./start/startApp');
const loadSignIn = () => import('./start/signInNow');

// Probably signed in (or a page open to everyone): request the app alongside the configuration, not after it.
// Probably not: request the sign-in code instead.
const earlyApp = mayNeedApp(window.location.pathname) ? loadApp() : null;
const earlySignIn = earlyApp ? null : loadSignIn();

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
      const discovery = fetchDiscovery(config.authority);
      const { signInNow } = await (earlySignIn ?? loadSignIn());
      await signInNow(config, await discovery);
      return;
    } catch {
      // The provider could not be reached: the app's guard shows its page and tries again.
    }
  }
  // The page's data, as far as this tab has seen it before, and the top bar's bell, while React and the screen download.
  firstRequests.replay(config);
  if (hasStoredUser(config)) void loadBellCode().catch(() => undefined);
  await (await (earlyApp ?? loadApp())).startApp(config);
}

/** The provider's metadata, fetched while the sign-in code downloads (undefined: oidc-client-ts fetches it itself). */
function fetchDiscovery(authority: string): Promise<Record<string, unknown> | undefined> {
  return fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : undefined))
    .catch(() => undefined);
}

void start();
