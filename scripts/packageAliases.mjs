// How the portal, Storybook and the tests resolve `@insights/widgets` to the sources: the same entry points a host
// gets from the built package (package.json "exports"), so nothing here can reach a file a host could not import.
import { fileURLToPath } from 'node:url';

/** The screen areas, each its own entry point `@insights/widgets/<area>`. */
export const WIDGET_AREAS = [
  'home', 'companies', 'licenses', 'rawData', 'notifications', 'settings', 'users', 'pricing', 'dashboard', 'leaderboard', 'activity', 'offers', 'search', 'integrations',
];

const source = (path) => fileURLToPath(new URL(`../widgets/${path}`, import.meta.url));

export const packageAliases = [
  { find: /^@insights\/widgets\/elements$/, replacement: source('elements.ts') },
  ...WIDGET_AREAS.map((area) => ({ find: new RegExp(`^@insights/widgets/${area}$`), replacement: source(`${area}/index.ts`) })),
  { find: /^@insights\/widgets$/, replacement: source('index.ts') },
];
