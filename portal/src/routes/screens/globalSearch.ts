/** The top bar's company search alone: its chunk carries the search area only, loaded after the shell. */
export { GlobalSearch } from '@insights/widgets/search';
