import type { Address, Contact } from '../../core/api/companies';
import { tableColumnHelper } from '../../core/ui/table/features';
import { PremiumValue } from '../shared/PremiumValue';
import { mapsSearchUrl } from './detailRows';

const contact = tableColumnHelper<Contact>();

export const contactColumns = contact.columns([
  contact.accessor((r) => r.stateCode ?? '', { id: 'stateCode', header: 'License State' }),
  contact.accessor((r) => r.contactName ?? '', { id: 'contactName', header: 'Full Name' }),
  contact.accessor((r) => r.contactEmail ?? '', {
    id: 'contactEmail',
    header: 'Email',
    cell: ({ row }) => (
      <PremiumValue isPremium={row.original.isPremium}>
        {row.original.contactEmail && <a href={`mailto:${row.original.contactEmail}`}>{row.original.contactEmail}</a>}
      </PremiumValue>
    ),
  }),
  contact.accessor((r) => r.contactPhone ?? '', {
    id: 'contactPhone',
    header: 'Phone',
    cell: ({ row }) => <PremiumValue isPremium={row.original.isPremium}>{row.original.contactPhone}</PremiumValue>,
  }),
  contact.accessor((r) => r.contactRole ?? '', { id: 'contactRole', header: 'Role' }),
]);

const address = tableColumnHelper<Address>();

export const addressColumns = address.columns([
  address.accessor((r) => r.licenseStateCode ?? '', { id: 'licenseStateCode', header: 'License State' }),
  address.accessor((r) => r.contactAddress ?? '', {
    id: 'contactAddress',
    header: 'Address',
    cell: ({ row }) => (
      <PremiumValue isPremium={row.original.isPremium}>
        <a href={mapsSearchUrl(row.original)} target="_blank" rel="noreferrer noopener">{row.original.contactAddress}</a>
      </PremiumValue>
    ),
  }),
  address.accessor((r) => r.contactCity ?? '', {
    id: 'contactCity',
    header: 'City',
    cell: ({ row }) => <PremiumValue isPremium={row.original.isPremium}>{row.original.contactCity}</PremiumValue>,
  }),
  address.accessor((r) => r.stateCode ?? '', { id: 'stateCode', header: 'State' }),
  address.accessor((r) => r.contactZip ?? '', {
    id: 'contactZip',
    header: 'Zipcode',
    cell: ({ row }) => <PremiumValue isPremium={row.original.isPremium}>{row.original.contactZip}</PremiumValue>,
  }),
]);
