import { styled } from 'styled-components';
import { useId, useMemo, useState } from 'react';
import { useInsights } from '../../core/config/context';
import { isApiError } from '../../core/api/ApiError';
import { failureMessage, SOMETHING_WENT_WRONG } from '../../core/api/replyMessage';
import { PRICE_WATCH_LIMIT, PRICE_WATCH_MESSAGES, type PriceWatch } from '../../core/api/priceWatches';
import { formatDateSafe } from '../../core/format/date';
import { PriceWatchDialog } from '../../core/priceWatch/PriceWatchDialog';
import { draftFromWatch, emptyRule, ruleSentence, watchMarketLabel, watchTitle, type PriceWatchDraft } from '../../core/priceWatch/priceWatchDraft';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { SettingsCard, SettingsCardHead } from '../../core/ui/settingsCard';
import { usePriceWatches } from './usePriceWatches';

const Section = styled(SettingsCard)`
  margin-bottom: 20px;
`;

const RowActions = styled.div`
  display: flex;
  gap: 4px;
  justify-content: flex-end;
`;

const Market = styled.span`
  display: block;
  color: ${t.muted};
  font-size: 13px;
`;

const RuleList = styled.ul`
  margin: 0;
  padding: 0 0 0 16px;
  li + li {
    margin-top: 2px;
  }
`;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${t.primary};
  }
`;

const SwitchNote = styled.p`
  margin: 6px 0 0 28px;
  color: ${t.muted};
  font-size: 13px;
