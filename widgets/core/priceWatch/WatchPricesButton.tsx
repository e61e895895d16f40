import { useState } from 'react';
import { hasModule } from '../../../contract/claims';
import { useInsights } from '../config/context';
import { useHostEvents } from '../events/HostEventsContext';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { PriceWatchDialog } from './PriceWatchDialog';
import type { PriceWatchDraft } from './priceWatchDraft';

export const WATCH_THIS_MARKET = 'Watch this market';
export const WATCH_THIS_SUPPLIER = 'Watch this supplier';

export interface WatchPricesButtonProps {
  /** 'Watch this market' or 'Watch this supplier'. */
  children: string;
  /** The accessible name when the text alone does not say which (a supplier's row). */
  'aria-label'?: string;
  title?: string;
  /** The dialog's first values; built when the button is pressed. */
  draft: () => PriceWatchDraft;
  variant?: 'primary' | 'secondary' | 'link';
}

/**
 * Opens the price watch dialog prefilled (issue 61 §2: Offers and Ranking). Shown to users with the pricing module
 * only: the server refuses price watches to the others (403), so the button would only lead to a refusal.
 */
export function WatchPricesButton({ children, draft, variant = 'secondary', title, ...rest }: WatchPricesButtonProps) {
  const { session } = useInsights();
  const toast = useToast();
  const { emit } = useHostEvents();
  const [initial, setInitial] = useState<PriceWatchDraft | null>(null);
  if (!session || !hasModule(session, 'pricing')) return null;
  return (
    <>
      <Button size="sm" variant={variant} aria-haspopup="dialog" aria-label={rest['aria-label']} title={title} onClick={() => setInitial(draft())}>
        {children}
      </Button>
      {initial && (
        <PriceWatchDialog
          open
          clientId={session.clientId}
          initial={initial}
          onClose={() => setInitial(null)}
          onSaved={(watch) => {
            toast.success('Price watch added.');
            emit('insights-price-watch-change', { id: watch.id, change: 'created' });
          }}
        />
      )}
    </>
  );
}
