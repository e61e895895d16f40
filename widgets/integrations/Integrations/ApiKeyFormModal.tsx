import { useId } from 'react';
import { useInsights } from '../../core/config/context';
import { FieldProblem, invalidProps } from '../../core/ui/FieldProblem';
import { useForm, type FieldError as RhfFieldError } from 'react-hook-form';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyBody } from '../../core/api/integrations';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { Check, FieldBox, Input, Required, Row, ServerProblem } from './formStyles';
import { apiKeyResolver, newApiKeyValues } from './forms';

export interface ApiKeyFormModalProps {
  open: boolean;
  saving: boolean;
  serverError?: string;
  onSubmit: (body: ApiKeyBody) => void;
  onClose: () => void;
}

/** Create key: a name, the scopes it may read, its lifetime in days and its rate limit per minute. */
export function ApiKeyFormModal({ open, saving, serverError, onSubmit, onClose }: ApiKeyFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      staticBackdrop
      title="Create key"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            Create key
          </Button>
        </>
      }
    >
      {open && <ApiKeyForm id={formId} serverError={serverError} onSubmit={onSubmit} />}
    </Modal>
  );
}

function ApiKeyForm({ id, serverError, onSubmit }: { id: string; serverError?: string; onSubmit: (body: ApiKeyBody) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApiKeyBody>({
    resolver: apiKeyResolver,
    defaultValues: newApiKeyValues(),
    mode: 'onTouched',
  });
  const f = (name: string) => `${id}-${name}`;
  // Importing offers is a super admin's: the server refuses the scope from anyone else, so only they are offered it.
  const { session } = useInsights();
  const scopes = API_KEY_SCOPES.filter((scope) => scope !== 'offers:write' || session?.isSuperAdmin);
  return (
    <form id={id} noValidate aria-label="API key" onFocus={() => void apiKeyResolver.preload()} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FieldBox>
        <label className="title" htmlFor={f('name')}>
          Name<Required aria-hidden="true">*</Required>
        </label>
        <Input id={f('name')} autoComplete="off" maxLength={100} placeholder="BI nightly import" {...invalidProps(f('name'), errors.name)} {...register('name')} />
        <FieldProblem id={f('name')} error={errors.name} />
      </FieldBox>
      <FieldBox as="fieldset" aria-describedby={errors.scopes ? `${f('scopes')}-error` : undefined} aria-invalid={errors.scopes ? true : undefined}>
        <legend>
          Scopes<Required aria-hidden="true">*</Required>
        </legend>
        {scopes.map((scope) => (
          <Check key={scope}>
            <input type="checkbox" value={scope} {...register('scopes')} />
            <span>
              <code>{scope}</code> {API_KEY_SCOPE_LABELS[scope]}
            </span>
          </Check>
        ))}
        <FieldProblem id={f('scopes')} error={errors.scopes as RhfFieldError | undefined} />
      </FieldBox>
      <Row>
        <FieldBox>
          <label className="title" htmlFor={f('days')}>
            Expires in (days)
          </label>
          <Input id={f('days')} type="number" min={1} max={365} step={1} {...invalidProps(f('days'), errors.expiresInDays, true)} {...register('expiresInDays', { valueAsNumber: true })} />
          <FieldProblem id={f('days')} error={errors.expiresInDays} hint="1 to 365 days." />
        </FieldBox>
        <FieldBox>
          <label className="title" htmlFor={f('rate')}>
            Rate limit (requests a minute)
          </label>
          <Input id={f('rate')} type="number" min={1} max={10000} step={1} {...invalidProps(f('rate'), errors.rateLimitPerMinute, true)} {...register('rateLimitPerMinute', { valueAsNumber: true })} />
          <FieldProblem id={f('rate')} error={errors.rateLimitPerMinute} hint="1 to 10000; past it the API answers 429." />
        </FieldBox>
      </Row>
      {serverError && <ServerProblem role="alert">{serverError}</ServerProblem>}
    </form>
  );
}
