/**
 * The company list's address as the user last left it (filters, search, sort, page), so a company's detail can lead
 * back to that list rather than to an unfiltered one. Kept for the browser tab (sessionStorage): a reload of the
 * detail page, or a detail opened in the same tab from elsewhere, still finds it.
 */
const KEY = 'insights:companies:list';
/** Only where the tab's storage refused it: where it works, it alone holds the address (and a new tab has none). */
let inMemory: string | null = null;

export function rememberListUrl(url: string): void {
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // Storage unavailable (privacy settings, no DOM): this page keeps it in memory.
    inMemory = url;
  }
}

/** The remembered list address, or null when the user has not opened the list in this tab. */
export function rememberedListUrl(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}
