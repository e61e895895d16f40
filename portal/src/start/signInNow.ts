import { signinRedirect } from '../auth/codeFlow';
import { redirectToSignIn } from '../auth/signInRedirect';
import { currentUrl } from '../auth/returnUrl';
import type { RuntimeConfig } from '../config/runtimeConfig';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The provider's discovery document as fetched by the start-up script, when it can stand in for a fetch of its own:
 * it names this authority as its issuer and has an authorization endpoint. Otherwise undefined.
 */
export function usableDiscovery(config: Pick<RuntimeConfig, 'authority'>, discovery?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (typeof discovery?.issuer !== 'string' || typeof discovery.authorization_endpoint !== 'string') return undefined;
  return withoutSlash(discovery.issuer) === withoutSlash(config.authority) ? discovery : undefined;
}

/**
 * The start-up script's sign-in: the code flow's redirect alone (auth/codeFlow.ts), without React, the app or
 * oidc-client-ts. `discovery`: the provider's metadata when the start-up script already has it, so it is not fetched
 * again one round trip later.
 */
export function signInNow(config: RuntimeConfig, discovery?: Record<string, unknown>): Promise<void> {
  const metadata = usableDiscovery(config, discovery);
  return redirectToSignIn({ signinRedirect: ({ state }) => signinRedirect(config, state, metadata) }, currentUrl());
}
