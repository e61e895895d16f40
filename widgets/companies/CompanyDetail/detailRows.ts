import type { Address, Contact } from '../../core/api/companies';

/** Spec 1 §5: contacts with name, role, e-mail and phone all empty are dropped (a redacted premium row is not empty). */
export function visibleContacts(rows: Contact[]): Contact[] {
  return rows.filter((c) => c.isPremium === false || Boolean(c.contactName || c.contactRole || c.contactEmail || c.contactPhone));
}

/** Spec 1 §5: addresses with an empty contactAddress are dropped (redacted premium rows stay, blurred). */
export function visibleAddresses(rows: Address[]): Address[] {
  return rows.filter((a) => a.isPremium === false || Boolean(a.contactAddress?.trim()));
}

/** The address column links to a maps search. */
export function mapsSearchUrl(address: Address): string {
  const query = [address.contactAddress, address.contactCity, address.stateCode, address.contactZip].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The configured logo template ('/public/logos/{domain}.svg'), or null without a template or domain. */
export function logoSrc(template: string | undefined, domain: string | null | undefined): string | null {
  if (!template || !domain) return null;
  return template.replace('{domain}', encodeURIComponent(domain.toLowerCase()));
}

export const ALIAS_TOOLTIP = { FKA: 'For Known As', DBA: 'Doing Business As' } as const;
