import { offerQueries } from '../api/offers';
import { useApiContext } from '../api/queryScope';
import { useQuery } from '../api/useQuery';
import { failureMessage, SOMETHING_WENT_WRONG } from '../api/replyMessage';
import { useSavePriceWatch, type PriceWatch } from '../api/priceWatches';
import { Modal } from '../ui/Modal';
import { PriceWatchForm } from './PriceWatchForm';
import type { PriceWatchDraft } from './priceWatchDraft';

export interface PriceWatchDialogProps {
  open: boolean;
  /** The signed-in user's client (a watch is always the caller's own). */
  clientId: string;
  /** Set: the dialog changes this watch; else it adds one. */
  watchId?: number;
  /** The form's first values: a watch to edit, or a market and rules a screen prefills. */
  initial: PriceWatchDraft;
  onClose: () => void;
  onSaved?: (watch: PriceWatch, change: 'created' | 'updated') => void;
}

/**
 * Add or edit one price watch (issue 61 §2): Settings → Subscriptions → Price Watches opens it, and so do Offers'
 * and Ranking's "Watch this market" and "Watch this supplier", prefilled (ADR 0058). It saves, and the caller's lists
 * of watches refresh; the caller says what follows (a toast, a host event).
 */
export function PriceWatchDialog({ open, clientId, watchId, initial, onClose, onSaved }: PriceWatchDialogProps) {
  const ctx = useApiContext();
  const markets = useQuery({ ...offerQueries.markets(ctx), enabled: open });
  const save = useSavePriceWatch(clientId);
  const adding = watchId === undefined;
  return (
    <Modal open={open} title={adding ? 'Add Price Watch' : 'Edit Price Watch'} onClose={onClose} staticBackdrop>
      {open && (
        <PriceWatchForm
          initial={initial}
          markets={markets.data}
          saving={save.isPending}
          serverError={save.isError ? failureMessage(save.error, save.error.message || SOMETHING_WENT_WRONG) : markets.isError ? markets.error.message : undefined}
          onCancel={onClose}
          onSave={(body) =>
            save.mutate(
              { id: watchId, body },
              {
                onSuccess: (watch) => {
                  save.reset();
                  onSaved?.(watch, adding ? 'created' : 'updated');
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
