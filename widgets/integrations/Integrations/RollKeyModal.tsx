import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiKey } from '../../core/api/integrations';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { FieldProblem, invalidProps } from '../../core/ui/FieldProblem';
import { FieldBox, Input } from './formStyles';
import type { RollFormValues } from './formRules';
import { rollResolver } from './forms';

export const DEFAULT_GRACE_HOURS = 24;

export interface RollKeyModalProps {
  apiKey: ApiKey | null;
  rolling: boolean;
  onSubmit: (graceHours: number) => void;
  onClose: () => void;
}

/** Roll key: a new key with the same name and scopes; the old one keeps working for the grace hours chosen (0–24). */
export function RollKeyModal({ apiKey, rolling, onSubmit, onClose }: RollKeyModalProps) {
  const formId = useId();
  return (
    <Modal
      open={apiKey !== null}
      staticBackdrop
      title="Roll key"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rolling}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={rolling}>
            Roll key
          </Button>
        </>
      }
    >
      {apiKey && <RollForm key={apiKey.id} id={formId} apiKey={apiKey} onSubmit={onSubmit} />}
    </Modal>
  );
}

function RollForm({ id, apiKey, onSubmit }: { id: string; apiKey: ApiKey; onSubmit: (graceHours: number) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RollFormValues>({ resolver: rollResolver, defaultValues: { graceHours: DEFAULT_GRACE_HOURS } });
  const field = `${id}-grace`;
  return (
    <form id={id} noValidate aria-label="Roll key" onFocus={() => void rollResolver.preload()} onSubmit={(event) => void handleSubmit((values) => onSubmit(values.graceHours))(event)}>
      <p style={{ marginTop: 0 }}>
        A new key replaces <strong>{apiKey.name}</strong> (<code>{apiKey.start}…</code>) with the same scopes. Give your tools time to switch: the old key
        keeps working for the grace period, then stops.
      </p>
      <FieldBox>
        <label className="title" htmlFor={field}>
          Grace period (hours)
        </label>
        <Input
          id={field}
          type="number"
          min={0}
          max={24}
          step={1}
          {...invalidProps(field, errors.graceHours, true)}
          {...register('graceHours', { valueAsNumber: true })}
        />
        <FieldProblem id={field} error={errors.graceHours} hint="0 stops the old key at once." />
      </FieldBox>
    </form>
  );
}
