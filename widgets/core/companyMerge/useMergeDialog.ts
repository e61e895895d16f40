import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../api/useQuery';
import { useCallback, useEffect, useState } from 'react';
import type { Company } from '../api/companies';
import { companyDetailQueries, mergeCompany } from '../api/companyDetail';
import { useApiContext } from '../api/queryScope';

export const MERGE_SELF = 'can not merge with self';
export const MERGE_FAILED = 'request can not accept this time';
const SEARCH_DEBOUNCE_MS = 250;

/** Spec 1 §8: the server's 'can not merge with self', otherwise 'request can not accept this time'. */
export function mergeErrorText(error: unknown): string {
  return error instanceof Error && error.message === MERGE_SELF ? MERGE_SELF : MERGE_FAILED;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** What a merge needs of the company it folds: its id and the name the dialog's title shows. */
export type MergeSource = Pick<Company, 'id' | 'legalName'>;

/** Merge dialog (spec 1 §4, §5): search a target (non-empty text, limit 50), confirm, merge `source` into it. */
export function useMergeDialog(source: MergeSource, onMerged: (target: Company) => void) {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Company | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Stable: the confirmation dialog takes the focus back whenever its onCancel changes.
  const cancelConfirm = useCallback(() => setConfirming(false), []);
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery(companyDetailQueries.search(ctx, search));
  const merge = useMutation({
    mutationFn: async (chosen: Company) => {
      if (!(await mergeCompany(ctx.api, { targetCompanyId: chosen.id, sourceCompanyId: source.id }))) throw new Error(MERGE_FAILED);
      return chosen;
    },
    onSuccess: (chosen) => {
      // The source company is gone from every list, count and follow of this API.
      void queryClient.invalidateQueries({ queryKey: ctx.shared });
      onMerged(chosen);
    },
    onError: (e) => setError(mergeErrorText(e)),
    onSettled: () => setConfirming(false),
  });

  return {
    text,
    search,
    results,
    target,
    error,
    confirming,
    merging: merge.isPending,
    changeText: (value: string) => {
      setText(value);
      setTarget(null);
    },
    choose: (company: Company) => {
      setTarget(company);
      setError(null);
    },
    askConfirm: () => setConfirming(true),
    cancelConfirm,
    confirmMerge: () => target && merge.mutate(target),
  };
}
