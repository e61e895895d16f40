import { useMemo, type ReactNode } from 'react';
import type { RawDataKind, RawDataRows } from '../../core/api/rawData';
import { sortFn_text } from '@tanstack/react-table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { DownloadButton, FlagCell, StateCell } from './cells';
import { RawDataPage } from './RawDataPage';
import { useRawDataScreen } from './useRawDataScreen';
import { useReportReady } from '../../core/events/useReportReady';

type FlagKey<Row> = { [K in keyof Row]: Row[K] extends boolean ? K : never }[keyof Row] & string;

export interface RawDataScreenProps<K extends RawDataKind> {
  kind: K;
  heading: string;
  description: ReactNode;
  tableLabel: string;
  /** The booleans saying which kinds of record a file holds, in column order. */
  flags: ReadonlyArray<{ key: FlagKey<RawDataRows[K]>; header: string }>;
  className?: string;
}

/** Both raw data screens: the files table (state, commodity, flags, download) with its states. */
export function RawDataScreen<K extends RawDataKind>(props: RawDataScreenProps<K>) {
  const { kind, heading, description, tableLabel, flags, className } = props;
  const { files, download, isDownloading } = useRawDataScreen(kind);
  useReportReady(files.data !== undefined);

  const columns = useMemo(() => {
    const col = tableColumnHelper<RawDataRows[K]>();
    return col.columns([
      col.accessor((row) => row.stateName || row.state, {
        id: 'state', header: 'State', sortFn: sortFn_text,
        cell: ({ row }) => <StateCell state={row.original.state} stateName={row.original.stateName} />,
      }),
      col.accessor((row) => row.commodity, { id: 'commodity', header: 'Commodity', sortFn: sortFn_text }),
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
      rows={files.data}
      columns={columns}
      isPending={files.isPending}
      error={files.error}
      onRetry={() => void files.refetch()}
      getRowId={(row) => String(row.id)}
      className={className}
    />
  );
}
