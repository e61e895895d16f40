import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasModule, type Session } from '../../../contract/claims';
import { useQuery } from '../../core/api/useQuery';
import { deletePriceWatch, priceWatchQueries, setOwnSupplierAlerts } from '../../core/api/priceWatches';
import { useApiContext } from '../../core/api/queryScope';

/**
 * The caller's price watches, their own supplier's alerts, and the changes (each refreshes what it touched). Nothing is
 * asked for a user without the pricing module: the server would refuse it (403), and the tab says why instead.
 */
export function usePriceWatches(clientId: string, session: Session | null | undefined) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const allowed = Boolean(session && hasModule(session, 'pricing'));
  const watches = useQuery(priceWatchQueries.list(ctx, clientId, allowed));
  const ownSupplier = useQuery(priceWatchQueries.ownSupplier(ctx, clientId, allowed));
  const remove = useMutation({
    mutationFn: (id: number) => deletePriceWatch(ctx.api, clientId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: priceWatchQueries.all(ctx) }),
  });
  const switchOwnSupplier = useMutation({
    mutationFn: (enabled: boolean) => setOwnSupplierAlerts(ctx.api, clientId, enabled),
    onSuccess: (reply) => client.setQueryData(priceWatchQueries.ownSupplier(ctx, clientId).queryKey, reply),
  });
  return { allowed, watches, ownSupplier, remove, switchOwnSupplier };
}
