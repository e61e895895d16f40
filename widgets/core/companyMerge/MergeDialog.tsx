import { styled } from 'styled-components';
import { useId } from 'react';
import type { Company } from '../api/companies';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { textFieldCss } from '../ui/textField';
import { t } from '../ui/tokens';
import { useMergeDialog, type MergeSource } from './useMergeDialog';

export const MERGE_SUCCESS = 'Company Merged successfully';

const Input = styled.input`
  ${textFieldCss}
  padding: 0 10px;
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

export interface MergeDialogProps {
  /** The company to fold into another: the company page's, or a supplier found in offers (SuperAdmin Settings). */
  source: MergeSource;
  onClose: () => void;
  onMerged: (target: Company) => void;
}

/**
 * Merge dialog (spec 1 §4, §5): search a target (non-empty text, limit 50), confirm, merge. In widgets/core because
 * two areas open it: the company page (companies) and the suppliers found in offers (settings, issue 60).
 */
export function MergeDialog({ source, onClose, onMerged }: MergeDialogProps) {
  const inputId = useId();
  const { text, search, results, target, error, confirming, merging, changeText, choose, askConfirm, cancelConfirm, confirmMerge } =
    useMergeDialog(source, onMerged);

  return (
    <>
      <Modal
        open
        title={`Merge ${source.legalName}`}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>Cancel</Button>
            <Button disabled={!target} busy={merging} onClick={askConfirm}>Merge</Button>
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
          onChange={(event) => changeText(event.target.value)}
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
                    onChange={() => choose(company)}
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
        busy={merging}
        onCancel={cancelConfirm}
        onConfirm={confirmMerge}
      />
    </>
  );
}
