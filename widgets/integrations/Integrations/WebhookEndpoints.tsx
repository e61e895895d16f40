import { useState } from 'react';
import { marketLabel } from '../../core/api/marketWatches';
import {
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  type WebhookEndpoint,
} from '../../core/api/integrations';
import { failureMessage } from '../../core/api/replyMessage';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState, LoadingState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { useToast } from '../../core/ui/Toast';
import { useHostEvents } from '../../core/events/HostEventsContext';
import type { HostEventDetails } from '../../core/events/hostEvents';
import { SettingsCardHead } from './sectionStyles';
import { DeliveriesPanel } from './DeliveriesPanel';
import { EndpointFormModal } from './EndpointFormModal';
import { switchedBody } from './forms';
import { DELIVERY_STATUS, endpointStatus, eventTypesText, formatMoment } from './integrationText';
import type { OnceSecret } from './OnceSecretDialog';
import { Actions, Facts, Item, ItemHead, List, Section } from './sectionStyles';
import { useWebhooks } from './useIntegrations';

export const WEBHOOKS_TITLE = 'Webhook endpoints';
export const NO_WEBHOOKS_TITLE = 'No webhook endpoints yet';
export const NO_WEBHOOKS_TEXT = 'Add one to post new, renewed and expiring licenses of a market to Slack, Teams or your own service.';
export const WEBHOOK_SECRET_INTRO = 'Use this secret to verify the webhook-signature header of every delivery (Standard Webhooks).';

export interface WebhookEndpointsProps {
  clientId: string;
  showSecret: (secret: OnceSecret) => void;
}

