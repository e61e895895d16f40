import { styled } from 'styled-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AddOnClientRow } from '../../core/api/users';
import { failureMessage } from '../../core/api/replyMessage';
import { useInsights } from '../../core/config/context';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { MODULE_RULE } from '../../../contract/users/constants';
import { isTicked, savesOf, toggle, type Edits } from './matrixState';
import { useAddonAccessMatrix } from './useAddonAccessMatrix';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

/** Spec 2 §8 texts. */
export const ADDONS_LOAD_FAILED = 'Failed to load addons and clients';
export const ADDONS_SAVE_FAILED = 'Failed to save changes';
export const NOTHING_TO_SAVE = 'Nothing to save';

const Section = styled.div`
  padding: 16px 20px 12px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 8px;
  }
`;

const Rule = styled.p`
  margin: -4px 0 12px;
  color: ${t.muted};
  font-size: 14px;
`;

const ClientName = styled.span<{ $edited: boolean }>`
  font-weight: ${(p) => (p.$edited ? 600 : 400)};
`;

const Tick = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${t.primary};
  cursor: pointer;
`;

const col = tableColumnHelper<AddOnClientRow>();

export interface AddonAccessMatrixProps {
  className?: string;
}

/** SuperAdmin Settings → Addons Access (spec 2 §2, §4): a row per client, a checkbox per add-on, Refresh and Save. */
export const AddonAccessMatrix = withHostEvents('insights-addon-access', function AddonAccessMatrix({ className }: AddonAccessMatrixProps) {
  const { session } = useInsights();
  const toast = useToast();
  const allowed = Boolean(session?.isSuperAdmin);
  const { matrix, save } = useAddonAccessMatrix(allowed);
  useReportReady(matrix.data !== undefined);
  const [edits, setEdits] = useState<Edits>({});

  // One toast per failed load (a retry that fails again says so again).
  const lastError = useRef(0);
  useEffect(() => {
    if (matrix.isError && matrix.errorUpdatedAt !== lastError.current) {
      lastError.current = matrix.errorUpdatedAt;
      toast.error(ADDONS_LOAD_FAILED);
    }
  }, [matrix.isError, matrix.errorUpdatedAt, toast]);

  const data = matrix.data;
  const access = data?.access;
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: 'Client',
          enableSorting: false,
          cell: ({ row }) => <ClientName $edited={row.original.id in edits}>{row.original.name}</ClientName>,
        }),
        ...(data?.addOns ?? []).map((addOn) =>
          col.display({
            id: `addon-${addOn.id}`,
            header: addOn.name,
            cell: ({ row }) => (
              <Tick
                type="checkbox"
                aria-label={`${addOn.name} for ${row.original.name}`}
                checked={isTicked(access ?? {}, edits, row.original.id, addOn.id)}
                disabled={save.isPending}
                onChange={(event) => setEdits((current) => toggle(access ?? {}, current, row.original.id, addOn.id, event.target.checked))}
              />
            ),
          }),
        ),
      ]),
    [data?.addOns, access, edits, save.isPending],
  );

  const pending = Object.keys(edits).length;

  const onSave = () => {
    const saves = savesOf(edits);
    if (saves.length === 0) {
      toast.show(NOTHING_TO_SAVE, 'info');
      return;
    }
    save.mutate(saves, {
      onSuccess: (results) => {
        for (const result of results) {
          if (result.ok) {
            if (result.message) toast.success(result.message);
          } else {
            toast.error(failureMessage(result.error, ADDONS_SAVE_FAILED));
          }
        }
        // Saved clients now read from the reloaded server state; a client that failed keeps its edits to retry.
        const failed = new Set(results.filter((r) => !r.ok).map((r) => r.clientId));
        setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => failed.has(id))));
      },
      onError: () => toast.error(ADDONS_SAVE_FAILED),
    });
  };

  let body;
  if (!allowed) {
    body = (
      <EmptyState
        title="Not enough Access!"
        description="It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access."
      />
    );
  } else if (matrix.isError && !data) {
    body = <ErrorState message={ADDONS_LOAD_FAILED} onRetry={() => void matrix.refetch()} />;
  } else {
    body = (
      <Table
        label="Addons Access"
        data={data?.clients ?? []}
        columns={columns}
        loading={matrix.isFetching}
        getRowId={(row) => row.id}
        emptyText="No clients found"
      />
    );
  }

  return (
    <WidgetFrame label="Addons Access" className={className}>
      <Section>
        <Head part="header">
          <h2>
            Addons Access
            {pending > 0 && <Badge variant="warning">{pending === 1 ? '1 unsaved client' : `${pending} unsaved clients`}</Badge>}
          </h2>
          {allowed && (
            <div>
              <Button
                variant="secondary"
                disabled={save.isPending}
                busy={matrix.isFetching && !save.isPending}
                onClick={() => {
                  setEdits({});
                  void matrix.refetch();
                }}
              >
                Refresh
              </Button>
              <Button busy={save.isPending} disabled={!data} onClick={onSave}>
                Save
              </Button>
            </div>
          )}
        </Head>
        {allowed && <Rule>{MODULE_RULE} Users → Create User or Edit ticks each user&apos;s modules.</Rule>}
        {body}
      </Section>
    </WidgetFrame>
  );
});
