import { styled } from 'styled-components';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookDelivery, type WebhookEndpoint } from '../../core/api/integrations';
import { failureMessage } from '../../core/api/replyMessage';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ErrorState } from '../../core/ui/ErrorState';
import { Pagination } from '../../core/ui/pagination/Pagination';
import { t } from '../../core/ui/tokens';
import { attemptDuration, attemptOutcome, deliveryStatus, formatMoment } from './integrationText';
import { useDeliveries } from './useIntegrations';

export const DELIVERIES_PAGE_SIZE = 10;
export const NO_DELIVERIES_TEXT = 'No deliveries in the last 30 days. Send a test event to try the endpoint.';

const Panel = styled.section`
  display: grid;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
  h4 {
    margin: 0;
    font-size: 14px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Delivery = styled.li`
  display: grid;
  gap: 6px;
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  font-size: 13px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  strong {
    font-size: 14px;
  }
  .when {
    color: ${t.muted};
  }
  button {
    margin-left: auto;
  }
`;

const Mono = styled.code`
  font-size: 12px;
  overflow-wrap: anywhere;
`;

const Attempts = styled.ol`
  display: grid;
  gap: 2px;
  margin: 0;
  padding-left: 20px;
  color: ${t.text};
  li::marker {
    color: ${t.muted};
  }
  .bad {
    color: ${t.danger};
    font-weight: 600;
  }
  .good {
    color: ${t.success};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${t.muted};
`;

export interface DeliveriesPanelProps {
  clientId: string;
  endpoint: WebhookEndpoint;
  resendingId: string | null;
  onResend: (delivery: WebhookDelivery) => void;
}

/** The delivery log of one endpoint (last 30 days, newest first): each event's attempts, the next retry, Resend. */
export function DeliveriesPanel({ clientId, endpoint, resendingId, onResend }: DeliveriesPanelProps) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(clientId, endpoint, page, DELIVERIES_PAGE_SIZE);
  const label = `Deliveries of ${endpoint.url}`;
  let body;
  if (deliveries.isError && !deliveries.data) {
    body = <ErrorState message={failureMessage(deliveries.error, deliveries.error.message)} onRetry={() => void deliveries.refetch()} />;
  } else if (!deliveries.data) {
    body = <Muted role="status">Loading deliveries…</Muted>;
  } else if (deliveries.data.deliveries.length === 0) {
    body = <Muted>{NO_DELIVERIES_TEXT}</Muted>;
  } else {
    body = (
      <>
        <List aria-label={label}>
          {deliveries.data.deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} resending={resendingId === delivery.id} onResend={() => onResend(delivery)} />
          ))}
        </List>
        {deliveries.data.totalRecords > DELIVERIES_PAGE_SIZE && (
          <Pagination page={page} pageSize={DELIVERIES_PAGE_SIZE} totalCount={deliveries.data.totalRecords} onPageChange={setPage} label={`${label}: pages`} />
        )}
      </>
    );
  }
  return (
    <Panel aria-label={label}>
      <h4>Deliveries</h4>
      {body}
    </Panel>
  );
}

function DeliveryItem({ delivery, resending, onResend }: { delivery: WebhookDelivery; resending: boolean; onResend: () => void }) {
  const status = deliveryStatus(delivery);
  return (
    <Delivery aria-label={`${WEBHOOK_EVENT_LABELS[delivery.eventType]} ${formatMoment(delivery.createdOn)}`}>
      <Head>
        <strong>{WEBHOOK_EVENT_LABELS[delivery.eventType]}</strong>
        <Mono>{delivery.eventType}</Mono>
        <Badge variant={status.variant}>{status.text}</Badge>
        <span className="when">{formatMoment(delivery.createdOn)}</span>
        <Button size="sm" variant="secondary" busy={resending} onClick={onResend} aria-label={`Resend ${delivery.webhookId}`}>
          Resend
        </Button>
      </Head>
      {delivery.summary && <div>{delivery.summary}</div>}
      <div>
        webhook-id <Mono>{delivery.webhookId}</Mono>
      </div>
      {delivery.attempts.length > 0 ? (
        <Attempts aria-label="Attempts">
          {delivery.attempts.map((attempt, index) => {
            const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
            return (
              <li key={index}>
                {formatMoment(attempt.attemptedOn)} · <span className={ok ? 'good' : 'bad'}>{attemptOutcome(attempt)}</span> · {attemptDuration(attempt.durationMs)}
              </li>
            );
          })}
        </Attempts>
      ) : (
        <Muted>No attempt yet.</Muted>
      )}
      {delivery.nextAttemptOn && <div>Next retry: {formatMoment(delivery.nextAttemptOn)}</div>}
    </Delivery>
  );
}