`;

export const PRICE_WATCHES_TITLE = 'Price Watches';
export const PRICE_WATCHES_EMPTY_TEXT = 'No price watches yet. Add one to hear when a rival reprices, a cheap offer appears, or a supplier moves in or out of the top.';

const NEW_WATCH = (): PriceWatchDraft => ({ name: '', market: null, rules: [emptyRule('anyChange')] });

const col = tableColumnHelper<PriceWatch>();

export interface PriceWatchesProps {
  /** The signed-in user's client by default (a watch is always the caller's own). */
  clientId?: string;
  className?: string;
}

/**
 * Settings → Subscriptions → Price Watches (issue 61 §2): the caller's watches on offers markets, each rule in plain
 * words and when it last told them; add, edit and delete; and, when the client has a supplier company of its own,
 * the switch for its rank changes (on by default). Users without the pricing module see why they have none.
 */
export const PriceWatches = withHostEvents('insights-price-watches', function PriceWatches({ clientId, className }: PriceWatchesProps) {
  const { session } = useInsights();
  const toast = useToast();
  const client = clientId ?? session?.clientId ?? '';
  const { allowed, watches, ownSupplier, remove, switchOwnSupplier } = usePriceWatches(client, session);
  const { emit } = useHostEvents();
  const refused = !allowed || isApiError(watches.error, 'forbidden');
  useReportReady(watches.data !== undefined || refused || watches.isError);
  const [editing, setEditing] = useState<{ id?: number; draft: PriceWatchDraft } | null>(null);
  const [deleting, setDeleting] = useState<PriceWatch | null>(null);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((w) => watchTitle(w), {
          id: 'watch',
          header: 'Watch',
          enableSorting: false,
          cell: ({ row }) => {
            const w = row.original;
            return (
              <>
                <strong>{watchTitle(w)}</strong>
                {w.name?.trim() && <Market>{watchMarketLabel(w)}</Market>}
              </>
            );
          },
        }),
        col.accessor((w) => w.rules.map((rule) => ruleSentence(rule, w.unit)).join('; '), {
          id: 'rules',
          header: 'Rules',
          enableSorting: false,
          cell: ({ row }) => (
            <RuleList>
              {row.original.rules.map((rule, i) => (
                <li key={i}>{ruleSentence(rule, row.original.unit)}</li>
              ))}
            </RuleList>
          ),
        }),
        col.accessor((w) => (w.lastNotifiedOn ? formatDateSafe(w.lastNotifiedOn) : 'Not yet'), {
          id: 'lastNotified',
          header: 'Last notified',
          enableSorting: false,
          meta: { nowrap: true },
        }),
        col.display({
          id: 'actions',
          header: 'Action',
          cell: ({ row }) => {
            const w = row.original;
            const name = watchTitle(w);
            return (
              <RowActions>
                <Button size="sm" variant="link" aria-label={`Edit price watch ${name}`} onClick={() => setEditing({ id: w.id, draft: draftFromWatch(w) })}>
                  Edit
                </Button>
                <Button size="sm" variant="link" aria-label={`Delete price watch ${name}`} onClick={() => setDeleting(w)}>
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
  const full = count >= PRICE_WATCH_LIMIT;

  const body = () => {
    if (!session) return <ErrorState message="Sign in to watch prices." />;
    if (refused) return <EmptyState title={PRICE_WATCH_MESSAGES.pricingModule} description="Ask your administrator for the pricing module to hear about rivals' prices and ranks." />;
    if (watches.isError) return <ErrorState message={watches.error.message} onRetry={() => void watches.refetch()} />;
    return (
      <Table
        label={PRICE_WATCHES_TITLE}
        data={watches.data ?? []}
        columns={columns}
        loading={watches.isPending}
        emptyText={PRICE_WATCHES_EMPTY_TEXT}
        getRowId={(w) => String(w.id)}
      />
    );
  };

  return (
    <WidgetFrame label={PRICE_WATCHES_TITLE} className={className}>
      {allowed && ownSupplier.data?.company && (
        <OwnSupplierCard
          companyName={ownSupplier.data.company.companyName}
          rankedMarkets={ownSupplier.data.rankedMarkets}
          enabled={ownSupplier.data.enabled}
          busy={switchOwnSupplier.isPending}
          onChange={(enabled) =>
            switchOwnSupplier.mutate(enabled, {
              onSuccess: () => toast.success(enabled ? 'Rank alerts of your supplier are on.' : 'Rank alerts of your supplier are off.'),
              onError: (error) => toast.error(failureMessage(error, error.message || SOMETHING_WENT_WRONG)),
            })
          }
        />
      )}
      <Section>
        <SettingsCardHead>
          <div>
            <h2 part="header">{PRICE_WATCHES_TITLE}</h2>
            <p>Hear when a rival reprices, a cheap offer appears, or a supplier enters or leaves the top of a market.</p>
          </div>
          {session && !refused && (
            <Button
              onClick={() => setEditing({ draft: NEW_WATCH() })}
              disabled={full || watches.isPending}
              title={full ? PRICE_WATCH_MESSAGES.limit : undefined}
            >
              Add Price Watch
            </Button>
          )}
        </SettingsCardHead>
        {body()}
      </Section>
      <PriceWatchDialog
        open={editing !== null}
        clientId={client}
        watchId={editing?.id}
        // A new key per opening: the form starts from this watch's values.
        key={editing ? `${editing.id ?? 'new'}` : 'closed'}
        initial={editing?.draft ?? NEW_WATCH()}
        onClose={() => setEditing(null)}
        onSaved={(watch, change) => {
          emit('insights-price-watch-change', { id: watch.id, change });
          toast.success(change === 'created' ? 'Price watch added.' : 'Price watch saved.');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`Are you sure you want to delete the price watch ${deleting ? watchTitle(deleting) : ''}?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              emit('insights-price-watch-change', { id: deleting.id, change: 'deleted' });
              setDeleting(null);
              toast.success(PRICE_WATCH_MESSAGES.deleted);
            },
            onError: (error) => toast.error(failureMessage(error, error.message || SOMETHING_WENT_WRONG)),
          })
        }
      />
    </WidgetFrame>
  );
});

interface OwnSupplierCardProps {
  companyName: string;
  rankedMarkets: number;
  enabled: boolean;
  busy: boolean;
  onChange: (enabled: boolean) => void;
}

/** Issue 61 §2: a client's own supplier's rank changes reach its pricing users by default; each may switch them off. */
function OwnSupplierCard({ companyName, rankedMarkets, enabled, busy, onChange }: OwnSupplierCardProps) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <SettingsCardHead>
        <div>
          <h2 id={`${id}-title`}>Your supplier</h2>
          <p>Your company is a supplier: hear when its rank moves in any market where it is ranked.</p>
        </div>
      </SettingsCardHead>
      <Switch>
        <input type="checkbox" role="switch" checked={enabled} disabled={busy} aria-describedby={`${id}-note`} onChange={(e) => onChange(e.target.checked)} />
        {`Rank changes of ${companyName}`}
      </Switch>
      <SwitchNote id={`${id}-note`}>
        {rankedMarkets === 0 ? 'Not ranked in any market of the latest offers yet.' : `Ranked in ${rankedMarkets} ${rankedMarkets === 1 ? 'market' : 'markets'} of the latest offers.`}
      </SwitchNote>
    </Section>
  );
}
