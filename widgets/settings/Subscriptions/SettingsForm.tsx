import styled from 'styled-components';
import { useId, useState } from 'react';
import type { NotificationSettings } from '../../core/api/notifications';
import { Button } from '../../core/ui/Button';
import { t } from '../../core/ui/tokens';
import { validateTriggerDays } from './triggerDays';

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const Checks = styled.div`
  display: flex;
  gap: 24px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 500;
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    accent-color: ${t.primary};
  }
`;

const Days = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${(p) => (p.$disabled ? t.muted : t.text)};
  input {
    width: 80px;
    height: 34px;
    padding: 0 8px;
    border: 1px solid ${t.border};
    border-radius: ${t.radius};
    background: ${t.surface};
    color: ${t.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${t.danger};
  }
  input:disabled {
    background: ${t.surfaceMuted};
    color: ${t.muted};
  }
`;

const Error = styled.p`
  margin: -6px 0 0;
  color: ${t.danger};
  font-size: 13px;
`;

export interface SettingsFormProps {
  value: NotificationSettings;
  saving: boolean;
  onSave: (next: { allowEmail: boolean; allowWeb: boolean; notificationTriggerInDays?: number }) => void;
}

/** Spec 2 §2, §4, §5: Email and Web; the days field only while one is ticked; Save Changes. */
export function SettingsForm({ value, saving, onSave }: SettingsFormProps) {
  const [email, setEmail] = useState(value.allowEmail);
  const [web, setWeb] = useState(value.allowWeb);
  const [days, setDays] = useState(String(value.notificationTriggerInDays ?? ''));
  const [touched, setTouched] = useState(false);
  const errorId = useId();
  // New settings from the server (after a save or a reload) replace the form: adjusted during render, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setEmail(value.allowEmail);
    setWeb(value.allowWeb);
    setDays(String(value.notificationTriggerInDays ?? ''));
  }

  const enabled = email || web;
  const error = touched ? validateTriggerDays(days, enabled) : null;

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (validateTriggerDays(days, enabled)) return;
        onSave({ allowEmail: email, allowWeb: web, notificationTriggerInDays: enabled ? Math.floor(Number(days)) : undefined });
      }}
    >
      <Checks role="group" aria-label="Channels">
        <label>
          <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
          Email
        </label>
        <label>
          <input type="checkbox" checked={web} onChange={(e) => setWeb(e.target.checked)} />
          Web
        </label>
      </Checks>
      <Days $disabled={!enabled}>
        Expiry License alerts
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={days}
          disabled={!enabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setDays(e.target.value);
            setTouched(true);
          }}
        />
        days before.
      </Days>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
      <div>
        <Button type="submit" busy={saving}>
          Save Changes
        </Button>
      </div>
    </Form>
  );
}
