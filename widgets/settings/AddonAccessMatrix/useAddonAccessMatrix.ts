import { useMutation } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { saveClientAddOns, userQueries } from '../../core/api/users';

export interface ClientSaveResult {
  clientId: string;
  ok: boolean;
  /** The server's message, or the error. */
  message?: string;
  error?: unknown;
}

/** The add-ons, clients and mappings; Save sends one call per edited client, in turn, then reloads. */
export function useAddonAccessMatrix(enabled: boolean) {
  const ctx = useApiContext();
  const matrix = useQuery({ ...userQueries.addOnAccess(ctx), enabled });
  const save = useMutation({
    mutationFn: async (saves: { clientId: string; addOnIds: number[] }[]): Promise<ClientSaveResult[]> => {
      const results: ClientSaveResult[] = [];
      for (const s of saves) {
        try {
          results.push({ clientId: s.clientId, ok: true, message: await saveClientAddOns(ctx.api, s) });
        } catch (error) {
          results.push({ clientId: s.clientId, ok: false, error });
        }
      }
      return results;
    },
    onSettled: () => matrix.refetch(),
  });
  return { matrix, save };
}
