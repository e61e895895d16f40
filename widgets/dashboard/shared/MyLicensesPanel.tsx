import { Table } from '../../core/ui/table/Table';
import { licenseColumns } from './licenseColumns';
import { Panel, TOP_PANEL_HEIGHT } from './Panel';
import { useMyLicenses } from './useMyLicenses';
import { DASHBOARD_TEXT } from './wording';

/** The signed-in client's own company licenses (spec 2 §2), sortable by State, Legal Name and Type. */
export function MyLicensesPanel({ viewAs }: { viewAs?: string | null }) {
  const { rows, loading, error } = useMyLicenses(viewAs);
  return (
    <Panel title={DASHBOARD_TEXT.myLicenses} loading={loading} error={error} empty={rows.length === 0} emptyText={DASHBOARD_TEXT.noLicenses} loadingHeight={TOP_PANEL_HEIGHT}>
      <Table
        label={DASHBOARD_TEXT.myLicenses}
        data={rows}
        columns={licenseColumns}
        emptyText={DASHBOARD_TEXT.noLicenses}
        getRowId={(row, index) => String(row.id ?? `row-${index}`)}
        // One card per license on a phone, as the other tables: seven columns do not fit 390 px.
        cards
      />
    </Panel>
  );
}
