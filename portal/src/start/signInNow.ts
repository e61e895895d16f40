import type { OidcMetadata } from 'oidc-client-ts';
import { redirectToSignIn } from '../auth/signInRedirect';
import { currentUrl } from '../auth/returnUrl';
import { createUserManager } from '../auth/userManager';
import type { RuntimeConfig } from '../config/runtimeConfig';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The provider's discovery document as fetched by the start-up script, when it can stand in for the library's own
 * fetch: it names this authority as its issuer and has an authorization endpoint. Otherwise undefined.
 */
export function usableDiscovery(config: Pick<RuntimeConfig, 'authority'>, discovery?: Record<string, unknown>): Partial<OidcMetadata> | undefined {
  if (typeof discovery?.issuer !== 'string' || typeof discovery.authorization_endpoint !== 'string') return undefined;
  return withoutSlash(discovery.issuer) === withoutSlash(config.authority) ? (discovery as Partial<OidcMetadata>) : undefined;
}

/**
 * The start-up script's sign-in: oidc-client-ts alone, without React or the app. `discovery`: the provider's
 * metadata when the start-up script already has it, so the library does not fetch it again one round trip later.
 */
export function signInNow(config: RuntimeConfig, discovery?: Record<string, unknown>): Promise<void> {
  return redirectToSignIn(createUserManager(config, window.location.origin, usableDiscovery(config, discovery)), currentUrl());
}
