import { styled } from 'styled-components';
import { useId, useState } from 'react';
import { USER_STATUS } from '../../../contract/users/constants';
import { Button } from '../../core/ui/Button';
import { Drawer } from '../../core/ui/Drawer';
import { SideSheetBody as Body, SideSheetFoot as Foot } from '../../core/ui/SideSheet';
import { Input } from '../shared/formStyles';
import { EMPTY_FILTERS, type RoleFilter, type StatusFilter, type UsersFilters } from './listState';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
`;

const ROLE_CHOICES: [RoleFilter, string][] = [['', 'Both'], ['Admin', 'Admin'], ['Member', 'Member']];
const STATUS_CHOICES: [StatusFilter, string][] = [[0, 'Both'], [USER_STATUS.active, 'Active'], [USER_STATUS.blocked, 'Blocked']];

export interface FilterPanelProps {
  value: UsersFilters;
  onApply: (filters: UsersFilters) => void;
  onClose: () => void;
}

/** Spec 2 §2 filter panel: Email Address, First Name, Last Name, Role, Status; Reset and Apply. */
export function FilterPanel({ value, onApply, onClose }: FilterPanelProps) {
  const [draft, setDraft] = useState<UsersFilters>(value);
  const id = useId();

  const text = (key: 'emailAddress' | 'firstName' | 'lastName', label: string) => (
    <Field>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <Input id={`${id}-${key}`} value={draft[key]} maxLength={200} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
    </Field>
  );

  return (
    <Drawer part="filters" title="Filters" onClose={onClose}>
      <form
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <Body>
          {text('emailAddress', 'Email Address')}
          {text('firstName', 'First Name')}
          {text('lastName', 'Last Name')}
          <Choices>
            <legend>Role</legend>
            <div>
              {ROLE_CHOICES.map(([role, label]) => (
                <label key={label}>
                  <input type="radio" name={`${id}-role`} checked={draft.role === role} onChange={() => setDraft({ ...draft, role })} />
                  {label}
                </label>
              ))}
            </div>
          </Choices>
          <Choices>
            <legend>Status</legend>
            <div>
              {STATUS_CHOICES.map(([statusCode, label]) => (
                <label key={label}>
                  <input
                    type="radio"
                    name={`${id}-status`}
                    checked={draft.statusCode === statusCode}
                    onChange={() => setDraft({ ...draft, statusCode })}
                  />
                  {label}
                </label>
              ))}
            </div>
          </Choices>
        </Body>
        <Foot>
          <Button variant="secondary" onClick={() => onApply(EMPTY_FILTERS)}>
            Reset
          </Button>
          <Button type="submit">Apply</Button>
        </Foot>
      </form>
    </Drawer>
  );
}
