import { useInsights } from '../config/context';
import { marketLabel, useCreateMarketWatch, type MarketFilter } from '../api/marketWatches';
import { SOMETHING_WENT_WRONG } from '../api/replyMessage';
import { Button } from './Button';
import { useToast } from './Toast';

export const WATCH_THIS_MARKET = 'Watch this market';

/**
 * 'Watch this market' beside a list or table filtered to a market (issue 23): one click makes a market watch of the
 * signed-in user for every event type (refined later in Settings → Subscriptions). Nothing without a session.
 */
export function WatchMarketButton({ market }: { market: MarketFilter }) {
  const { session } = useInsights();
  const toast = useToast();
  const create = useCreateMarketWatch(session?.clientId ?? '');
  if (!session || market.stateCodes.length === 0) return null;
  const label = marketLabel(market);
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={create.isPending}
      aria-label={`${WATCH_THIS_MARKET}: ${label}`}
      title={`Hear about every new, renewed and expiring license in ${label}`}
      onClick={() =>
        create.mutate(market, {
          onSuccess: () => toast.success(`Market watch added: ${label}.`),
          onError: (error) => toast.error(error.message || SOMETHING_WENT_WRONG),
        })
      }
    >
      {WATCH_THIS_MARKET}
    </Button>
  );
}
