import { styled } from 'styled-components';
import { useMemo, useState } from 'react';
import { useInsights } from '../../core/config/context';
import {
  COMMODITY_LABELS,
  LICENSE_TYPE_LABELS,
  MARKET_WATCH_LIMIT,
  type MarketWatch,
  type MarketWatchDraft,
  type WatchCommodity,
  type WatchLicenseType,
} from '../../core/api/marketWatches';
import { SOMETHING_WENT_WRONG } from '../../core/api/replyMessage';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { ErrorState } from '../../core/ui/ErrorState';
import { Modal } from '../../core/ui/Modal';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { useMarketWatches } from './useMarketWatches';
import { WatchForm } from './WatchForm';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { SettingsCard, SettingsCardHead } from '../../core/ui/settingsCard';

const Section = styled(SettingsCard)`
  margin-bottom: 20px;
`;

const RowActions = styled.div`
  display: flex;
  gap: 4px;
  justify-content: flex-end;
`;

export const MARKET_WATCHES_EMPTY_TEXT = 'No market watches yet. Add one to hear about every new, renewed or expiring license in a market.';

const NEW_WATCH: MarketWatchDraft = { stateCodes: [], commodity: 0, licenseType: '', eventTypes: ['New', 'Renewal', 'Expiry'] };

const col = tableColumnHelper<MarketWatch>();

export interface MarketWatchesProps {
  /** The signed-in user's client by default (a watch is always the caller's own). */
  clientId?: string;
  className?: string;
}

/**
 * Settings → Subscriptions → Market Watches (issue 23): the caller's standing watches on markets — states, commodity,
 * license type and the events wanted — for license events of any company there, pushed like a follow.
 */
export const MarketWatches = withHostEvents('insights-market-watches', function MarketWatches({ clientId, className }: MarketWatchesProps) {
  const { session } = useInsights();
  const toast = useToast();
  const client = clientId ?? session?.clientId ?? '';
  const { watches, states, save, remove } = useMarketWatches(client);
  const { emit } = useHostEvents();
  useReportReady(watches.data !== undefined);
  const [editing, setEditing] = useState<{ id?: number; draft: MarketWatchDraft } | null>(null);
  const [deleting, setDeleting] = useState<MarketWatch | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((w) => w.stateCodes.join(', '), { id: 'states', header: 'States', enableSorting: false }),
        col.accessor((w) => COMMODITY_LABELS[w.commodity as WatchCommodity], { id: 'commodity', header: 'Commodity', enableSorting: false }),
        col.accessor((w) => LICENSE_TYPE_LABELS[w.licenseType as WatchLicenseType], { id: 'licenseType', header: 'License Type', enableSorting: false }),
        col.accessor((w) => w.eventTypes.join(', '), { id: 'events', header: 'Events', enableSorting: false }),
        col.display({
          id: 'actions',
          header: 'Action',
          cell: ({ row }) => {
            const w = row.original;
            const name = w.stateCodes.join(', ');
            return (
              <RowActions>
                <Button
                  size="sm"
                  variant="link"
                  aria-label={`Edit watch ${name}`}
                  onClick={() => setEditing({ id: w.id, draft: { stateCodes: w.stateCodes, commodity: w.commodity, licenseType: w.licenseType, eventTypes: w.eventTypes } })}
                >
                  Edit
                </Button>
                <Button size="sm" variant="link" aria-label={`Delete watch ${name}`} onClick={() => setDeleting(w)}>
                  Delete
                </Button>
              </RowActions>
            );
          },
        }),
      ]),
    [],
  );

  const count = watches.data?.length ?? 0;
  const full = count >= MARKET_WATCH_LIMIT;

  return (
    <WidgetFrame label="Market Watches" className={className}>
      <Section>
        <SettingsCardHead>
          <div>
            <h2 part="header">Market Watches</h2>
            <p>Hear about licenses of any company in a market, not only the companies you follow.</p>
          </div>
          {session && (
            <Button
              onClick={() => {
                save.reset();
                setEditing({ draft: NEW_WATCH });
              }}
              disabled={full || watches.isPending}
              title={full ? `A user may hold up to ${MARKET_WATCH_LIMIT} market watches.` : undefined}
            >
              Add Market Watch
            </Button>
          )}
        </SettingsCardHead>
        {!session ? (
          <ErrorState message="Sign in to watch markets." />
        ) : watches.isError ? (
          <ErrorState message={watches.error.message} onRetry={() => void watches.refetch()} />
        ) : (
          <Table
            label="Market Watches"
            data={watches.data ?? []}
            columns={columns}
            loading={watches.isPending}
            emptyText={MARKET_WATCHES_EMPTY_TEXT}
            getRowId={(w) => String(w.id)}
          />
        )}
      </Section>
      <Modal open={editing !== null} title={editing?.id === undefined ? 'Add Market Watch' : 'Edit Market Watch'} onClose={() => setEditing(null)} staticBackdrop>
        {editing && (
          <WatchForm
            initial={editing.draft}
            states={states.data ?? []}
            saving={save.isPending}
            serverError={save.isError ? save.error.message || SOMETHING_WENT_WRONG : undefined}
            onCancel={() => setEditing(null)}
            onSave={(draft) =>
              save.mutate(
                { id: editing.id, body: draft },
                {
                  onSuccess: (watch) => {
                    emit('insights-market-watch-change', { id: watch.id, change: editing.id === undefined ? 'created' : 'updated' });
                    setEditing(null);
                    toast.success(editing.id === undefined ? 'Market watch added.' : 'Market watch saved.');
                  },
                },
              )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this market watch?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              emit('insights-market-watch-change', { id: deleting.id, change: 'deleted' });
              setDeleting(null);
              toast.success('Market watch deleted.');
            },
            onError: (error) => toast.error(error.message || SOMETHING_WENT_WRONG),
          })
        }
      />
    </WidgetFrame>
  );
});
