import { useQuery } from '../../core/api/useQuery';
import { rawDataQueries, type RawDataKind } from '../../core/api/rawData';
import { useApiContext } from '../../core/api/queryScope';
import { useRawDataDownload } from './useRawDataDownload';

/** A raw data screen's data: the files list of its kind, and the download of one file with its progress. */
export function useRawDataScreen<K extends RawDataKind>(kind: K) {
  const files = useQuery(rawDataQueries.files(useApiContext(), kind));
  const { download, isDownloading } = useRawDataDownload(kind);
  return { files, download, isDownloading };
}
