import styled from 'styled-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { mergeCompany, searchCompanies, type Company } from '../../core/api/companies';
import { useApi } from '../../core/api/useApi';
import { useInsights } from '../../core/config/context';
import { Alert } from '../../core/ui/Alert';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { Modal } from '../../core/ui/Modal';
import { Spinner } from '../../core/ui/Spinner';
import { t } from '../../core/ui/tokens';
import { inputCss } from '../shared/inputCss';

export const MERGE_SUCCESS = 'Company Merged successfully';
export const MERGE_SELF = 'can not merge with self';
export const MERGE_FAILED = 'request can not accept this time';

const Input = styled.input`
  ${inputCss}
`;

const Results = styled.ul`
  max-height: 260px;
  overflow: auto;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  li {
    border-bottom: 1px solid ${t.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    cursor: pointer;
  }
  small {
    color: ${t.muted};
  }
`;

const Hint = styled.p`
  margin: 10px 0 0;
  color: ${t.muted};
`;

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

export interface MergeDialogProps {
  source: Company;
  onClose: () => void;
  onMerged: (target: Company) => void;
}

/** Merge dialog (spec 1 §4, §5): search a target (non-empty text, limit 50), confirm, merge. */
export function MergeDialog({ source, onClose, onMerged }: MergeDialogProps) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const inputId = useId();
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Company | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const search = useDebounced(text.trim(), 250);
  const results = useQuery({
    queryKey: ['insights', apiBaseUrl, 'companies', 'search', search],
    queryFn: ({ signal }) => searchCompanies(api, search, signal),
    enabled: search.length > 0,
  });
  const merge = useMutation({
    mutationFn: async (chosen: Company) => {
      if (!(await mergeCompany(api, chosen.id, source.id))) throw new Error(MERGE_FAILED);
      return chosen;
    },
    onSuccess: onMerged,
    onError: (e) => setError(mergeErrorText(e)),
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <Modal
        open
        title={`Merge ${source.legalName}`}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>Cancel</Button>
            <Button disabled={!target} busy={merge.isPending} onClick={() => setConfirming(true)}>Merge</Button>
          </>
        }
      >
        {error && <Alert variant="danger">{`Error : ${error}`}</Alert>}
        <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, margin: '10px 0 6px' }}>Target company</label>
        <Input
          id={inputId}
          type="search"
          placeholder="search name, license or domain"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTarget(null);
          }}
        />
        {search.length === 0 ? (
          <Hint>Type a name to find the company to merge into.</Hint>
        ) : results.isFetching && !results.data ? (
          <Hint><Spinner size={14} label="Loading" /></Hint>
        ) : (results.data ?? []).length === 0 ? (
          <Hint>No data found</Hint>
        ) : (
          <Results aria-label="Target companies">
            {results.data!.map((company) => (
              <li key={company.id}>
                <label>
                  <input
                    type="radio"
                    name={`${inputId}-target`}
                    checked={target?.id === company.id}
                    onChange={() => {
                      setTarget(company);
                      setError(null);
                    }}
                  />
                  <span>
                    {company.legalName} <small>{company.emailDomain}</small>
                  </span>
                </label>
              </li>
            ))}
          </Results>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming && target !== null}
        message={target ? `Are you sure you want to merge ${target.legalName} into ${source.legalName}?` : ''}
        busy={merge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => target && merge.mutate(target)}
      />
    </>
  );
}
