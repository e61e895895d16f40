import { styled } from 'styled-components';
import { useId } from 'react';
import { useQuery } from '../api/useQuery';
import { useApiContext } from '../api/queryScope';
import { userQueries } from '../api/users';
import { useInsights } from '../config/context';
import { t } from './tokens';

export const CLIENT_PICKER_LABEL = 'Client';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  label {
    font-weight: 600;
    color: ${t.muted};
    white-space: nowrap;
  }
  select {
    width: auto;
    min-width: 0;
    max-width: 100%;
  }
`;

const Select = styled.select`
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
`;

export interface ClientPickerProps {
  /** The client shown. */
  value: string;
  onChange: (clientId: string) => void;
  className?: string;
}

/**
 * A super admin's choice of client on the users and integrations screens (the list of clients is the super-admin-only add-ons call,
 * as on SuperAdmin Settings). Renders nothing for anybody else: the server refuses other clients' users to them
 * anyway, this only keeps a control away that could not work.
 */
export function ClientPicker({ value, onChange, className }: ClientPickerProps) {
  const { session } = useInsights();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const ctx = useApiContext();
  const clients = useQuery({ ...userQueries.addOnAccess(ctx), enabled: superAdmin });
  const id = useId();
  if (!superAdmin) return null;
  const list = clients.data?.clients ?? [];
  // Until the list is there (or if it fails), the current client still shows, as its id.
  const options = list.some((c) => c.id === value) ? list : [{ id: value, name: clients.isError ? value : 'Loading clients…' }, ...list];
  return (
    <Box className={className}>
      <label htmlFor={id}>{CLIENT_PICKER_LABEL}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-busy={clients.isPending}>
        {options.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </Select>
    </Box>
  );
}
