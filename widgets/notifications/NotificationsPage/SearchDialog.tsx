import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { t } from '../../core/ui/tokens';
import { EMPTY_FILTERS, normaliseFilters, type NotificationFilters } from './searchFilters';

const Field = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-weight: 500;
  }
  input {
    height: 36px;
    padding: 0 10px;
    border: 1px solid ${t.border};
    border-radius: ${t.radius};
    background: ${t.surface};
    color: ${t.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

export interface SearchDialogProps {
  open: boolean;
  value: NotificationFilters;
  onApply: (filters: NotificationFilters) => void;
  onClose: () => void;
}

/** Spec 2 §2: the search popup with Search, Date From, Date To and the buttons Search and Reset. */
export function SearchDialog({ open, value, onApply, onClose }: SearchDialogProps) {
  const [draft, setDraft] = useState(value);
  const ids = { text: useId(), from: useId(), to: useId() };
  // Opening the popup (or new applied filters while open) restarts the draft: adjusted during render, not in an effect.
  const [source, setSource] = useState({ open, value });
  if (source.open !== open || source.value !== value) {
    setSource({ open, value });
    if (open) setDraft(value);
  }
  const set = (key: keyof NotificationFilters) => (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.value });

  return (
    <Modal
      open={open}
      title="Search"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => onApply(EMPTY_FILTERS)}>
            Reset
          </Button>
          <Button type="submit" form={ids.text + '-form'}>
            Search
          </Button>
        </>
      }
    >
      <form
        id={ids.text + '-form'}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(normaliseFilters(draft));
        }}
      >
        <Field>
          <label htmlFor={ids.text}>Search</label>
          <input id={ids.text} type="search" value={draft.searchTerm} onChange={set('searchTerm')} />
        </Field>
        <Dates>
          <Field>
            <label htmlFor={ids.from}>Date From</label>
            <input id={ids.from} type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
          </Field>
          <Field>
            <label htmlFor={ids.to}>Date To</label>
            <input id={ids.to} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
          </Field>
        </Dates>
      </form>
    </Modal>
  );
}
