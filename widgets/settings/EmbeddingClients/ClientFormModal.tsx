import { useId, useState } from 'react';
import type { IntranetClientBody } from '../../../contract/embedding/forms';
import type { IntranetClientRow } from '../../core/api/embedding';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { FieldProblem, invalidProps } from '../../core/ui/FieldProblem';
import { FieldBox, Input, Required, Select, TextArea } from './formStyles';
import { parseClientForm, preloadClientRules, valuesOf, type ClientFormErrors, type ClientFormValues } from './clientForm';

export interface ClientFormModalProps {
  open: boolean;
  /** The client being changed; null registers a new one. */
  client: IntranetClientRow | null;
  tenants: { id: string; name: string }[];
  saving: boolean;
  onSubmit: (body: IntranetClientBody) => void;
  onClose: () => void;
}

/** Register or change an intranet client: its name, the client (tenant) it serves, its pages. */
export function ClientFormModal({ open, client, tenants, saving, onSubmit, onClose }: ClientFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      staticBackdrop
      title={client ? 'Edit intranet client' : 'Add intranet client'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {client ? 'Save' : 'Add'}
          </Button>
        </>
      }
    >
      {open && <ClientForm key={client?.clientId ?? 'new'} id={formId} client={client} tenants={tenants} onSubmit={onSubmit} />}
    </Modal>
  );
}

function ClientForm({ id, client, tenants, onSubmit }: { id: string; client: IntranetClientRow | null; tenants: { id: string; name: string }[]; onSubmit: (body: IntranetClientBody) => void }) {
  const [values, setValues] = useState<ClientFormValues>(() => valuesOf(client, tenants[0]?.id ?? ''));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const set = (field: keyof ClientFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const f = (name: string) => `${id}-${name}`;
  return (
    <form
      id={id}
      noValidate
      // The rules download while the user types, so the first check does not wait for them.
      onFocus={preloadClientRules}
      onSubmit={(event) => {
        event.preventDefault();
        void parseClientForm(values).then((parsed) => {
          if ('errors' in parsed) setErrors(parsed.errors);
          else {
            setErrors({});
            onSubmit(parsed.body);
          }
        });
      }}
    >
      <FieldBox>
        <label htmlFor={f('name')}>
          Name<Required aria-hidden="true">*</Required>
        </label>
        <Input id={f('name')} value={values.name} onChange={set('name')} placeholder="Team portal" autoComplete="off" {...invalidProps(f('name'), errors.name)} />
        <FieldProblem id={f('name')} error={errors.name} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={f('tenant')}>
          Client<Required aria-hidden="true">*</Required>
        </label>
        <Select id={f('tenant')} value={values.tenantClientId} onChange={set('tenantClientId')} {...invalidProps(f('tenant'), errors.tenantClientId, true)}>
          {tenants.map((tenant) => (
            <option key={tenant.id} value={tenant.id}>
              {tenant.name}
            </option>
          ))}
        </Select>
        <FieldProblem id={f('tenant')} error={errors.tenantClientId} hint="Only this client's users can sign in through the page; others are refused on the sign-in page." />
      </FieldBox>
      <FieldBox>
        <label htmlFor={f('redirect')}>
          Page addresses<Required aria-hidden="true">*</Required>
        </label>
        <TextArea
          id={f('redirect')}
          rows={3}
          value={values.redirectUris}
          onChange={set('redirectUris')}
          placeholder="https://intranet.example.com/team/portal.html"
          spellCheck={false}
          {...invalidProps(f('redirect'), errors.redirectUris, true)}
        />
        <FieldProblem id={f('redirect')} error={errors.redirectUris} hint="The full address of each page that shows the widgets, one per line (https; http only for localhost)." />
      </FieldBox>
      <FieldBox>
        <label htmlFor={f('logout')}>Sign-out return addresses</label>
        <TextArea
          id={f('logout')}
          rows={2}
          value={values.postLogoutRedirectUris}
          onChange={set('postLogoutRedirectUris')}
          spellCheck={false}
          {...invalidProps(f('logout'), errors.postLogoutRedirectUris, true)}
        />
        <FieldProblem id={f('logout')} error={errors.postLogoutRedirectUris} hint="Optional: where sign-out may return, one per line. Empty: the page addresses." />
      </FieldBox>
    </form>
  );
}
