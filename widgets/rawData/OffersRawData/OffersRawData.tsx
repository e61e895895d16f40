import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../core/api/useApi';
import { getOffersRawData, type OffersRawDataRow } from '../../core/api/rawData';
import { useInsights } from '../../core/config/context';
import { tableColumnHelper } from '../../core/ui/table/features';
import { DownloadButton, FlagCell, RawDataPage, StateCell, useRawDataDownload } from '../shared';

export const OFFERS_RAW_DATA_HEADING = 'Offers Raw Data';

const col = tableColumnHelper<OffersRawDataRow>();

const flag = (key: 'supplier' | 'utility' | 'residential' | 'smallCommercial', header: string) =>
  col.accessor(key, { header, enableSorting: false, cell: ({ getValue }) => <FlagCell value={getValue()} /> });

export interface OffersRawDataProps {
  className?: string;
}

/** Spec 1 §2 /offers/rawData: one retail offers file per state and commodity, each with a download action. */
export function OffersRawData({ className }: OffersRawDataProps) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const query = useQuery({
    queryKey: ['insights', apiBaseUrl, 'raw-data', 'offers'],
    queryFn: ({ signal }) => getOffersRawData(api, signal),
  });
  const { download, isDownloading } = useRawDataDownload('offers');

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.stateName || row.state, {
          id: 'state', header: 'State', sortFn: 'text',
          cell: ({ row }) => <StateCell state={row.original.state} stateName={row.original.stateName} />,
        }),
        col.accessor('commodity', { header: 'Commodity', sortFn: 'text' }),
        flag('supplier', 'Supplier'),
        flag('utility', 'Utility'),
        flag('residential', 'Residential'),
        flag('smallCommercial', 'Small Commercial'),
        col.display({
          id: 'download',
          header: 'File',
          cell: ({ row: { original: r } }) => (
            <DownloadButton
              busy={isDownloading(r.id)}
              label={`Download ${r.stateName || r.state} ${r.commodity} offers`}
              onClick={() => void download(r.id, `${r.state}_${r.commodity}_offers.csv`)}
            />
          ),
        }),
      ]),
    [download, isDownloading],
  );

  return (
    <RawDataPage
      heading={OFFERS_RAW_DATA_HEADING}
      description="Current retail offers of a state and commodity — supplier offers and utility default rates — as a CSV file."
      tableLabel="Offers raw data files"
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
