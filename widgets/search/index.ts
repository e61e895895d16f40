/** @insights/widgets/search — the global company search. Only this area's code (and the shared core) comes with it. */
export { GlobalSearch, type GlobalSearchProps } from './GlobalSearch';
