/**
 * The per-tag loader for intranet pages: one small script that knows every <insights-*> tag and downloads a tag's
 * code the first time that tag appears in the page (in the HTML, added later by script, or inside a shadow root the
 * page passes to discover()). A page with only <insights-company-list> fetches the list's code and the shared core,
 * never the charts.
 *
 *   <script type="module" src="https://insights.example/widgets/loader/insights-elements.js"></script>
 *
 * Like the one-file bundle, it reads window.InsightsConfig once and exports configure(), createSession() and
 * hasModule(); configure() may be called before or after the elements' code arrives.
 */
import { configure } from './core/element/configStore';
import type { InsightsConfig } from './core/config/types';
import { ELEMENT_MODULES, type ElementModule } from './elementModules';

export { configure };
export type { InsightsConfig };
export { createSession, hasModule, type Session } from '../contract/claims';
// The tags and their events typed for hosts (HTMLElementTagNameMap, HTMLElementEventMap), as from './elements'.
export type * from './elementTypes';

declare global {
  interface Window {
    InsightsConfig?: Partial<InsightsConfig>;
  }
}

const modules = new Map<string, ElementModule>(ELEMENT_MODULES.map((entry) => [entry.tag, entry]));
const loading = new Map<string, Promise<void>>();

/** Every tag this loader can define. */
export const tags: readonly string[] = ELEMENT_MODULES.map((entry) => entry.tag);

/** Downloads and defines one tag (once; a failed download is retried by the next call). */
export function load(tag: string): Promise<void> {
  const entry = modules.get(tag);
  if (!entry) return Promise.reject(new Error(`[insights] Unknown element <${tag}>. Known elements: ${tags.join(', ')}.`));
  let pending = loading.get(tag);
  if (!pending) {
    pending = entry.load().then(
      () => undefined,
      (reason: unknown) => {
        loading.delete(tag);
        console.error(`[insights] Could not load <${tag}>:`, reason);
        throw reason;
      },
    );
    loading.set(tag, pending);
  }
  return pending;
}

const isInsightsTag = (name: string) => modules.has(name) && !customElements.get(name);

/** Loads every not-yet-defined Insights element in `root` (the document by default, or a shadow root). */
export function discover(root: ParentNode = document): Promise<void> {
  const found = new Set<string>();
  if (root instanceof Element && isInsightsTag(root.localName)) found.add(root.localName);
  root.querySelectorAll(':not(:defined)').forEach((element) => {
    if (isInsightsTag(element.localName)) found.add(element.localName);
  });
  return Promise.allSettled([...found].map(load)).then(() => undefined);
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  if (window.InsightsConfig && typeof window.InsightsConfig === 'object') configure(window.InsightsConfig);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === Node.ELEMENT_NODE) void discover(node as Element);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  void discover(document);
}
