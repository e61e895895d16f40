import { useState } from 'react';
import { styled } from 'styled-components';
import { useInsights } from '../../core/config/context';
import { useUrlListState } from '../../core/config/useUrlListState';
import { ClientPicker } from '../../core/ui/ClientPicker';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useApiContext } from '../../core/api/queryScope';
import { integrationQueries } from '../../core/api/integrations';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { ApiKeys } from './ApiKeys';
import { OnceSecretDialog, type OnceSecret } from './OnceSecretDialog';
import { WebhookEndpoints } from './WebhookEndpoints';

export const INTEGRATIONS_TITLE = 'Integrations';
export const NOT_ENOUGH_ACCESS = 'Not enough Access!';

export interface IntegrationsProps {
  /** The client whose integrations are shown; default the signed-in user's. A super admin may name any client. */
  clientId?: string | null;
  /** Write a super admin's choice of client into the page URL (`?ClientId=…`) through the host's navigate (default on). */
  syncUrl?: boolean;
  className?: string;
}

const PickerRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
`;

interface ClientState {
  clientId?: string;
}

/**
 * Settings → Integrations (issue 37): a client's webhook endpoints (signed posts of license events to any URL,
 * Slack or Teams, with their delivery log) and its API keys for the client's own tools. Client admins and super
 * admins; the server refuses everybody else (403), this only keeps the screen away from them.
 */
export const Integrations = withHostEvents('insights-integrations', function Integrations({ clientId, syncUrl = true, className }: IntegrationsProps) {
  const { session, routes } = useInsights();
  // A super admin's client lives in the URL, as on the users screens.
  const { state, update } = useUrlListState<{ clientId?: string | null }, ClientState>({
    params: { clientId },
    paramsKey: clientId ?? '',
    fromParams: (p) => (p.clientId ? { clientId: p.clientId } : {}),
    toQuery: (s) => ({ ClientId: s.clientId }),
    route: routes.settingsIntegrations,
    syncUrl,
  });
  const client = state.clientId || session?.clientId || '';
  const allowed = Boolean(session?.isAdmin || session?.isSuperAdmin);
  const [secret, setSecret] = useState<OnceSecret | null>(null);
  useReportReady(useLoaded(client, allowed && Boolean(client)));

  let body;
  if (!session) body = <ErrorState message="Sign in to manage integrations." />;
  else if (!allowed)
    body = (
      <EmptyState
        title={NOT_ENOUGH_ACCESS}
        description="It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access."
      />
    );
  else
    body = (
      <>
        {session.isSuperAdmin && (
          <PickerRow>
            <ClientPicker value={client} onChange={(id) => update(id && id !== session.clientId ? { clientId: id } : {})} />
          </PickerRow>
        )}
        {/* Another client's screen starts afresh: no open form, log or dialog of the previous one. */}
        <WebhookEndpoints key={`webhooks-${client}`} clientId={client} showSecret={setSecret} />
        <ApiKeys key={`keys-${client}`} clientId={client} showSecret={setSecret} />
      </>
    );
  return (
    <WidgetFrame label={INTEGRATIONS_TITLE} className={className}>
      {body}
      <OnceSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </WidgetFrame>
  );
});

/** Both lists are in the cache (the element's insights-ready). */
function useLoaded(clientId: string, enabled: boolean): boolean {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  // Re-render while either list loads, then read the cache.
  useIsFetching({ queryKey: [...integrationQueries.all(ctx), clientId] });
  return (
    enabled &&
    queryClient.getQueryData(integrationQueries.webhooks(ctx, clientId).queryKey) !== undefined &&
    queryClient.getQueryData(integrationQueries.apiKeys(ctx, clientId).queryKey) !== undefined
  );
}
