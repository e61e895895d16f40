/**
 * The `part` names the elements put on their main regions, so a host page can style them from outside the shadow
 * root with `::part()` (e.g. `insights-company-list::part(row):hover { … }`). The names are few and the same in every
 * element; each element lists the ones it has through defineWidget's `parts` option (docs/elements.md shows them).
 */
export const PART_DOCS = {
  frame: "The element's outer box (every widget's root).",
  header: 'The title row: heading, subheading and the actions next to them.',
  filters: 'The filter form, panel or bar.',
  table: 'The data table (`<table>`).',
  'header-row': "The table's column-title row.",
  row: "Each data row of the table's body.",
  pagination: 'The page navigation under the table.',
  chart: 'Each chart card: title, plot and legend.',
  map: 'The map drawing (`<svg>`), one link per state.',
  panel: 'Each dashboard panel (title and content).',
  button: 'The bell button.',
  popover: "The popover the element opens: the bell's unread notifications, the search's results.",
  input: 'The search field.',
} as const;

export type PartName = keyof typeof PART_DOCS;

/** The documentation of the given parts, for defineWidget's `parts` option. */
export function partDocs(...names: PartName[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, PART_DOCS[name]]));
}

/** The parts of an element built around one data table. */
export const TABLE_PARTS: PartName[] = ['table', 'header-row', 'row'];
