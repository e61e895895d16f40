import { styled } from 'styled-components';
import type { StateLicenseCount } from '../../core/api/licenses';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { formatCount } from '../../core/format/number';
import { sortFn_text } from '@tanstack/react-table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';
import { WatchMarketButton } from '../../core/ui/WatchMarketButton';
import type { LicenseSummaryTotals } from './summaryRows';
import { LicenseTypeTerm } from '../../core/ui/LicenseTypeTerm';

export type LicenseTypeFilter = 'ABC' | 'Supplier';

const StateName = styled.span`
  font-weight: 500;
`;

const StateCode = styled.span`
  margin-left: 8px;
  color: ${t.muted};
  font-size: 12px;
  /* Phones: the code goes under the name, which keeps the State column narrow enough for Total to fit. */
  @media (max-width: 767.98px) {
    display: block;
    margin-left: 0;
  }
`;

const CountLink = styled(InsightsLink)`
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** Spec 1 §2: /companies?StateCode={state}, plus &LicenseType=ABC or &LicenseType=Supplier for those columns. */
function CountCell({ value, state, licenseType, companiesRoute }: {
  value: number | null | undefined;
  state: string | null | undefined;
  licenseType?: LicenseTypeFilter;
  companiesRoute: string;
}) {
  const text = formatCount(value ?? 0);
  if (!state) return <>{text}</>;
  const href = buildPath(companiesRoute, {}, { StateCode: state, LicenseType: licenseType });
  const kind = licenseType ? `${licenseType} ` : '';
  return (
    <CountLink href={href} title={`${text} ${kind}licenses in ${state}: see the companies holding them`}>
      {text}
    </CountLink>
  );
}

const col = tableColumnHelper<StateLicenseCount>();

/** Built per route map, because a host may move the company list. */
export function licenseSummaryColumns(companiesRoute: string, totals: LicenseSummaryTotals) {
  return col.columns([
    col.accessor((row) => row.stateName || row.state || '', {
      id: 'state',
      header: 'State',
      sortFn: sortFn_text,
      cell: ({ row }) => (
        <>
          <StateName>{row.original.stateName || row.original.state}</StateName>
          {row.original.state && (
            // Inside the code's span, so on phones the eye stays on the code's own line.
            <StateCode>
              {row.original.stateName && row.original.state}
              <WatchMarketButton compact market={{ stateCodes: [row.original.state], commodity: 0, licenseType: '' }} />
            </StateCode>
          )}
        </>
      ),
      footer: 'Total',
    }),
    col.accessor('abc', {
      header: () => <LicenseTypeTerm type="ABC" />,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <CountCell value={row.original.abc} state={row.original.state} licenseType="ABC" companiesRoute={companiesRoute} />
      ),
      footer: () => formatCount(totals.abc),
    }),
    col.accessor('supplier', {
      header: 'Supplier',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <CountCell value={row.original.supplier} state={row.original.state} licenseType="Supplier" companiesRoute={companiesRoute} />
      ),
      footer: () => formatCount(totals.supplier),
    }),
    col.accessor('totalLicenses', {
      header: 'Total Licenses',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <CountCell value={row.original.totalLicenses} state={row.original.state} companiesRoute={companiesRoute} />
      ),
      footer: () => formatCount(totals.totalLicenses),
    }),
  ]);
}
