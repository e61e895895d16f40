import { useState } from 'react';
import { useInsights } from '../../core/config/context';
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
  className?: string;
}

/**
 * Settings → Integrations (issue 37): a client's webhook endpoints (signed posts of license events to any URL,
 * Slack or Teams, with their delivery log) and its API keys for the client's own tools. Client admins and super
 * admins; the server refuses everybody else (403), this only keeps the screen away from them.
 */
export const Integrations = withHostEvents('insights-integrations', function Integrations({ clientId, className }: IntegrationsProps) {
  const { session } = useInsights();
  const client = clientId || session?.clientId || '';
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
        <WebhookEndpoints clientId={client} showSecret={setSecret} />
        <ApiKeys clientId={client} showSecret={setSecret} />
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
