import { styled } from 'styled-components';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { USER_STATUS, USERS_PAGE_SIZE } from '../../../contract/users/constants';
import type { User } from '../../core/api/users';
import { useInsights } from '../../core/config/context';
import { useUrlListState } from '../../core/config/useUrlListState';
import { formatCount } from '../../core/format/number';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { ErrorState } from '../../core/ui/ErrorState';
import { Pagination } from '../../core/ui/pagination/Pagination';
import { Table } from '../../core/ui/table/Table';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { failureMessage, reportReply } from '../shared/feedback';
import { Input } from '../shared/formStyles';
import { createBody } from '../shared/userForm';
import { UserFormModal } from '../shared/UserFormModal';
import { useClientModules } from '../shared/useClientModules';
import { userColumns, type UserAction } from './columns';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, INITIAL_USERS_STATE, queryOfState, stateFromParams, withFilters, type UsersListParams } from './listState';
import { ClientPicker } from '../../core/ui/ClientPicker';
import { useUsersAdmin } from './useUsersAdmin';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

export const USERS_HEADING = 'Users';
export const USERS_SEARCH_PLACEHOLDER = 'search username, First/Last Name';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const Heading = styled.h1`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 320px;
  max-width: 520px;
  margin-right: auto;
`;

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

type Pending = { action: Exclude<UserAction, 'resetPassword'>; user: User };

const CONFIRM: Record<Pending['action'], { title: string; text: (email: string) => string }> = {
  block: { title: 'Block User', text: (email) => `Are you sure you want to block user ${email}` },
  unblock: { title: 'Unblock User', text: (email) => `Are you sure you want to unblock user ${email}` },
  // Spec 2 §5, verbatim.
  delete: { title: 'Delete User', text: (email) => `Are you sure you want to delete user ${email}` },
};

export interface UsersAdminProps extends UsersListParams {
  /** The client whose users are listed; default the signed-in user's client. A super admin picks another here too. */
  clientId?: string | null;
  /** Mirror the state into the URL through the host's navigate (default on when the host gives navigate). */
  syncUrl?: boolean;
  className?: string;
}

const paramsKey = (p: UsersListParams) => JSON.stringify([p.pageNo, p.emailAddress, p.firstName, p.lastName, p.role, p.statusCode, p.search, p.clientId]);

/** Settings → Users (spec 2 §2 Users administration, §6 actions). */
export const UsersAdmin = withHostEvents('insights-users-admin', function UsersAdmin({ syncUrl = true, className, ...params }: UsersAdminProps) {
  const { routes, session } = useInsights();
  const toast = useToast();
  const { state, update, searchText, setSearchText } = useUrlListState({
    params, paramsKey: paramsKey(params), fromParams: stateFromParams, toQuery: queryOfState, route: routes.users, syncUrl,
  });
  const client = state.clientId ?? session?.clientId ?? '';
  // Another client's list starts afresh (page 1, no filters); the signed-in user's own client needs no ClientId.
  const pickClient = (id: string) => {
    setSearchText('');
    update({ ...INITIAL_USERS_STATE, ...(id && id !== session?.clientId ? { clientId: id } : {}) });
  };
  const [panelOpen, setPanelOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyUserId, setBusyUserId] = useState<number | null>(null);


  const { list, create, setStatus, resetPassword, remove } = useUsersAdmin(client, state);
  useReportReady(list.data !== undefined);
  // Loaded with the list, so Create User opens with its module checkboxes in place.
  const clientModules = useClientModules(client, Boolean(session?.isAdmin));

  const onAction = useCallback(
    (action: UserAction, user: User) => {
      if (action !== 'resetPassword') {
        setPending({ action, user });
        return;
      }
      // Spec 2 §6: the reset needs no confirmation.
      setBusyUserId(user.id ?? null);
      resetPassword.mutate(
        { userId: user.id ?? 0 },
        {
          onSuccess: (message) => reportReply(toast, message),
          onError: (error) => toast.error(failureMessage(error)),
          onSettled: () => setBusyUserId(null),
        },
      );
    },
    [resetPassword, toast],
  );

  const columns = useMemo(
    () =>
      userColumns({
        overviewRoute: routes.userOverview,
        overviewQuery: { ClientId: state.clientId },
        callerSub: session?.sub,
        callerIsSuperAdmin: Boolean(session?.isSuperAdmin),
        busyUserId,
        onAction,
      }),
    [routes.userOverview, state.clientId, session?.sub, session?.isSuperAdmin, busyUserId, onAction],
  );

  const confirm = () => {
    if (!pending) return;
    const { action, user } = pending;
    const done = {
      onSuccess: (message: string) => reportReply(toast, message),
      onError: (error: unknown) => toast.error(failureMessage(error)),
      onSettled: () => setPending(null),
    };
    const ids = { userId: user.id ?? 0, secureId: user.secureId ?? '' };
    if (action === 'delete') remove.mutate(ids, done);
    else setStatus.mutate({ ...ids, statusCode: action === 'block' ? USER_STATUS.blocked : USER_STATUS.active }, done);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearchText(searchText.trim());
    update({ ...state, search: searchText.trim(), page: 1 });
  };

  const users = list.data?.users ?? [];
  const total = list.data?.totalRecords ?? 0;
  const filters = activeFilterCount(state);

  return (
    <WidgetFrame label={USERS_HEADING} className={className}>
      <Header part="header">
        <Heading>
          {USERS_HEADING}
          {list.data && (
            <Badge variant="neutral" aria-label={`${total} in total`}>
              {formatCount(total)}
            </Badge>
          )}
        </Heading>
        <Button aria-haspopup="dialog" onClick={() => setCreating(true)}>
          Create User
        </Button>
      </Header>
      <Toolbar>
        <SearchForm role="search" onSubmit={onSearch}>
          <Input
            type="search"
            aria-label="Search users"
            placeholder={USERS_SEARCH_PLACEHOLDER}
            value={searchText}
            maxLength={200}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </SearchForm>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
          Filters{filters > 0 ? ` (${filters})` : ''}
        </Button>
        <ClientPicker value={client} onChange={pickClient} />
      </Toolbar>

      {list.isError ? (
        <Card>
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        </Card>
      ) : (
        <Table
          label="Users"
          data={users}
          columns={columns}
          loading={list.isFetching}
          getRowId={(row, i) => String(row.id ?? `row-${i}`)}
          cards
          below={total > USERS_PAGE_SIZE && (
            <Pagination
              page={state.page}
              pageSize={USERS_PAGE_SIZE}
              totalCount={total}
              onPageChange={(page) => update({ ...state, page })}
              label="User pages"
            />
          )}
        />
      )}

      {panelOpen && (
        <FilterPanel
          value={state}
          onClose={() => setPanelOpen(false)}
          onApply={(next) => {
            setPanelOpen(false);
            update(withFilters(state, next));
          }}
        />
      )}

      <UserFormModal
        open={creating}
        mode="create"
        callerIsSuperAdmin={Boolean(session?.isSuperAdmin)}
        modules={clientModules.data}
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onSubmit={(values) =>
          create.mutate(createBody(values), {
            onSuccess: ({ message }) => reportReply(toast, message) && setCreating(false),
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      />

      <ConfirmDialog
        open={pending !== null}
        title={pending ? CONFIRM[pending.action].title : undefined}
        message={pending ? CONFIRM[pending.action].text(pending.user.emailAddress ?? '') : null}
        confirmLabel="OK"
        cancelLabel="Cancel"
        busy={setStatus.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </WidgetFrame>
  );
});
