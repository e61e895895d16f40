import type { DashboardLicense } from '../../core/api/dashboard';
import { CommodityIcon } from '../../core/ui/market/MarketVisuals';
import { PremiumValue } from '../../core/ui/PremiumValue';
import { sortFn_text } from '@tanstack/react-table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { VisuallyHidden } from '../../core/ui/table/Table.styles';
import { licenseDate } from './format';

const col = tableColumnHelper<DashboardLicense>();
const text = (value: string | null | undefined) => value ?? '';

/** A premium field: the server sent '' to a client without premium data, so a blurred 'Premium data' stands in. */
function premium({ row, getValue }: { row: { original: DashboardLicense }; getValue: () => unknown }) {
  return <PremiumValue isPremium={row.original.isPremium ?? undefined}>{String(getValue() ?? '')}</PremiumValue>;
}

/** Spec 2 §2 My Licenses: commodity icon, State, Legal Name, Type (these three sortable), Status, Start and End Date. */
export const licenseColumns = col.columns([
  col.accessor((row) => text(row.commodity), {
    id: 'commodity',
    header: () => <VisuallyHidden>Commodity</VisuallyHidden>,
    enableSorting: false,
    meta: { cardLabel: 'Commodity' },
    cell: ({ row }) => <CommodityIcon commodity={row.original.commodity} size={16} />,
  }),
  col.accessor((row) => text(row.stateCode), { id: 'stateCode', header: 'State', sortFn: sortFn_text }),
  col.accessor((row) => text(row.associatedLegalName), { id: 'associatedLegalName', header: 'Legal Name', sortFn: sortFn_text, cell: premium, meta: { cardTitle: true } }),
  col.accessor((row) => text(row.licenseType), { id: 'licenseType', header: 'Type', sortFn: sortFn_text }),
  col.accessor((row) => text(row.licenseStatus), { id: 'licenseStatus', header: 'Status', enableSorting: false, cell: premium }),
  col.accessor((row) => licenseDate(row.licenseRegisteredDate), { id: 'licenseRegisteredDate', header: 'Start Date', enableSorting: false, cell: premium }),
  col.accessor((row) => licenseDate(row.licenseExpiryDate), { id: 'licenseExpiryDate', header: 'End Date', enableSorting: false, cell: premium }),
]);
