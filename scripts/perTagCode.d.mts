/** Project modules the per-tag loader keeps one copy of (page-wide state; paths from the repository root). */
export const SHARED_STATE: readonly string[];
/** Rollup plugin: each tag's code in a copy of its own beside one shared runtime. */
export function perTagCode(): {
  name: string;
  manualChunks(id: string): string | undefined;
};
