/**
 * The one-file bundle for intranet pages (<script type="module" src="insights-elements.standalone.js">).
 * Besides configure(), a page may set window.InsightsConfig before the script loads; it is read once here,
 * at the page boundary, so widgets themselves never read globals.
 */
import { configure } from './elements';
import type { InsightsConfig } from './core/config/types';

export * from './elements';

declare global {
  interface Window {
    InsightsConfig?: Partial<InsightsConfig>;
  }
}

if (typeof window !== 'undefined' && window.InsightsConfig && typeof window.InsightsConfig === 'object') {
  configure(window.InsightsConfig);
}
