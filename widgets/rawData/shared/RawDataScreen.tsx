import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/createApiClient';
import type { RawDataKind } from '../../core/api/rawData';
import { tableColumnHelper } from '../../core/ui/table/features';
import { DownloadButton, FlagCell, StateCell } from './cells';
import { RawDataPage } from './RawDataPage';
import { useRawDataDownload } from './useRawDataDownload';
import { useRawDataFiles } from './useRawDataFiles';

/** What every raw data row has: one file per state and commodity. */
export interface RawDataFileRow {
  id: number;
  state: string;
  stateName?: string;
  commodity: string;
}

type FlagKey<Row> = { [K in keyof Row]: Row[K] extends boolean ? K : never }[keyof Row] & string;

export interface RawDataScreenProps<Row extends RawDataFileRow> {
  kind: RawDataKind;
  heading: string;
  description: ReactNode;
  tableLabel: string;
  load: (api: ApiClient, signal?: AbortSignal) => Promise<Row[]>;
  /** The booleans saying which kinds of record a file holds, in column order. */
  flags: ReadonlyArray<{ key: FlagKey<Row>; header: string }>;
  className?: string;
}

/** Both raw data screens: the files table (state, commodity, flags, download) with its states. */
export function RawDataScreen<Row extends RawDataFileRow>(props: RawDataScreenProps<Row>) {
  const { kind, heading, description, tableLabel, load, flags, className } = props;
  const query = useRawDataFiles(kind, load);
  const { download, isDownloading } = useRawDataDownload(kind);

  const columns = useMemo(() => {
    const col = tableColumnHelper<Row>();
    return col.columns([
      col.accessor((row) => row.stateName || row.state, {
        id: 'state', header: 'State', sortFn: 'text',
        cell: ({ row }) => <StateCell state={row.original.state} stateName={row.original.stateName} />,
      }),
      col.accessor((row) => row.commodity, { id: 'commodity', header: 'Commodity', sortFn: 'text' }),
      ...flags.map(({ key, header }) =>
        col.accessor((row) => Boolean(row[key]), {
          id: key, header, enableSorting: false, cell: ({ getValue }) => <FlagCell value={getValue()} />,
        }),
      ),
      col.display({
        id: 'download',
        header: 'File',
        cell: ({ row: { original: r } }) => (
          <DownloadButton
            busy={isDownloading(r.id)}
            label={`Download ${r.stateName || r.state} ${r.commodity} ${kind}`}
            onClick={() => void download(r.id, `${r.state}_${r.commodity}_${kind}.csv`)}
          />
        ),
      }),
    ]);
  }, [download, isDownloading, flags, kind]);

  return (
    <RawDataPage
      heading={heading}
      description={description}
      tableLabel={tableLabel}
      rows={query.data}
      columns={columns}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      getRowId={(row) => String(row.id)}
      className={className}
    />
  );
}
