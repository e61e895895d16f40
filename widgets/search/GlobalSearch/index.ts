export { GlobalSearch, NO_RESULTS, type GlobalSearchProps } from './GlobalSearch';