/** The client's webhook endpoints: add, edit, switch on or off, test, the delivery log, rotate the secret, delete. */
export function WebhookEndpoints({ clientId, showSecret }: WebhookEndpointsProps) {
  const toast = useToast();
  const { emit } = useHostEvents();
  const { webhooks, states, save, remove, test, rotate, resend } = useWebhooks(clientId, true);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // The moment the list was drawn: a rotation's overlap shows while it lasts.
  const [now] = useState(() => Date.now());
  const current = editing === 'new' ? null : editing;
  const data = webhooks.data;
  const changed = (id: string, change: HostEventDetails['insights-integration-change']['change']) => emit('insights-integration-change', { kind: 'webhook', id, change });

  let body;
  if (webhooks.isError && !data) {
    body = <ErrorState message={failureMessage(webhooks.error, webhooks.error.message)} onRetry={() => void webhooks.refetch()} />;
  } else if (!data) {
    body = <LoadingState label="Loading webhook endpoints…" reserve={NO_WEBHOOKS_TEXT} />;
  } else if (data.length === 0) {
    body = <EmptyState title={NO_WEBHOOKS_TITLE} description={NO_WEBHOOKS_TEXT} />;
  } else {
    body = (
      <List aria-label={WEBHOOKS_TITLE}>
        {data.map((endpoint) => {
          const status = endpointStatus(endpoint);
          const last = endpoint.lastDelivery ? DELIVERY_STATUS[endpoint.lastDelivery.status] : null;
          return (
            <Item key={endpoint.id} aria-label={endpoint.url}>
              <ItemHead>
                <h3>{endpoint.url}</h3>
                <Badge variant="info">{WEBHOOK_FORMAT_LABELS[endpoint.format]}</Badge>
                <Badge variant={status.variant}>{status.text}</Badge>
              </ItemHead>
              {status.reason && <p style={{ margin: 0 }}>{status.reason} Fix the receiver, then enable the endpoint again.</p>}
              <Facts>
                {endpoint.description && (
                  <>
                    <dt>Description</dt>
                    <dd>{endpoint.description}</dd>
                  </>
                )}
                <dt>Market</dt>
                <dd>{marketLabel(endpoint)}</dd>
                <dt>Events</dt>
                <dd>{eventTypesText(endpoint)}</dd>
                <dt>Last delivery</dt>
                <dd>{endpoint.lastDelivery && last ? `${last.text}, ${formatMoment(endpoint.lastDelivery.createdOn)}` : 'None yet'}</dd>
                {endpoint.previousSecretExpiresOn && Date.parse(endpoint.previousSecretExpiresOn) > now && (
                  <>
                    <dt>Secret</dt>
                    <dd>Rotated: the previous secret also signs until {formatMoment(endpoint.previousSecretExpiresOn)}</dd>
                  </>
                )}
              </Facts>
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={test.isPending && test.variables === endpoint.id}
                  disabled={!endpoint.enabled}
                  title={endpoint.enabled ? undefined : 'Enable the endpoint to send a test event.'}
                  aria-label={`Send test event to ${endpoint.url}`}
                  onClick={() =>
                    test.mutate(endpoint.id, {
                      onSuccess: () => {
                        setOpen(endpoint.id);
                        toast.success('Test event queued.');
                      },
                      onError: (error) => toast.error(failureMessage(error)),
                    })
                  }
                >
                  Send test event
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={open === endpoint.id}
                  aria-label={`Deliveries of ${endpoint.url}`}
                  onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                >
                  Deliveries
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={save.isPending && save.variables?.id === endpoint.id && editing === null}
                  aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
                  onClick={() =>
                    save.mutate(
                      { id: endpoint.id, body: switchedBody(endpoint, !endpoint.enabled) },
                      {
                        onSuccess: () => {
                          changed(endpoint.id, endpoint.enabled ? 'disabled' : 'enabled');
                          toast.success(endpoint.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.');
                        },
                        onError: (error) => toast.error(failureMessage(error)),
                      },
                    )
                  }
                >
                  {endpoint.enabled ? 'Disable' : 'Enable'}
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Edit ${endpoint.url}`} onClick={() => { save.reset(); setEditing(endpoint); }}>
                  Edit
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Rotate secret of ${endpoint.url}`} onClick={() => setRotating(endpoint)}>
                  Rotate secret
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Delete ${endpoint.url}`} onClick={() => setDeleting(endpoint)}>
                  Delete
                </Button>
              </Actions>
              {open === endpoint.id && (
                <DeliveriesPanel
                  clientId={clientId}
                  endpoint={endpoint}
                  resendingId={resend.isPending ? (resend.variables?.deliveryId ?? null) : null}
                  onResend={(delivery) =>
                    resend.mutate(
                      { id: endpoint.id, deliveryId: delivery.id },
                      {
                        onSuccess: () => toast.success('Delivery queued again with the same webhook-id.'),
                        onError: (error) => toast.error(failureMessage(error)),
                      },
                    )
                  }
                />
              )}
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <Section aria-labelledby={`${clientId}-webhooks-title`}>
      <SettingsCardHead>
        <div>
          <h2 id={`${clientId}-webhooks-title`} part="header">
            {WEBHOOKS_TITLE}
          </h2>
          <p>Insights posts each license and price event of the chosen market to these URLs, signed, and retries a failed delivery for about a day.</p>
        </div>
        <Button
          onClick={() => {
            save.reset();
            setEditing('new');
          }}
          disabled={!data}
        >
          Add endpoint
        </Button>
      </SettingsCardHead>
      {body}
      <EndpointFormModal
        open={editing !== null}
        endpoint={current}
        states={states.data ?? []}
        saving={save.isPending}
        serverError={save.isError ? failureMessage(save.error) : undefined}
        onClose={() => setEditing(null)}
        onSubmit={(formBody) =>
          save.mutate(
            { id: current?.id, body: current ? { ...formBody, enabled: current.enabled } : formBody },
            {
              onSuccess: (saved) => {
                setEditing(null);
                changed(saved.id, current ? 'updated' : 'created');
                if (!current && 'secret' in saved && typeof saved.secret === 'string') {
                  showSecret({ title: 'Signing secret', intro: WEBHOOK_SECRET_INTRO, label: `Signing secret of ${saved.url}`, value: saved.secret });
                  save.reset();
                } else toast.success('Endpoint saved.');
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate secret"
        message={`A new signing secret replaces this one. For ${WEBHOOK_ROTATION_OVERLAP_HOURS} hours every delivery carries both signatures, so the receiver can switch without losing an event.`}
        confirmLabel="Rotate secret"
        cancelLabel="Cancel"
        busy={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (reply) => {
              changed(rotating.id, 'secret-rotated');
              showSecret({
                title: 'New signing secret',
                intro: WEBHOOK_SECRET_INTRO,
                label: `Signing secret of ${rotating.url}`,
                value: reply.secret,
                note: `The previous secret still signs deliveries until ${formatMoment(reply.previousSecretExpiresOn)}.`,
              });
              rotate.reset();
              setRotating(null);
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete endpoint"
        message={deleting ? `Delete ${deleting.url}? Insights stops posting to it, and its delivery log goes with it.` : null}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (reply) => {
              changed(deleting.id, 'deleted');
              toast.success(reply?.data || 'Webhook endpoint deleted.');
              setDeleting(null);
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      />
    </Section>
  );
}
