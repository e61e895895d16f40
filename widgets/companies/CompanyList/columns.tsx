import { companyTypeLabel } from '../shared/companyType';
import { styled } from 'styled-components';
import { Suspense } from 'react';
import type { Company } from '../../core/api/companies';
import { InsightsLink } from '../../core/config/links';
import { buildPath } from '../../core/config/routes';
import { formatCount } from '../../core/format/number';
import { Badge } from '../../core/ui/Badge';
import { LicenseTypeTerm } from '../../core/ui/LicenseTypeTerm';
import { tableColumnHelper } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';
import { FollowButton } from '../shared/FollowButton';
import { lazyNamed } from '../../core/ui/lazyNamed';

const NameLink = styled(InsightsLink)`
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

const Muted = styled.span`
  color: ${t.muted};
`;


/** Columns a user may hide (the company name always shows). */
export const TOGGLEABLE_COLUMNS = [
  { id: 'emailDomain', title: 'Domain' },
  { id: 'companyType', title: 'Company Type' },
  { id: 'licenseType', title: 'License Type' },
  { id: 'licenseCount', title: 'Licenses' },
  { id: 'contactCount', title: 'Contacts' },
];

export interface CompanyColumnOptions {
  companyRoute: string;
  followingId: string | null;
  onFollow: (company: Company) => void;
}

const col = tableColumnHelper<Company>();

// Only a searched list's rows can say why they matched: the note's code comes with the first search.
const MatchNote = lazyNamed(() => import('./MatchNote'), 'MatchNote');

/** Start the match note's download as a search starts, so it is there when the rows are (no note a frame late). */
export const preloadMatchNote = () => MatchNote.preload().then(() => undefined, () => undefined);

export function companyColumns({ companyRoute, followingId, onFollow }: CompanyColumnOptions) {
  return col.columns([
    col.accessor('legalName', {
      header: 'Company',
      // One line per row: name and domain share what the other columns leave, the name the larger part; a very
      // long one ends in '…' (whole on hover). A row a search found by something else says what under the name.
      meta: { fill: '14em', fillShare: '60%', cardTitle: true },
      cell: ({ row }) => (
        <>
          <NameLink href={buildPath(companyRoute, { companyId: row.original.id })} title={row.original.legalName}>
            {row.original.legalName}
          </NameLink>
          {row.original.matchedBy && (
            <Suspense fallback={null}>
              <MatchNote match={row.original.matchedBy} />
            </Suspense>
          )}
        </>
      ),
    }),
    col.accessor((row) => row.emailDomain ?? '', {
      id: 'emailDomain',
      header: 'Domain',
      meta: { fill: '8em', fillShare: '40%' },
      cell: ({ getValue }) => <Muted title={getValue() as string}>{getValue() as string}</Muted>,
    }),
    col.accessor('companyType', { header: 'Company Type', meta: { nowrap: true }, cell: ({ getValue }) => companyTypeLabel(getValue() as string) }),
    col.accessor('licenseType', {
      header: 'License Type',
      meta: { nowrap: true },
      cell: ({ getValue }) => (
        <>
          {String(getValue() ?? '')
            .split(', ')
            .filter(Boolean)
            .map((type) => (
              <Badge key={type} variant={type === 'Supplier' ? 'info' : 'neutral'} style={{ marginRight: 4 }}>
                <LicenseTypeTerm type={type} />
              </Badge>
            ))}
        </>
      ),
    }),
    col.accessor('licenseCount', { header: 'Licenses', meta: { align: 'right', nowrap: true }, cell: ({ getValue }) => formatCount(getValue() as number) }),
    col.accessor('contactCount', { header: 'Contacts', meta: { align: 'right', nowrap: true }, cell: ({ getValue }) => formatCount(getValue() as number) }),
    col.display({
      id: 'follow',
      header: () => <span>Follow</span>,
      enableSorting: false,
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => (
        <FollowButton
          following={row.original.isSubscribe}
          busy={followingId === row.original.id}
          subject={row.original.legalName}
          onToggle={() => onFollow(row.original)}
        />
      ),
    }),
  ]);
}
