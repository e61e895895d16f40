import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { GlobalSearch } from './GlobalSearch';

export const GLOBAL_SEARCH_TAG = 'insights-search';

defineWidget(GLOBAL_SEARCH_TAG, GlobalSearch, {
  description: 'The global company search: finds companies by name, alias, domain or license number as the user types; Ctrl+K (⌘K) focuses it, Enter opens the highlighted company.',
  props: { shortcut: 'boolean', initialText: 'string' },
  attributeDocs: {
    shortcut: "'false' leaves Ctrl+K / ⌘K to the page (default: the keys focus the field)",
    initialText: 'text the field starts with (its results open at once)',
  },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate'],
  parts: partDocs('frame', 'input', 'popover'),
});
