import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { companySearchQueries, GLOBAL_SEARCH_LIMIT } from '../../core/api/companySearch';
import { useDebouncedText } from './useDebouncedText';

/** Time after the last keystroke before the server is asked: a fast typist's gap between keys. */
export const SEARCH_DEBOUNCE_MS = 150;

/** The companies for what the user typed, asked once typing pauses; the previous page stays until the next arrives. */
export function useGlobalSearch(text: string, limit = GLOBAL_SEARCH_LIMIT) {
  const ctx = useApiContext();
  const search = useDebouncedText(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...companySearchQueries.find(ctx, search, limit), placeholderData: keepPreviousData });
  return {
    /** The text the shown results belong to ('' = nothing asked). */
    search,
    results: search ? query.data : undefined,
    /** The first page for a text is on its way (nothing to show yet). */
    loading: search !== '' && query.isPending,
    /** The page shown is for an older text; the new one is on its way (or the text is still being typed). */
    stale: search !== text.trim() || query.isPlaceholderData,
    error: search ? query.error : null,
    retry: () => void query.refetch(),
  };
}
