import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { companyQueries } from '../../core/api/companies';
import {
  createMarketWatch,
  deleteMarketWatch,
  marketWatchQueries,
  updateMarketWatch,
  type MarketWatchBody,
} from '../../core/api/marketWatches';
import { useApiContext } from '../../core/api/queryScope';

/** The caller's market watches, the states to choose from, and the three changes (each refreshes the list). */
export function useMarketWatches(clientId: string) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const watches = useQuery(marketWatchQueries.list(ctx, clientId));
  const states = useQuery(companyQueries.states(ctx));
  const refresh = () => client.invalidateQueries({ queryKey: marketWatchQueries.all(ctx) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MarketWatchBody }) =>
      id === undefined ? createMarketWatch(ctx.api, clientId, body) : updateMarketWatch(ctx.api, clientId, id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteMarketWatch(ctx.api, clientId, id), onSuccess: refresh });
  return { watches, states, save, remove };
}
