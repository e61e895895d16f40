import type { Random } from './prng.js';
import { addDays } from './dates.js';
import { hashPassword } from '../../identity/passwords.js';
import { FIRST_NAMES, LAST_NAMES, STREET_NAMES } from './names.js';
import { STATES } from './states.js';
import { ADD_ONS, CLIENTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from './tenants.js';
import type { TableRows } from './tableRows.js';
import type { MarketData } from './generateMarket.js';

export interface TenantData {
  clients: TableRows;
  addOns: TableRows;
  clientAddOns: TableRows;
  users: TableRows;
  userModules: TableRows;
  notificationSettings: TableRows;
  follows: TableRows;
  notifications: TableRows;
}

const STAFF_PER_CLIENT = { 'Northwind Energy': 14, 'Contoso Power': 9, 'Fabrikam Brokers': 0 } as const;

export async function generateTenants(random: Random, today: Date, market: MarketData): Promise<TenantData> {
  const users: unknown[][] = [];
  const userModules: unknown[][] = [];
  const settings: unknown[][] = [];
  const follows: unknown[][] = [];
  const notifications: unknown[][] = [];

  // One salt drawn from the PRNG keeps the seed byte-for-byte repeatable.
  const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
  const demoHash = await hashPassword(DEMO_PASSWORD, salt);

  const addUser = (u: {
    secureId: string; email: string; first: string; last: string; role: string; status: number; clientId: string | null;
    insights: boolean; passwordHash: string | null; modules: string[];
  }) => {
    const id = users.length + 1;
    const state = random.pick(STATES);
    users.push([
      id, u.secureId, u.email, u.first, u.last, `${random.int(10, 9999)} ${random.pick(STREET_NAMES)}`,
      random.chance(0.2) ? `Floor ${random.int(2, 30)}` : null, random.pick(state.cities), state.code,
      `${state.zipPrefix}${random.digits(5 - state.zipPrefix.length)}`, 'America/New_York',
      `(${random.pick(state.areaCodes)}) ${random.int(200, 989)}-${random.digits(4)}`, u.role, u.status,
      u.clientId ? 'Supplier' : null, addDays(today, -random.int(20, 900)).toISOString(), u.clientId, u.passwordHash, u.insights,
    ]);
    for (const module of u.modules) userModules.push([id, module]);
    settings.push([id, id, true, true, false, 30]);
    return id;
  };

  const demoIds: number[] = [];
  for (const account of DEMO_ACCOUNTS) {
    demoIds.push(addUser({
      secureId: account.secureId, email: account.email, first: account.firstName, last: account.lastName,
      role: account.role, status: 10800, clientId: account.clientId, insights: account.insightsAccess,
      passwordHash: demoHash, modules: account.modules,
    }));
  }

  for (const client of CLIENTS) {
    const count = STAFF_PER_CLIENT[client.name];
    for (let i = 0; i < count; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
      // Staff accounts have no password until an admin resets it; only the demo accounts can sign in.
      addUser({
        secureId: random.uuid(), email: `${local}${i + 1}@${client.domain}`, first, last,
        role: random.chance(0.2) ? 'Admin' : 'Member', status: random.chance(0.15) ? 10900 : 10800, clientId: client.id,
        insights: random.chance(0.9), passwordHash: null,
        modules: random.sample(['pricing', 'ranking'], random.int(0, 2)),
      });
    }
  }

  // Demo client users follow a few companies and have notifications about those companies' licenses.
  const withLicenses = market.companyIds.filter((id) => (market.latestLicenseIdsByCompany.get(id)?.length ?? 0) > 0);
  for (const userId of demoIds.slice(1)) {
    for (const companyId of random.sample(withLicenses, 6)) {
      follows.push([follows.length + 1, userId, companyId, null, null, null, addDays(today, -random.int(1, 300)).toISOString()]);
      for (const licenseId of random.sample(market.latestLicenseIdsByCompany.get(companyId)!, 2)) {
        notifications.push([
          notifications.length + 1, userId, random.pick(['New', 'Renewal', 'Expiry']), licenseId, random.chance(0.4),
          addDays(today, -random.int(0, 60)).toISOString(),
        ]);
      }
    }
  }

  return {
    clients: { table: 'clients', columns: ['id', 'name', 'supplier_identifier'], rows: CLIENTS.map((c) => [c.id, c.name, c.supplier]) },
    addOns: { table: 'add_ons', columns: ['add_on_id', 'name', 'module'], rows: ADD_ONS.map((a) => [a.addOnId, a.name, a.module]) },
    clientAddOns: {
      table: 'client_add_ons',
      columns: ['client_id', 'add_on_id'],
      rows: CLIENTS.flatMap((c) => c.addOns.map((addOn) => [c.id, addOn])),
    },
    users: {
      table: 'users',
      columns: [
        'id', 'secure_id', 'email_address', 'first_name', 'last_name', 'address1', 'address2', 'city', 'state_code',
        'zip_code', 'time_zone', 'phone_number', 'role', 'status_code', 'company_type', 'created_date', 'client_id',
        'password_hash', 'insights_access',
      ],
      rows: users,
    },
    userModules: { table: 'user_modules', columns: ['user_id', 'module'], rows: userModules },
    notificationSettings: {
      table: 'notification_settings',
      columns: ['id', 'user_id', 'allow_email', 'allow_web', 'allow_sms', 'notification_trigger_in_days'],
      rows: settings,
    },
    follows: {
      table: 'follows',
      columns: ['id', 'user_id', 'company_id', 'state_code', 'commodity', 'license_type', 'created_on'],
      rows: follows,
    },
    notifications: {
      table: 'notifications',
      columns: ['id', 'user_id', 'event_type', 'license_id', 'is_read', 'created_on'],
      rows: notifications,
    },
  };
}
