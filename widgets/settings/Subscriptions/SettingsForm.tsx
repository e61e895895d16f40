import { styled } from 'styled-components';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { NotificationSettingsChoice, NotificationSettingsFormValues } from '../../../contract/settings/forms';
import { TRIGGER_DAYS_MAX, TRIGGER_DAYS_MIN } from '../../../contract/settings/triggerDays';
import { DIGEST_CHOICES, DIGEST_HOUR, DIGEST_LABELS } from '../../../contract/notifications/digest';
import type { NotificationSettings } from '../../core/api/notifications';
import { Button } from '../../core/ui/Button';
import { lazyResolver } from '../../core/ui/lazyResolver';
import { compactFieldCss } from '../../core/ui/textField';
import { skeletonFill } from '../../core/ui/skeleton';
import { t } from '../../core/ui/tokens';

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
    ${compactFieldCss}
    width: 80px;
    height: 34px;
  }
  input[aria-invalid='true'] {
    border-color: ${t.danger};
  }
  input:disabled {
    background: ${t.surfaceMuted};
    color: ${t.muted};
  }
`;

const Digest = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  select {
    height: 34px;
    padding: 0 8px;
    border: 1px solid ${t.border};
    border-radius: ${t.radius};
    background: ${t.surface};
    color: ${t.text};
    font: inherit;
  }
  span {
    flex-basis: 100%;
    color: ${t.muted};
    font-size: 13px;
  }
`;

/** A grey bar the size of the control it stands for. */
const Bone = styled.i<{ $w: number; $h: number }>`
  display: block;
  width: min(${(p) => p.$w}px, 100%);
  height: ${(p) => p.$h}px;
  border-radius: ${t.radius};
  ${skeletonFill}
`;

/** The form's words as grey bars: they wrap as the real ones do, so each row keeps the real row's height at any width. */
const WordBar = styled.b`
  font-weight: inherit;
  border-radius: 4px;
  ${skeletonFill}
  span {
    visibility: hidden;
    font-size: inherit;
  }
`;

const Unseen = ({ children }: { children: string }) => (
  <WordBar>
    <span>{children}</span>
  </WordBar>
);

const HelpRow = styled.span`
  flex-basis: 100%;
  font-size: 13px;
`;

const Error = styled.p`
  margin: -6px 0 0;
  color: ${t.danger};
  font-size: 13px;
`;

export interface SettingsFormProps {
  value: NotificationSettings;
  saving: boolean;
  /** The form's output: the days only while Email or Web is ticked. */
  onSave: (choice: NotificationSettingsChoice) => void;
}

const formValuesOf = (value: NotificationSettings): NotificationSettingsFormValues => ({
  allowEmail: value.allowEmail,
  allowWeb: value.allowWeb,
  notificationTriggerInDays: String(value.notificationTriggerInDays ?? ''),
  // A production API of the spec's contract may not know the digest: Off.
  digest: value.digest ?? 'off',
});

const digestHelp = `One e-mail with the events of your followed companies and market watches, at ${DIGEST_HOUR}:00 in your time zone.`;

/**
 * The form's room while the settings load: the same rows at the same heights, bars where the fields will be and its
 * words as bars that wrap as the real ones do, so Subscribed Companies below does not jump when the form arrives (it
 * shifted 0.15–0.30 of a phone's screen: Lighthouse's CLS).
 */
export function SettingsFormSkeleton() {
  return (
    <Form as="div" role="status" aria-label="Loading notification settings" aria-busy="true">
      <Checks aria-hidden="true">
        <Unseen>Email</Unseen>
        <Unseen>Web</Unseen>
      </Checks>
      <Days $disabled aria-hidden="true" as="span">
        <Unseen>Expiry License alerts</Unseen>
        <Bone $w={80} $h={34} />
        <Unseen>days before.</Unseen>
      </Days>
      <Digest aria-hidden="true" as="span">
        <Unseen>E-mail digest</Unseen>
        <Bone $w={160} $h={34} />
        <HelpRow>
          <Unseen>{digestHelp}</Unseen>
        </HelpRow>
      </Digest>
      <div aria-hidden="true">
        <Bone $w={130} $h={36} />
      </div>
    </Form>
  );
}

const resolver = lazyResolver(() => import('./settingsFormRules').then((rules) => rules.settingsFormResolver));

/** Spec 2 §2, §4, §5: Email and Web; the days field only while one is ticked; Save Changes. */
export function SettingsForm({ value, saving, onSave }: SettingsFormProps) {
  const errorId = useId();
  const digestHelpId = useId();
  const { register, handleSubmit, control, formState } = useForm<NotificationSettingsFormValues, unknown, NotificationSettingsChoice>({
    resolver,
    mode: 'onChange',
    // New settings from the server (after a save or a reload) replace the form.
    values: formValuesOf(value),
  });
  const [email, web] = useWatch({ control, name: ['allowEmail', 'allowWeb'] });
  const enabled = email || web;
  // A channel ticked or unticked re-checks the days, whose message shows once they were edited or a save was tried.
  const channel = { deps: 'notificationTriggerInDays' as const };
  const { errors, dirtyFields, isSubmitted } = formState;
  const error = dirtyFields.notificationTriggerInDays || isSubmitted ? errors.notificationTriggerInDays?.message : undefined;

  return (
    <Form noValidate onSubmit={handleSubmit(onSave)} onFocus={() => void resolver.preload()}>
      <Checks role="group" aria-label="Channels">
        <label>
          <input type="checkbox" {...register('allowEmail', channel)} />
          Email
        </label>
        <label>
          <input type="checkbox" {...register('allowWeb', channel)} />
          Web
        </label>
      </Checks>
      <Days $disabled={!enabled}>
        Expiry License alerts
        <input
          type="number"
          inputMode="numeric"
          min={TRIGGER_DAYS_MIN}
          max={TRIGGER_DAYS_MAX}
          // The native attribute, not register's option: a disabled field's text stays in the values (unsent).
          disabled={!enabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('notificationTriggerInDays')}
        />
        days before.
      </Days>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
      <Digest>
        E-mail digest
        <select {...register('digest')} aria-describedby={digestHelpId}>
          {DIGEST_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {DIGEST_LABELS[choice]}
            </option>
          ))}
        </select>
        <span id={digestHelpId}>{digestHelp}</span>
      </Digest>
      <div>
        <Button type="submit" busy={saving}>
          Save Changes
        </Button>
      </div>
    </Form>
  );
}
