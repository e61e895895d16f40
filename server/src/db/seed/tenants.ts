import { DEFAULT_CLIENT_ID } from '../../../../contract/claims.js';
import type { FixedCompany } from './generateMarket.js';

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'insights-demo';

export const NORTHWIND_CLIENT_ID = DEFAULT_CLIENT_ID;
export const CONTOSO_CLIENT_ID = '6f1b7c2e-0d4a-4c3e-9a51-000000000002';
/** A broker client: no supplier company of its own and no add-ons, so its dashboard shows the empty texts. */
export const FABRIKAM_CLIENT_ID = '6f1b7c2e-0d4a-4c3e-9a51-000000000003';

export const ADD_ONS = [
  { addOnId: 1, name: 'Pricing', module: 'pricing' },
  { addOnId: 2, name: 'Ranking', module: 'ranking' },
  { addOnId: 3, name: 'Premium Data', module: null }, // PREMIUM_ADD_ON_ID
] as const;

/** Each client's own supplier, so pricing and ranking can show "my" position. */
export const CLIENT_SUPPLIERS: FixedCompany[] = [
  { id: 'a1b2c3d4-0000-4000-8000-00000000a001', legalName: 'Northwind Energy LLC', emailDomain: 'northwindenergy.com' },
  { id: 'a1b2c3d4-0000-4000-8000-00000000a002', legalName: 'Contoso Power Inc.', emailDomain: 'contosopower.com' },
];

/** The add-on that shows premium values (license numbers and dates, contacts…) to a client's users. */
export const PREMIUM_ADD_ON_ID = 3;

export const CLIENTS = [
  // The spec's default client of a super admin is Northwind, so a super admin sees a populated tenant.
  { id: NORTHWIND_CLIENT_ID, name: 'Northwind Energy', supplier: CLIENT_SUPPLIERS[0].id, addOns: [1, 2, 3], domain: 'northwind.test' },
  { id: CONTOSO_CLIENT_ID, name: 'Contoso Power', supplier: CLIENT_SUPPLIERS[1].id, addOns: [1], domain: 'contoso.test' },
  { id: FABRIKAM_CLIENT_ID, name: 'Fabrikam Brokers', supplier: null, addOns: [], domain: 'fabrikam.test' },
] as const;

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Member' | 'Admin' | 'SuperAdmin';
  clientId: string | null;
  modules: string[];
  insightsAccess: boolean;
  secureId: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'super@insights.test', firstName: 'Sam', lastName: 'Super', role: 'SuperAdmin', clientId: null, modules: [], insightsAccess: true, secureId: '0d7e6f4a-1111-4000-8000-000000000001' },
  { email: 'admin@northwind.test', firstName: 'Alex', lastName: 'Admin', role: 'Admin', clientId: NORTHWIND_CLIENT_ID, modules: ['pricing', 'ranking'], insightsAccess: true, secureId: '0d7e6f4a-1111-4000-8000-000000000002' },
  { email: 'member@northwind.test', firstName: 'Morgan', lastName: 'Member', role: 'Member', clientId: NORTHWIND_CLIENT_ID, modules: [], insightsAccess: true, secureId: '0d7e6f4a-1111-4000-8000-000000000003' },
  { email: 'member@contoso.test', firstName: 'Casey', lastName: 'Contoso', role: 'Member', clientId: CONTOSO_CLIENT_ID, modules: [], insightsAccess: true, secureId: '0d7e6f4a-1111-4000-8000-000000000004' },
  { email: 'noaccess@contoso.test', firstName: 'Nico', lastName: 'Noaccess', role: 'Member', clientId: CONTOSO_CLIENT_ID, modules: [], insightsAccess: false, secureId: '0d7e6f4a-1111-4000-8000-000000000005' },
  { email: 'broker@fabrikam.test', firstName: 'Blair', lastName: 'Broker', role: 'Member', clientId: FABRIKAM_CLIENT_ID, modules: [], insightsAccess: true, secureId: '0d7e6f4a-1111-4000-8000-000000000006' },
];

/** Whether a seeded account holds premium data, by the rule the identity provider applies (super admin, or the add-on). */
export function seededAccountHasPremium(account: Pick<DemoAccount, 'role' | 'clientId'>): boolean {
  if (account.role === 'SuperAdmin') return true;
  const client = CLIENTS.find((c) => c.id === account.clientId);
  return Boolean(client && (client.addOns as readonly number[]).includes(PREMIUM_ADD_ON_ID));
}
