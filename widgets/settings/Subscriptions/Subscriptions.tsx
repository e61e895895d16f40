import { styled } from 'styled-components';
import { useMemo } from 'react';
import type { SubscribedCompany } from '../../core/api/notifications';
import { SOMETHING_WENT_WRONG } from '../../core/api/replyMessage';
import { useInsights } from '../../core/config/context';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { ErrorState } from '../../core/ui/ErrorState';
import { TabNav } from '../../core/ui/TabNav';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { t } from '../../core/ui/tokens';
import { useInSettingsFrame } from '../shared/settingsFrame';
import { SettingsForm, SettingsFormSkeleton } from './SettingsForm';
import { useSubscriptions } from './useSubscriptions';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Section = styled.section`
  margin-bottom: 20px;
  padding: 16px 20px 20px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  h2 {
    margin: 0 0 14px;
    font-size: 16px;
    font-weight: 600;
  }
`;

const CompanyLink = styled(InsightsLink)`
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const col = tableColumnHelper<SubscribedCompany>();

export interface SubscriptionsProps {
  /** Another user of the client (admins); default the signed-in user. */
  secureId?: string;
  clientId?: string;
  className?: string;
}

/** Settings → Subscriptions (spec 2 §2): the notification settings form and the Subscribed Companies table. */
export const Subscriptions = withHostEvents('insights-subscriptions', function Subscriptions({ secureId, clientId, className }: SubscriptionsProps) {
  const { session, routes } = useInsights();
  const toast = useToast();
  // Inside SettingsTabs the frame draws the title and all the tabs.
  const framed = useInSettingsFrame();
  const userId = secureId ?? session?.sub ?? '';
  const client = clientId ?? session?.clientId ?? '';
  const { settings, companies, save } = useSubscriptions(client, userId);
  useReportReady(settings.data !== undefined);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('legalName', {
          header: 'Company Name',
          enableSorting: false,
          cell: ({ row }) => (
            <CompanyLink href={buildPath(routes.company, { companyId: row.original.companyId })}>{row.original.legalName}</CompanyLink>
          ),
        }),
      ]),
    [routes.company],
  );

  return (
    <WidgetFrame label={framed ? 'Subscriptions' : 'Settings'} className={className}>
      {!framed && (
        <>
          <Title part="header">Settings</Title>
          <TabNav label="Settings" items={[{ label: 'Subscriptions', href: routes.settingsSubscriptions, current: true }]} />
        </>
      )}
      <Section aria-labelledby="insights-notification-settings">
        <h2 id="insights-notification-settings">Notifications settings</h2>
        {!userId ? (
          <ErrorState message="Sign in to change your notification settings." />
        ) : settings.isError ? (
          <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : settings.isPending ? (
          <SettingsFormSkeleton />
        ) : (
          <SettingsForm
            value={settings.data}
            saving={save.isPending}
            onSave={(choice) =>
              save.mutate(choice, {
                onSuccess: (message) => (message ? toast.success(message) : toast.error(SOMETHING_WENT_WRONG)),
                onError: (error) => toast.error(error.message || SOMETHING_WENT_WRONG),
              })
            }
          />
        )}
      </Section>
      <Section aria-labelledby="insights-subscribed-companies">
        <h2 id="insights-subscribed-companies">Subscribed Companies</h2>
        {companies.isError ? (
          <ErrorState message={companies.error.message} onRetry={() => void companies.refetch()} />
        ) : (
          <Table
            label="Subscribed Companies"
            data={companies.data ?? []}
            columns={columns}
            loading={companies.isPending && Boolean(userId)}
            getRowId={(row) => row.companyId}
          />
        )}
      </Section>
    </WidgetFrame>
  );
});
