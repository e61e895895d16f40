import { useId } from 'react';
import { FieldProblem, invalidProps } from '../../core/ui/FieldProblem';
import { useForm, type FieldError as RhfFieldError } from 'react-hook-form';
import {
  COMMODITY_LABELS,
  LICENSE_TYPE_LABELS,
  WATCH_COMMODITIES,
  WATCH_LICENSE_TYPES,
} from '../../core/api/marketWatches';
import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  type WebhookBody,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { Check, Checks, EventGroup, FieldBox, Hint, Input, Required, Row, Select, ServerProblem, StateGrid } from './formStyles';
import { cleanWebhookBody, newWebhookValues, valuesOfWebhook, webhookResolver } from './forms';

export const LICENSE_TYPE_HINT = 'Applies to license events only.';
export const PRICE_EVENTS_HINT = 'Price events come from each offers import: JSON gets one signed event per change; Slack and Teams one summary per import and market.';

export interface EndpointFormModalProps {
  open: boolean;
  /** The endpoint being changed; null adds one. */
  endpoint: WebhookEndpoint | null;
  states: Array<{ code: string; name: string }>;
  saving: boolean;
  serverError?: string;
  onSubmit: (body: WebhookBody) => void;
  onClose: () => void;
}

/** Add endpoint / Edit endpoint: URL, format, the market filter (a market watch's), events, description. */
export function EndpointFormModal({ open, endpoint, states, saving, serverError, onSubmit, onClose }: EndpointFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      staticBackdrop
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {endpoint ? 'Save endpoint' : 'Add endpoint'}
          </Button>
        </>
      }
    >
      {open && <EndpointForm key={endpoint?.id ?? 'new'} id={formId} endpoint={endpoint} states={states} serverError={serverError} onSubmit={onSubmit} />}
    </Modal>
  );
}

function EndpointForm({
  id,
  endpoint,
  states,
  serverError,
  onSubmit,
}: {
  id: string;
  endpoint: WebhookEndpoint | null;
  states: Array<{ code: string; name: string }>;
  serverError?: string;
  onSubmit: (body: WebhookBody) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WebhookBody>({
    resolver: webhookResolver,
    defaultValues: endpoint ? valuesOfWebhook(endpoint) : newWebhookValues(),
    mode: 'onTouched',
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <form id={id} noValidate aria-label="Webhook endpoint" onFocus={() => void webhookResolver.preload()} onSubmit={(event) => void handleSubmit((body) => onSubmit(cleanWebhookBody(body)))(event)}>
      <FieldBox>
        <label className="title" htmlFor={f('url')}>
          URL<Required aria-hidden="true">*</Required>
        </label>
        <Input
          id={f('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://hooks.example.com/insights"
          {...invalidProps(f('url'), errors.url, true)}
          {...register('url')}
        />
        <FieldProblem id={f('url')} error={errors.url} hint="Insights posts each event here (https, on a public address)." />
      </FieldBox>
      <Row>
        <FieldBox>
          <label className="title" htmlFor={f('format')}>
            Format
          </label>
          <Select id={f('format')} {...register('format')}>
            {WEBHOOK_FORMATS.map((format) => (
              <option key={format} value={format}>
                {WEBHOOK_FORMAT_LABELS[format]}
              </option>
            ))}
          </Select>
        </FieldBox>
        <FieldBox>
          <label className="title" htmlFor={f('description')}>
            Description
          </label>
          <Input id={f('description')} autoComplete="off" maxLength={200} {...invalidProps(f('description'), errors.description)} {...register('description')} />
          <FieldProblem id={f('description')} error={errors.description} />
        </FieldBox>
      </Row>
      <FieldBox as="fieldset" aria-describedby={errors.stateCodes ? `${f('states')}-error` : undefined} aria-invalid={errors.stateCodes ? true : undefined}>
        <legend>
          States<Required aria-hidden="true">*</Required>
        </legend>
        <StateGrid aria-invalid={errors.stateCodes ? true : undefined}>
          {states.map((state) => (
            <Check key={state.code} title={state.name}>
              <input type="checkbox" aria-label={state.name} value={state.code} {...register('stateCodes')} />
              {state.code}
            </Check>
          ))}
        </StateGrid>
        <FieldProblem id={f('states')} error={errors.stateCodes as RhfFieldError | undefined} />
      </FieldBox>
      <Row>
        <FieldBox>
          <label className="title" htmlFor={f('commodity')}>
            Commodity
          </label>
          <Select id={f('commodity')} {...register('commodity', { valueAsNumber: true })}>
            {WATCH_COMMODITIES.map((c) => (
              <option key={c} value={c}>
                {COMMODITY_LABELS[c]}
              </option>
            ))}
          </Select>
        </FieldBox>
        <FieldBox>
          <label className="title" htmlFor={f('type')}>
            License Type
          </label>
          <Select id={f('type')} aria-describedby={`${f('type')}-hint`} {...register('licenseType')}>
            {WATCH_LICENSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {LICENSE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
          <Hint id={`${f('type')}-hint`}>{LICENSE_TYPE_HINT}</Hint>
        </FieldBox>
      </Row>
      <FieldBox as="fieldset" aria-describedby={errors.eventTypes ? `${f('events')}-error` : undefined} aria-invalid={errors.eventTypes ? true : undefined}>
        <legend>Events</legend>
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <EventGroup key={group.label} role="group" aria-labelledby={f(group.label.replace(/\s+/g, '-'))}>
            <span className="group" id={f(group.label.replace(/\s+/g, '-'))}>
              {group.label}
            </span>
            <Checks>
              {group.types.map((type) => (
                <Check key={type}>
                  <input type="checkbox" value={type} {...register('eventTypes')} />
                  {WEBHOOK_EVENT_LABELS[type]} <code>{type}</code>
                </Check>
              ))}
            </Checks>
          </EventGroup>
        ))}
        <Hint>{PRICE_EVENTS_HINT}</Hint>
        <FieldProblem id={f('events')} error={errors.eventTypes as RhfFieldError | undefined} />
      </FieldBox>
      {serverError && <ServerProblem role="alert">{serverError}</ServerProblem>}
    </form>
  );
}
