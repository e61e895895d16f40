import { styled } from 'styled-components';
import { useMemo, useState } from 'react';
import { API_KEY_DEFAULT_RATE_LIMIT, type ApiKey } from '../../core/api/integrations';
import { failureMessage } from '../../core/api/replyMessage';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { ErrorState } from '../../core/ui/ErrorState';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { formatDateSafe } from '../../core/format/date';
import { formatCount } from '../../core/format/number';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { ApiKeyFormModal } from './ApiKeyFormModal';
import { SettingsCardHead } from './sectionStyles';
import { API_KEY_STATUS, formatMoment, lastUsedText } from './integrationText';
import type { OnceSecret } from './OnceSecretDialog';
import { RollKeyModal } from './RollKeyModal';
import { Actions, Section } from './sectionStyles';
import { useApiKeys } from './useIntegrations';

export const API_KEYS_TITLE = 'API keys';
export const NO_API_KEYS_TEXT = 'No API keys yet. Create one for a BI tool or script that reads companies, licenses or market activity.';
export const API_KEY_INTRO = 'Send it as Authorization: Bearer <key> on the read operations its scopes name.';

const Sub = styled.div`
  color: ${t.muted};
  font-size: 12px;
`;

const col = tableColumnHelper<ApiKey>();

export interface ApiKeysProps {
  clientId: string;
  showSecret: (secret: OnceSecret) => void;
}

/** The client's API keys: create (the key shown once), roll with grace hours, revoke; each key's last use. */
export function ApiKeys({ clientId, showSecret }: ApiKeysProps) {
  const toast = useToast();
  const { emit } = useHostEvents();
  const { keys, create, roll, revoke } = useApiKeys(clientId, true);
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const changed = (id: string, change: 'created' | 'rolled' | 'revoked') => emit('insights-integration-change', { kind: 'api-key', id, change });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Name', enableSorting: false, meta: { cardTitle: true } }),
        col.accessor('start', { header: 'Key', enableSorting: false, cell: ({ getValue }) => <code>{getValue()}…</code> }),
        col.accessor((k) => k.scopes.join(', '), {
          id: 'scopes',
          header: 'Scopes',
          enableSorting: false,
          cell: ({ row }) => (
            <>
              {row.original.scopes.join(', ')}
              <Sub>
                {formatCount(row.original.rateLimitPerMinute || API_KEY_DEFAULT_RATE_LIMIT)} a minute
              </Sub>
            </>
          ),
        }),
        col.accessor('createdOn', {
          header: 'Created',
          enableSorting: false,
          cell: ({ row }) => (
            <>
              {formatDateSafe(row.original.createdOn)}
              {row.original.createdBy && <Sub>by {row.original.createdBy}</Sub>}
            </>
          ),
        }),
        col.accessor((k) => lastUsedText(k), { id: 'lastUsed', header: 'Last used', enableSorting: false }),
        col.accessor('expiresOn', { header: 'Expires', enableSorting: false, cell: ({ getValue }) => formatDateSafe(getValue()) }),
        col.accessor('status', {
          header: 'Status',
          enableSorting: false,
          cell: ({ row }) => {
            const status = API_KEY_STATUS[row.original.status];
            return (
              <>
                <Badge variant={status.variant}>{status.text}</Badge>
                {row.original.revokedOn && <Sub>{formatMoment(row.original.revokedOn)}</Sub>}
              </>
            );
          },
        }),
        col.display({
          id: 'actions',
          header: 'Action',
          cell: ({ row }) => {
            const k = row.original;
            if (k.status !== 'active') return null;
            return (
              <Actions>
                <Button size="sm" variant="link" aria-label={`Roll ${k.name}`} onClick={() => setRolling(k)}>
                  Roll
                </Button>
                <Button size="sm" variant="link" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
                  Revoke
                </Button>
              </Actions>
            );
          },
        }),
      ]),
    [],
  );

  return (
    <Section aria-labelledby={`${clientId}-keys-title`}>
      <SettingsCardHead>
        <div>
          <h2 id={`${clientId}-keys-title`}>{API_KEYS_TITLE}</h2>
          <p>Keys let your own tools read Insights data for this client, within their scopes and rate limit.</p>
        </div>
        <Button
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
          disabled={!keys.data}
        >
          Create key
        </Button>
      </SettingsCardHead>
      {keys.isError && !keys.data ? (
        <ErrorState message={failureMessage(keys.error, keys.error.message)} onRetry={() => void keys.refetch()} />
      ) : (
        <Table label={API_KEYS_TITLE} data={keys.data ?? []} columns={columns} loading={keys.isPending} emptyText={NO_API_KEYS_TEXT} getRowId={(k) => k.id} cards />
      )}
      <ApiKeyFormModal
        open={creating}
        saving={create.isPending}
        serverError={create.isError ? failureMessage(create.error) : undefined}
        onClose={() => setCreating(false)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (reply) => {
              setCreating(false);
              changed(reply.id, 'created');
              showSecret({
                title: 'API key created',
                intro: API_KEY_INTRO,
                label: `API key ${body.name}`,
                value: reply.key,
                note: `Scopes: ${reply.scopes.join(', ')}. Expires ${formatDateSafe(reply.expiresOn)}.`,
              });
              create.reset();
            },
          })
        }
      />
      <RollKeyModal
        apiKey={rolling}
        rolling={roll.isPending}
        onClose={() => setRolling(null)}
        onSubmit={(graceHours) =>
          rolling &&
          roll.mutate(
            { id: rolling.id, graceHours },
            {
              onSuccess: (reply) => {
                changed(rolling.id, 'rolled');
                showSecret({
                  title: 'API key rolled',
                  intro: API_KEY_INTRO,
                  label: `API key ${rolling.name}`,
                  value: reply.key,
                  note:
                    graceHours === 0
                      ? 'The old key stopped working.'
                      : `The old key keeps working for ${graceHours} hour${graceHours === 1 ? '' : 's'}. This one expires ${formatDateSafe(reply.expiresOn)}.`,
                });
                roll.reset();
                setRolling(null);
              },
              onError: (error) => toast.error(failureMessage(error)),
            },
          )
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke key"
        message={revoking ? `Revoke ${revoking.name}? Every call with it is refused at once (401). This cannot be undone.` : null}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: (reply) => {
              changed(revoking.id, 'revoked');
              toast.success(reply?.data || 'API key revoked.');
              setRevoking(null);
            },
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      />
    </Section>
  );
}
