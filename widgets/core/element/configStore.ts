import type { InsightsConfig } from '../config/types';

/**
 * Module-level configuration for custom elements. Elements subscribe, so ones already on the
 * page pick up a later configure() call (the usual order when a page loads the script first).
 */
export interface ElementConfigState {
  config: InsightsConfig;
  /** False until the first configure(): elements then render a loading state and call nothing. */
  configured: boolean;
}

const DEFAULT_CONFIG: InsightsConfig = {
  apiBaseUrl: '',
  getAccessToken: () => null,
};

let state: ElementConfigState = { config: DEFAULT_CONFIG, configured: false };
const listeners = new Set<() => void>();

/** Merges into the current configuration (so a token getter and a base URL can come from separate calls). */
export function configure(partial: Partial<InsightsConfig>): void {
  state = {
    config: {
      ...state.config,
      ...partial,
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
  state = { config: DEFAULT_CONFIG, configured: false };
  listeners.forEach((listener) => listener());
}
