import { styled } from 'styled-components';
import { useInsights } from '../config/context';
import { marketLabel, useCreateMarketWatch, type MarketFilter } from '../api/marketWatches';
import { SOMETHING_WENT_WRONG } from '../api/replyMessage';
import { Button } from './Button';
import { useToast } from './Toast';
import { t } from './tokens';
import { useHostEvents } from '../events/HostEventsContext';

export const WATCH_THIS_MARKET = 'Watch this market';

/** The compact form for a table row: an eye, named for screen readers by its aria-label. */
const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  margin-left: 6px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${t.muted};
  cursor: pointer;
  vertical-align: middle;
  &:hover {
    background: ${t.surfaceMuted};
    color: ${t.primary};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

const Eye = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/**
 * 'Watch this market' beside a list or table filtered to a market (issue 23): one click makes a market watch of the
 * signed-in user for every event type (refined later in Settings → Subscriptions). Nothing without a session.
 */
export function WatchMarketButton({ market, compact = false }: { market: MarketFilter; compact?: boolean }) {
  const { session } = useInsights();
  const toast = useToast();
  const create = useCreateMarketWatch(session?.clientId ?? '');
  const { emit } = useHostEvents();
  if (!session || market.stateCodes.length === 0) return null;
  const label = marketLabel(market);
  const watch = () =>
    create.mutate(market, {
      onSuccess: (watch) => {
        toast.success(`Market watch added: ${label}.`);
        emit('insights-market-watch-change', { id: watch.id, change: 'created' });
      },
      onError: (error) => toast.error(error.message || SOMETHING_WENT_WRONG),
    });
  if (compact) {
    return (
      <IconButton type="button" aria-label={`${WATCH_THIS_MARKET}: ${label}`} title={`${WATCH_THIS_MARKET}: ${label}`} disabled={create.isPending} onClick={watch}>
        <Eye />
      </IconButton>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={create.isPending}
      aria-label={`${WATCH_THIS_MARKET}: ${label}`}
      title={`Hear about every new, renewed and expiring license in ${label}`}
      onClick={watch}
    >
      {WATCH_THIS_MARKET}
    </Button>
  );
}
