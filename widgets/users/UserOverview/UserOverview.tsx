import { styled } from 'styled-components';
import { useState } from 'react';
import { isApiError } from '../../core/api/ApiError';
import { useInsights } from '../../core/config/context';
import { InsightsLink, useLink } from '../../core/config/links';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { failureMessage, reportReply } from '../shared/feedback';
import { isProtected, modeFor, updateBody } from '../shared/userForm';
import { UserFormModal } from '../shared/UserFormModal';
import { Card, ModuleAccessCard, UserDetailsCard, UserHeader } from '../shared/UserSummary';
import { auditLine, auditWhen } from './auditText';
import { useUserOverview } from './useUserOverview';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useClientModules } from '../shared/useClientModules';
import { ClientPicker } from '../../core/ui/ClientPicker';
import { buildPath } from '../../core/config/routes';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
`;

const Back = styled(InsightsLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Danger = styled(Card)`
  border-color: color-mix(in srgb, ${t.danger} 40%, ${t.surface});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin-bottom: 4px;
    color: ${t.danger};
  }
  p {
    margin: 0;
  }
`;

const DangerButton = styled(Button)`
  border-color: ${t.danger};
  background: ${t.danger};
  color: #fff;
  &:hover:not(:disabled) {
    border-color: ${t.danger};
    background: color-mix(in srgb, ${t.danger} 85%, #000);
  }
`;

const Activity = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 16px;
    padding: 8px 0;
    border-top: 1px solid ${t.border};
  }
  li:first-child {
    border-top: 0;
  }
  time {
    color: ${t.muted};
    white-space: nowrap;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${t.muted};
`;

export interface UserOverviewProps {
  /** The user's numeric id (the URL's {userId}). */
  userId: string | number;
  /** Default the signed-in user's client (a super admin's pick: the URL's ClientId). */
  clientId?: string | null;
  className?: string;
}

/** Settings → Users → one user (spec 2 §2 User overview): details, Edit, Danger Zone and the last admin actions. */
export const UserOverview = withHostEvents('insights-user-overview', function UserOverview({ userId, clientId, className }: UserOverviewProps) {
  const { session, routes, navigate, portalUrl } = useInsights();
  const link = useLink();
  const toast = useToast();
  const client = clientId?.trim() || session?.clientId || '';
  // Back to the list of the same client; the signed-in user's own client needs no ClientId.
  const usersPath = buildPath(routes.users, {}, { ClientId: client !== session?.clientId ? client : undefined });
  const id = Number(String(userId).trim());
  const { valid, info, audit, update, remove } = useUserOverview(client, id);
  useReportReady(info.isSuccess);
  const [editing, setEditing] = useState(false);
  const clientModules = useClientModules(client, Boolean(session?.isAdmin));
  const [confirming, setConfirming] = useState(false);

  const user = info.data;
  const callerIsSuperAdmin = Boolean(session?.isSuperAdmin);

  const back = (
    <Back href={usersPath}>
      <span aria-hidden="true">‹</span>
      Users
    </Back>
  );

  const goToList = () => {
    // The host hears it first (and may take over); without its navigate the browser goes to the portal's list.
    if (link.go(usersPath) && !navigate) window.location.assign(`${portalUrl}${usersPath}`);
  };

  // A super admin's other client: its users list.
  const pickClient = (id: string) => {
    const path = buildPath(routes.users, {}, { ClientId: id !== session?.clientId ? id : undefined });
    if (link.go(path) && !navigate) window.location.assign(`${portalUrl}${path}`);
  };

  let body;
  if (!valid || (info.isError && isApiError(info.error, 'not-found')) || (info.isSuccess && !user)) {
    body = <EmptyState title="User not found" description="This user does not exist or was removed." />;
  } else if (info.isError) {
    body = <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  } else if (!user) {
    body = <Spinner label="Loading user" />;
  } else {
    const mode = modeFor(user, session?.sub);
    const locked = isProtected(user, callerIsSuperAdmin);
    const self = mode === 'own';
    body = (
      <Stack>
        <UserHeader
          user={user}
          actions={
            locked ? (
              <Button variant="secondary" disabled>
                Protected User
              </Button>
            ) : (
              <Button aria-haspopup="dialog" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )
          }
        />
        <UserDetailsCard user={user} />
        <ModuleAccessCard modules={user.modules} />
        <Card aria-labelledby="insights-user-activity">
          <h2 id="insights-user-activity">Recent activity</h2>
          {audit.isError ? (
            <ErrorState message={audit.error.message} onRetry={() => void audit.refetch()} />
          ) : audit.isPending ? (
            <Spinner label="Loading activity" />
          ) : audit.data.records.length === 0 ? (
            <Muted>No admin actions recorded for this user.</Muted>
          ) : (
            <Activity aria-label="Recent admin actions">
              {audit.data.records.map((record, i) => (
                <li key={record.id ?? i}>
                  <span>{auditLine(record)}</span>
                  <time dateTime={record.createdOn ?? undefined}>{auditWhen(record.createdOn)}</time>
                </li>
              ))}
            </Activity>
          )}
        </Card>
        <Danger aria-labelledby="insights-danger-zone">
          <div>
            <h2 id="insights-danger-zone">Danger Zone</h2>
            <p>Remove user from the system.</p>
          </div>
          <DangerButton
            disabled={locked || self}
            title={self ? 'You cannot delete yourself.' : locked ? 'Only a super admin can change a SuperAdmin user.' : undefined}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            Delete User
          </DangerButton>
        </Danger>

        <UserFormModal
          open={editing}
          mode={mode}
          user={user}
          callerIsSuperAdmin={callerIsSuperAdmin}
          modules={clientModules.data}
          saving={update.isPending}
          onClose={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutate(updateBody(user, values, mode === 'own' ? 'own' : 'update'), {
              onSuccess: (message) => reportReply(toast, message) && setEditing(false),
              onError: (error) => toast.error(failureMessage(error)),
            })
          }
        />
        <ConfirmDialog
          open={confirming}
          title="Delete User"
          message={`Are you sure you want to delete user ${user.emailAddress ?? ''}`}
          confirmLabel="OK"
          cancelLabel="Cancel"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              { userId: user.id ?? id, secureId: user.secureId ?? '' },
              {
                onSuccess: (message) => {
                  setConfirming(false);
                  if (reportReply(toast, message)) goToList();
                },
                onError: (error) => {
                  setConfirming(false);
                  toast.error(failureMessage(error));
                },
              },
            )
          }
        />
      </Stack>
    );
  }

  return (
    <WidgetFrame label="User overview" className={className}>
      <TopRow>
        {back}
        <ClientPicker value={client} onChange={pickClient} />
      </TopRow>
      {body}
    </WidgetFrame>
  );
});
