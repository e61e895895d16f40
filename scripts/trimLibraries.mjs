// A Rollup plugin for the two self-contained bundles (the per-tag loader and the one-file bundle), which carry React and
// the libraries inside: it leaves out library code those bundles can never run (issue 22: about 1.2 KB gz of every
// tag's page). The library build (dist/widgets) keeps the libraries external and is not touched.
// - use-sync-external-store's shim (TanStack Table's store reads it) is a fallback for React before 18, which has no
//   useSyncExternalStore; the bundles carry React 19, so its own hook serves (the package's non-shim entry).
// - stylis's vendor prefixer: styled-components 6 runs it only when a StyleSheetManager sets enableVendorPrefixes,
//   which no widget does (widgets/core/element/trimLibraries.test.ts fails if one starts to), so the bundles' CSS is
//   written unprefixed either way. Its table of prefixes is replaced by the identity.

/** stylis's prefix table (src/Prefixer.js), the only module its `prefixer` middleware adds. */
const STYLIS_PREFIXER = /[\\/]node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/;

export function trimLibraries() {
  return {
    name: 'trim-libraries',
    async resolveId(source, importer, options) {
      if (source !== 'use-sync-external-store/shim/with-selector') return null;
      return this.resolve('use-sync-external-store/with-selector', importer, { ...options, skipSelf: true });
    },
    load(id) {
      return STYLIS_PREFIXER.test(id) ? 'export function prefix(value) {\n  return value;\n}\n' : null;
    },
  };
}
