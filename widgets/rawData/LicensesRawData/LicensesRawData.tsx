import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../core/api/useApi';
import { getLicensesRawData, type LicensesRawDataRow } from '../../core/api/rawData';
import { useInsights } from '../../core/config/context';
import { tableColumnHelper } from '../../core/ui/table/features';
import { DownloadButton, FlagCell, RawDataPage, StateCell, useRawDataDownload } from '../shared';

export const LICENSES_RAW_DATA_HEADING = 'Licenses Raw Data';

const col = tableColumnHelper<LicensesRawDataRow>();

export interface LicensesRawDataProps {
  className?: string;
}

/** Spec 1 §2 /licenses/rawData: one licenses file per state and commodity, each with a download action. */
export function LicensesRawData({ className }: LicensesRawDataProps) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const query = useQuery({
    queryKey: ['insights', apiBaseUrl, 'raw-data', 'licenses'],
    queryFn: ({ signal }) => getLicensesRawData(api, signal),
  });
  const { download, isDownloading } = useRawDataDownload('licenses');

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.stateName || row.state, {
          id: 'state', header: 'State', sortFn: 'text',
          cell: ({ row }) => <StateCell state={row.original.state} stateName={row.original.stateName} />,
        }),
        col.accessor('commodity', { header: 'Commodity', sortFn: 'text' }),
        col.accessor('broker', { header: 'Broker', enableSorting: false, cell: ({ getValue }) => <FlagCell value={getValue()} /> }),
        col.accessor('supplier', { header: 'Supplier', enableSorting: false, cell: ({ getValue }) => <FlagCell value={getValue()} /> }),
        col.accessor('aggregator', { header: 'Aggregator', enableSorting: false, cell: ({ getValue }) => <FlagCell value={getValue()} /> }),
        col.display({
          id: 'download',
          header: 'File',
          cell: ({ row: { original: r } }) => (
            <DownloadButton
              busy={isDownloading(r.id)}
              label={`Download ${r.stateName || r.state} ${r.commodity} licenses`}
              onClick={() => void download(r.id, `${r.state}_${r.commodity}_licenses.csv`)}
            />
          ),
        }),
      ]),
    [download, isDownloading],
  );

  return (
    <RawDataPage
      heading={LICENSES_RAW_DATA_HEADING}
      description="Every current license of a state and commodity as a CSV file for your spreadsheets, generated when you download it."
      tableLabel="Licenses raw data files"
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
