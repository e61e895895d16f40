import type { InsightsConfig } from '../config/types';
import { TOKEN_GETTER_REQUIRED } from '../config/resolveConfig';

/**
 * Module-level configuration for custom elements. Elements subscribe, so ones already on the
 * page pick up a later configure() call (the usual order when a page loads the script first).
 */
export interface ElementConfigState {
  config: InsightsConfig;
  /** False until the first configure(): elements then render a loading state and call nothing. */
  configured: boolean;
}

type TokenGetter = InsightsConfig['getAccessToken'];

const signedOut: TokenGetter = () => null;
/** The host's token source of the moment (the latest configure() that named one). */
let tokenSource: TokenGetter = signedOut;

/**
 * What every element and the page's shared hub connection call: it asks the latest token source each time, so a
 * later configure({ getAccessToken }) also reaches requests and hub reconnections set up before it, and a host's
 * renewed token is used as soon as the host has it.
 */
const getAccessToken: TokenGetter = () => tokenSource();

const DEFAULT_CONFIG: InsightsConfig = {
  apiBaseUrl: '',
  getAccessToken,
};

let state: ElementConfigState = { config: DEFAULT_CONFIG, configured: false };
const listeners = new Set<() => void>();

/** Merges into the current configuration (so a token getter and a base URL can come from separate calls). */
export function configure(partial: Partial<InsightsConfig>): void {
  if ('getAccessToken' in partial) {
    if (typeof partial.getAccessToken !== 'function') throw new TypeError(TOKEN_GETTER_REQUIRED);
    tokenSource = partial.getAccessToken;
  }
  state = {
    config: {
      ...state.config,
      ...partial,
      getAccessToken,
      routes: partial.routes ? { ...state.config.routes, ...partial.routes } : state.config.routes,
      features: partial.features ? { ...state.config.features, ...partial.features } : state.config.features,
    },
    configured: true,
  };
  listeners.forEach((listener) => listener());
}

export function getElementConfig(): ElementConfigState {
  return state;
}

export function subscribeElementConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests and Storybook start each case from a clean slate. */
export function resetElementConfig(): void {
  tokenSource = signedOut;
  state = { config: DEFAULT_CONFIG, configured: false };
  listeners.forEach((listener) => listener());
}
