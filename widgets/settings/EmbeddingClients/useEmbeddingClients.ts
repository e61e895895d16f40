import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import type { IntranetClientBody } from '../../../contract/embedding/forms';
import { embeddingQueries, removeIntranetClient, saveIntranetClient } from '../../core/api/embedding';
import { useApiContext } from '../../core/api/queryScope';

/** The intranet clients and the tenants they can serve; save (register or change) and remove reload the list. */
export function useEmbeddingClients(enabled: boolean) {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...embeddingQueries.settings(ctx), enabled });
  const reload = () => queryClient.invalidateQueries({ queryKey: embeddingQueries.settings(ctx).queryKey });
  const save = useMutation({
    mutationFn: ({ body, clientId }: { body: IntranetClientBody; clientId?: string }) => saveIntranetClient(ctx.api, body, clientId),
    onSuccess: reload,
  });
  const remove = useMutation({ mutationFn: (clientId: string) => removeIntranetClient(ctx.api, clientId), onSuccess: reload });
  return { settings, save, remove };
}
