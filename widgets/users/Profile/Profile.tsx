import { styled } from 'styled-components';
import { useState } from 'react';
import { useInsights } from '../../core/config/context';
import { Button } from '../../core/ui/Button';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { useToast } from '../../core/ui/Toast';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { failureMessage, reportReply } from '../shared/feedback';
import { updateBody } from '../shared/userForm';
import { UserFormModal } from '../shared/UserFormModal';
import { ModuleAccessCard, UserDetailsCard, UserHeader } from '../shared/UserSummary';
import { useProfile } from './useProfile';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

export interface ProfileProps {
  className?: string;
}

/** /Profile (spec 2 §2): the signed-in user's header, User Details, Edit and Module Access. */
export const Profile = withHostEvents('insights-profile', function Profile({ className }: ProfileProps) {
  const { session } = useInsights();
  const toast = useToast();
  const { info, update } = useProfile(session?.clientId ?? '', session?.sub ?? '');
  useReportReady(info.isSuccess);
  const [editing, setEditing] = useState(false);
  const user = info.data;

  let body;
  if (!session?.sub) body = <ErrorState message="Sign in to see your profile." />;
  else if (info.isError) body = <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  else if (info.isPending) body = <Spinner label="Loading profile" />;
  else if (!user) body = <ErrorState message="Your profile could not be found." onRetry={() => void info.refetch()} />;
  else {
    body = (
      <Stack>
        <UserHeader
          user={user}
          actions={
            <Button aria-haspopup="dialog" onClick={() => setEditing(true)}>
              Edit
            </Button>
          }
        />
        <UserDetailsCard user={user} />
        <ModuleAccessCard modules={user.modules} />
        <UserFormModal
          open={editing}
          mode="own"
          user={user}
          callerIsSuperAdmin={Boolean(session.isSuperAdmin)}
          saving={update.isPending}
          onClose={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutate(updateBody(user, values, 'own'), {
              onSuccess: (message) => reportReply(toast, message) && setEditing(false),
              onError: (error) => toast.error(failureMessage(error)),
            })
          }
        />
      </Stack>
    );
  }

  return (
    <WidgetFrame label="Profile" className={className}>
      {body}
    </WidgetFrame>
  );
});
