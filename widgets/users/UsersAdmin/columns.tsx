import { styled } from 'styled-components';
import { moduleLabel, USER_STATUS } from '../../../contract/users/constants';
import type { User } from '../../core/api/users';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { Button } from '../../core/ui/Button';
import { tableColumnHelper } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';
import { StatusBadge } from '../shared/StatusBadge';
import { isProtected } from '../shared/userForm';

const UserLink = styled(InsightsLink)`
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  /* The table scrolls sideways on a phone rather than breaking addresses mid-name. */
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${t.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export type UserAction = 'block' | 'unblock' | 'resetPassword' | 'delete';

export interface ColumnOptions {
  overviewRoute: string;
  /** Carried to the overview (a super admin's pick of client: ClientId). */
  overviewQuery?: Record<string, string | undefined>;
  callerSub: string | undefined;
  callerIsSuperAdmin: boolean;
  /** The row whose action is running (its buttons show busy). */
  busyUserId: number | null;
  onAction: (action: UserAction, user: User) => void;
}

const col = tableColumnHelper<User>();

const isSelf = (user: User, sub: string | undefined) => Boolean(sub && user.secureId?.toLowerCase() === sub.toLowerCase());

/** Spec 2 §2 columns: Email Address, First Name, Last Name, Role, Status, Action. */
export function userColumns({ overviewRoute, overviewQuery = {}, callerSub, callerIsSuperAdmin, busyUserId, onAction }: ColumnOptions) {
  return col.columns([
    col.accessor('emailAddress', {
      header: 'Email Address',
      enableSorting: false,
      meta: { cardTitle: true },
      cell: ({ row }) =>
        row.original.id ? (
          <UserLink href={buildPath(overviewRoute, { userId: row.original.id }, overviewQuery)}>{row.original.emailAddress}</UserLink>
        ) : (
          row.original.emailAddress
        ),
    }),
    col.accessor('firstName', { header: 'First Name', enableSorting: false }),
    col.accessor('lastName', { header: 'Last Name', enableSorting: false }),
    col.accessor('role', { header: 'Role', enableSorting: false }),
    col.accessor('statusCode', { header: 'Status', enableSorting: false, cell: ({ getValue }) => <StatusBadge statusCode={getValue()} /> }),
    // Issue 28: the modules each user holds (within the client's add-ons), chosen per user in Create/Update User.
    col.accessor('modules', {
      header: 'Modules',
      enableSorting: false,
      cell: ({ getValue }) => {
        const modules = (getValue() ?? []).filter(Boolean);
        return modules.length > 0 ? modules.map(moduleLabel).join(', ') : <Muted>None</Muted>;
      },
    }),
    col.display({
      id: 'action',
      header: 'Action',
      // On a card the buttons take the whole line: they need no label to say what they are.
      meta: { cardLabel: '' },
      cell: ({ row }) => {
        const user = row.original;
        if (isProtected(user, callerIsSuperAdmin)) {
          return (
            <Button size="sm" variant="secondary" disabled>
              Protected User
            </Button>
          );
        }
        const self = isSelf(user, callerSub);
        const busy = busyUserId !== null && busyUserId === user.id;
        const blocked = user.statusCode === USER_STATUS.blocked;
        const who = user.emailAddress ?? '';
        return (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              disabled={self || busy}
              title={self ? 'You cannot block or unblock yourself.' : undefined}
              aria-label={`${blocked ? 'Unblock' : 'Block'} ${who}`}
              onClick={() => onAction(blocked ? 'unblock' : 'block', user)}
            >
              {blocked ? 'Unblock' : 'Block'}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} aria-label={`Reset Password ${who}`} onClick={() => onAction('resetPassword', user)}>
              Reset Password
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={self || busy}
              title={self ? 'You cannot delete yourself.' : undefined}
              aria-label={`Delete ${who}`}
              onClick={() => onAction('delete', user)}
            >
              Delete
            </Button>
          </Actions>
        );
      },
    }),
  ]);
}
