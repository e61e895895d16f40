import { styled } from 'styled-components';
import type { LicensedCompany } from '../../core/api/licensedCompanies';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { formatDateSafe } from '../../core/format/date';
import { formatLicenseType } from '../../core/format/text';
import { LinkButton } from '../../core/ui/LinkButton';
import { tableColumnHelper } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';

export const COLUMN_HEADERS = ['Date Issued', 'Company Name', 'State', 'Commodity', 'License Number', 'License Type', ''] as const;
export const VIEW_WEBSITE = 'View Official Website';

const CompanyLink = styled(InsightsLink)`
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${t.muted};
`;

/** Spec 1 §6: premium values are blurred; the server sent none, so this is a placeholder, not hidden data. */
const Blurred = styled.span`
  display: inline-block;
  filter: blur(4px);
  user-select: none;
  color: ${t.muted};
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function PremiumPlaceholder({ sample }: { sample: string }) {
  return (
    <>
      <Blurred aria-hidden="true">{sample}</Blurred>
      <VisuallyHidden>Premium data</VisuallyHidden>
    </>
  );
}

const col = tableColumnHelper<LicensedCompany>();

/** Spec 1 §2 columns; server-ordered (most recent first), so no client sorting. */
export function licensedCompanyColumns(companyRoute: string) {
  return col.columns([
    col.accessor('dateIssued', {
      header: 'Date Issued',
      enableSorting: false,
      meta: { nowrap: true },
      cell: ({ row }) =>
        row.original.isPremium
          ? formatDateSafe(row.original.dateIssued, { emptyText: 'N/A', invalidText: 'N/A' })
          : <PremiumPlaceholder sample="01/01/2024" />,
    }),
    col.accessor('companyName', {
      header: 'Company Name',
      enableSorting: false,
      // One line per row: names take what the other columns leave; a very long one ends in '…' (whole on hover).
      meta: { fill: '12em', cardTitle: true },
      cell: ({ row }) => (
        <CompanyLink href={buildPath(companyRoute, { companyId: row.original.companyId })} title={row.original.companyName}>{row.original.companyName}</CompanyLink>
      ),
    }),
    col.accessor('stateName', { header: 'State', enableSorting: false, meta: { nowrap: true } }),
    col.accessor('commodity', { header: 'Commodity', enableSorting: false, meta: { nowrap: true } }),
    col.accessor('licenseNumber', {
      header: 'License Number',
      enableSorting: false,
      meta: { nowrap: true },
      cell: ({ row }) =>
        !row.original.isPremium ? <PremiumPlaceholder sample="XX-0000-000" /> : row.original.licenseNumber || <Muted>N/A</Muted>,
    }),
    col.accessor('licenseType', {
      header: 'License Type',
      enableSorting: false,
      meta: { nowrap: true },
      cell: ({ row }) => formatLicenseType(row.original.licenseType),
    }),
    col.display({
      id: 'website',
      meta: { nowrap: true },
      header: () => <VisuallyHidden>Website</VisuallyHidden>,
      cell: ({ row }) =>
        row.original.officialWebsite ? (
          <LinkButton href={row.original.officialWebsite} target="_blank" rel="noopener noreferrer" title={`${row.original.companyName} website`}>
            {VIEW_WEBSITE}
          </LinkButton>
        ) : null,
    }),
  ]);
}
