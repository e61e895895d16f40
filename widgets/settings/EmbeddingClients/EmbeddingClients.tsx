import { styled } from 'styled-components';
import { useState } from 'react';
import { intranetSnippet } from '../../../contract/embedding/snippet';
import type { IntranetClientRow } from '../../core/api/embedding';
import { failureMessage } from '../../core/api/replyMessage';
import { useInsights } from '../../core/config/context';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { ClientFormModal } from './ClientFormModal';
import { SnippetBox } from './SnippetBox';
import { useEmbeddingClients } from './useEmbeddingClients';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { SettingsCard, SettingsCardHead, SettingsFacts as Facts } from '../../core/ui/settingsCard';

export const EMBEDDING_TITLE = 'Embedding';
export const EMBEDDING_LOAD_FAILED = 'Failed to load intranet clients';

/* Sits below the Addons Access matrix in SuperAdmin Settings. */
const Section = styled(SettingsCard)`
  margin-top: 16px;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 12px 14px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 6px;
  }
`;


/** The Insights address intranet pages load the widgets and sign in from: the API's, or this page's origin. */
function insightsUrl(apiBaseUrl: string | undefined): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  return new URL(apiBaseUrl || '/', base).href.replace(/\/+$/, '');
}

export interface EmbeddingClientsProps {
  className?: string;
}

/**
 * SuperAdmin Settings → Embedding (issue 28): the intranet pages registered to sign their users in to Insights, per
 * client; add, edit and remove them, and copy each one's snippet with its client_id filled in.
 */
export const EmbeddingClients = withHostEvents('insights-embedding-clients', function EmbeddingClients({ className }: EmbeddingClientsProps) {
  const { session, apiBaseUrl } = useInsights();
  const toast = useToast();
  const allowed = Boolean(session?.isSuperAdmin);
  const { settings, save, remove } = useEmbeddingClients(allowed);
  useReportReady(settings.data !== undefined);
  const [editing, setEditing] = useState<IntranetClientRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<IntranetClientRow | null>(null);
  const insights = insightsUrl(apiBaseUrl);
  const data = settings.data;

  let body;
  if (!allowed) {
    body = (
      <EmptyState
        title="Not enough Access!"
        description="It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access."
      />
    );
  } else if (settings.isError && !data) {
    body = <ErrorState message={failureMessage(settings.error, EMBEDDING_LOAD_FAILED)} onRetry={() => void settings.refetch()} />;
  } else if (!data) {
    body = <p role="status">Loading intranet clients…</p>;
  } else if (data.intranetClients.length === 0) {
    body = (
      <EmptyState
        title="No intranet clients yet"
        description="Add one for each intranet page that should show Insights widgets to signed-in users."
      />
    );
  } else {
    body = (
      <List aria-label="Intranet clients">
        {data.intranetClients.map((client) => (
          <Item key={client.clientId} aria-label={client.name}>
            <ItemHead>
              <h3>
                {client.name}
                <Badge variant="info">{client.tenantName}</Badge>
              </h3>
              <div>
                <Button size="sm" variant="secondary" onClick={() => setEditing(client)} aria-label={`Edit ${client.name}`}>
                  Edit
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setRemoving(client)} aria-label={`Remove ${client.name}`}>
                  Remove
                </Button>
              </div>
            </ItemHead>
            <Facts>
              <dt>client_id</dt>
              <dd>
                <code>{client.clientId}</code>
              </dd>
              <dt>Pages</dt>
              <dd>{client.redirectUris.join(', ')}</dd>
              {client.postLogoutRedirectUris.length > 0 && (
                <>
                  <dt>Sign-out returns to</dt>
                  <dd>{client.postLogoutRedirectUris.join(', ')}</dd>
                </>
              )}
            </Facts>
            <SnippetBox label={client.name} snippet={intranetSnippet({ insightsUrl: insights, clientId: client.clientId })} />
          </Item>
        ))}
      </List>
    );
  }

  const current = editing === 'new' ? null : editing;
  return (
    <WidgetFrame label={EMBEDDING_TITLE} className={className}>
      <Section>
        <SettingsCardHead part="header">
          <div>
            <h2>{EMBEDDING_TITLE}</h2>
            <p>
              Intranet pages on other sites that sign their users in with Insights and show its widgets. Register each page&apos;s
              address for the client whose users it serves, then paste its snippet into the page.
            </p>
          </div>
          {allowed && (
            <Button onClick={() => setEditing('new')} disabled={!data}>
              Add intranet client
            </Button>
          )}
        </SettingsCardHead>
        {body}
      </Section>
      <ClientFormModal
        open={editing !== null}
        client={current}
        tenants={data?.tenants ?? []}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(formBody) =>
          save.mutate(
            { body: formBody, clientId: current?.clientId },
            {
              onSuccess: (message) => {
                toast.success(message || 'Saved.');
                setEditing(null);
              },
              onError: (error) => toast.error(failureMessage(error)),
            },
          )
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove intranet client"
        message={removing ? `Remove ${removing.name}? Its pages can no longer sign in to Insights.` : null}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.clientId, {
            onSuccess: (message) => {
              toast.success(message || 'Removed.');
              setRemoving(null);
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      />
    </WidgetFrame>
  );
});
