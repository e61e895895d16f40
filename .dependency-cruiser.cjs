// The floors of docs/architecture.md, checked on every `npm run lint`:
//   portal → widget areas → widgets/core → contract;  server → contract.
// Type-only imports count (tsPreCompilationDeps), so a circle or a wrong-way import made of types fails too.
// Tests, stories, browser tests and scripts may import what they test; production code never imports them.

/** Files that test or tool the product rather than ship in it. */
const TESTS = [
  '\\.test\\.tsx?$',
  '^widgets/core/testing/',
  '^server/test/',
  '^stories/',
  '^\\.storybook/',
  '^e2e/',
  '^scripts/',
  '(^|/)[^/]*\\.config\\.[cm]?[jt]s$',
];

/** A screen: `widgets/<area>/<Widget>/`, named in PascalCase. Other folders of an area (shared/, logic/) are shared. */
const SCREEN = '^widgets/([^/]+)/([A-Z][^/]*)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only imports included). Move what both sides need into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'Shipped code (contract, widgets, portal, server) never imports tests, stories or test helpers.',
      from: { path: '^(contract|widgets|portal|server)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment: 'contract/ is the ground floor: it imports only itself and libraries (zod).',
      from: { path: '^contract/', pathNot: TESTS },
      to: { pathNot: ['^contract/', '(^|/)node_modules/'] },
    },
    {
      name: 'server-only-to-contract',
      severity: 'error',
      comment: 'The server builds on contract/ only; widgets and portal are clients of it. Move what both need to contract/.',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: '^(widgets|portal)/' },
    },
    {
      name: 'widgets-not-to-server-or-portal',
      severity: 'error',
      comment: 'Widgets run in a browser against any server of the contract: they import contract/, never the server or the portal.',
      from: { path: '^widgets/', pathNot: TESTS },
      to: { path: '^(server|portal)/' },
    },
    {
      name: 'widgets-no-node-builtins',
      severity: 'error',
      comment: 'Widgets and the contract run in browsers: no Node built-in modules.',
      from: { path: '^(widgets|contract)/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'widgets-no-dev-dependencies',
      severity: 'error',
      comment: 'A package host installs dependencies and peerDependencies only; a devDependency would be missing there.',
      from: { path: '^(widgets|contract)/', pathNot: TESTS },
      // React and styled-components are peer and dev dependencies at once: a peer is fine.
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['npm', 'npm-peer', 'type-only'] },
    },
    {
      name: 'core-not-to-areas',
      severity: 'error',
      comment: 'widgets/core is below every widget area: it never imports an area (or the package entries).',
      from: { path: '^widgets/core/', pathNot: TESTS },
      to: { path: '^widgets/', pathNot: '^widgets/core/' },
    },
    {
      name: 'area-not-to-other-area',
      severity: 'error',
      comment: 'A widget area imports only itself, widgets/core and contract/. Share through widgets/core.',
      from: { path: '^widgets/([^/]+)/', pathNot: ['^widgets/core/', ...TESTS] },
      to: { path: '^widgets/', pathNot: ['^widgets/$1/', '^widgets/core/'] },
    },
    {
      name: 'screen-not-to-other-screen',
      severity: 'error',
      comment: 'A screen folder never imports another screen folder: shared pieces go to widgets/<area>/shared/ or widgets/core.',
      from: { path: SCREEN, pathNot: TESTS },
      to: { path: '^widgets/[^/]+/[A-Z][^/]*/', pathNot: '^widgets/$1/$2/' },
    },
    {
      name: 'shared-not-to-screens',
      severity: 'error',
      comment: "An area's shared folders sit below its screens and never import one.",
      from: { path: '^widgets/([^/]+)/[a-z][^/]*/', pathNot: ['^widgets/core/', ...TESTS] },
      to: { path: '^widgets/$1/[A-Z][^/]*/' },
    },
    {
      name: 'portal-only-public-entries',
      severity: 'error',
      comment: 'The portal uses the widgets exactly as a third party: `@insights/widgets`, its area entries `@insights/widgets/<area>` and `@insights/widgets/elements` only.',
      from: { path: '^portal/', pathNot: TESTS },
      to: { path: '^(widgets|contract|server|stories)/', pathNot: '^widgets/(index|elements|(home|companies|licenses|rawData|notifications|settings|users|pricing|dashboard|leaderboard|activity|offers|search|integrations)/index)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Anchored: node_modules stay in the graph (only not followed), so the dependency-type rules can see packages.
    // e2e/hosts/ is a host project of its own: it imports the packed tarball it installs, not our sources.
    exclude: { path: '^(dist|portal/dist|\\.tsbuild|storybook-static|coverage|e2e/hosts)/' },
    tsPreCompilationDeps: true,
    // Resolves `@insights/widgets` for the portal, stories and tests.
    tsConfig: { fileName: 'tsconfig.tests.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      // The server imports TypeScript files with .js suffixes, as Node's ESM wants.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
