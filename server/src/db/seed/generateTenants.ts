import type { Random } from './prng.js';
import { addDays, isoDate } from './dates.js';
import { hashPassword } from '../../identity/passwords.js';
import { FIRST_NAMES, LAST_NAMES, STREET_NAMES } from './names.js';
import { STATES } from './states.js';
import { ADD_ONS, CLIENTS, DEMO_ACCOUNTS, DEMO_PASSWORD, seededAccountHasPremium } from './tenants.js';
import type { TableRows } from './tableRows.js';
import type { MarketData } from './generateMarket.js';
import type { DemoAccount } from './tenants.js';
import { notificationText, type NotificationEventType } from '../../../../contract/notifications/wording.js';

export interface TenantData {
  clients: TableRows;
  addOns: TableRows;
  clientAddOns: TableRows;
  users: TableRows;
  userModules: TableRows;
  notificationSettings: TableRows;
  follows: TableRows;
  notifications: TableRows;
  /** The e-mails of the seeded notifications, sent when they were posted (so no check sends them again). */
  emails: TableRows;
}

/** Days before an expiry that a demo account is alerted (the settings page shows it); others use the default 30. */
const TRIGGER_DAYS: Record<string, number> = { 'super@insights.test': 60, 'admin@northwind.test': 45 };

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
    settings.push([id, id, true, true, false, TRIGGER_DAYS[u.email] ?? 30]);
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

  const clientModules = (client: (typeof CLIENTS)[number]) =>
    ADD_ONS.filter((a) => a.module && (client.addOns as readonly number[]).includes(a.addOnId)).map((a) => a.module as string);
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
        // Only modules of the client's add-ons (the add-ons cap what an admin may give); drawn first from both so
        // the random stream, and with it the rest of the seed, stays as it was.
        modules: random.sample(['pricing', 'ranking'], random.int(0, 2)).filter((m) => clientModules(client).includes(m)),
      });
    }
  }

  const feed = demoFollowsAndNotifications(random, today, market, DEMO_ACCOUNTS.map((account, i) => ({ account, userId: demoIds[i] })));
  follows.push(...feed.follows);
  notifications.push(...feed.notifications);
  const emails = sentEmails(market, feed.notifications, DEMO_ACCOUNTS.map((account, i) => ({ account, userId: demoIds[i] })));

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
      columns: ['id', 'user_id', 'event_type', 'license_id', 'is_read', 'created_on', 'event_key'],
      rows: notifications,
    },
    emails: {
      table: 'email_outbox',
      // No explicit ids: the identity column numbers them.
      columns: ['user_id', 'to_address', 'subject', 'body', 'event_type', 'license_id', 'event_key', 'created_on', 'sent_on'],
      rows: emails,
    },
  };
}

// Column indexes of MarketData.licenses rows.
const L_ID = 0, L_STATE = 1, L_COMPANY = 2, L_COMMODITY = 4, L_REGISTERED = 6, L_EXPIRY = 7, L_TYPE = 8;
const DAY_MS = 86_400_000;
/** How far back the seeded feed goes. */
const FEED_DAYS = 60;

interface Follow {
  companyId: string;
  /** Set for a follow narrowed to one license (state, commodity, license type). */
  license?: unknown[];
  /** Always before the feed's first day. */
  since: Date;
}

/**
 * Each demo account with Insights access follows companies that had license events lately, one of them narrowed to
 * a single license, and has exactly the notifications the product would have made for those follows: one per
 * event (with its event key, so the expiry check finds it already made), posted when the event happened — a New
 * near the registration day, a Renewal on the day the new term began, an Expiry when the expiry date entered the
 * account's own alert window.
 */
function demoFollowsAndNotifications(
  random: Random, today: Date, market: MarketData, accounts: { account: DemoAccount; userId: number }[],
): { follows: unknown[][]; notifications: unknown[][] } {
  const follows: unknown[][] = [];
  const notifications: unknown[][] = [];
  const license = (id: number) => market.licenses.rows[id - 1];
  const dayOf = (value: unknown) => (value ? new Date(`${String(value)}T00:00:00Z`) : null);
  const daysFrom = (date: Date) => Math.round((date.getTime() - today.getTime()) / DAY_MS);

  /**
   * The events of one latest license that a follower alerted `window` days ahead has seen in the last FEED_DAYS
   * (every seeded follow is older than that, so it heard all of them).
   */
  const eventsOf = (row: unknown[], window: number) => {
    const id = Number(row[L_ID]);
    const registered = dayOf(row[L_REGISTERED]);
    const expiry = dayOf(row[L_EXPIRY]);
    const events: { type: 'New' | 'Renewal' | 'Expiry'; key: string; on: Date }[] = [];
    const recent = registered && daysFrom(registered) <= 0 && daysFrom(registered) >= -FEED_DAYS;
    if (recent && market.renewedLicenseIds.has(id)) events.push({ type: 'Renewal', key: String(row[L_EXPIRY]), on: registered });
    else if (recent) events.push({ type: 'New', key: String(id), on: addDays(registered, Math.min(random.int(0, 2), -daysFrom(registered))) });
    if (expiry && daysFrom(expiry) <= window && daysFrom(expiry) >= window - FEED_DAYS) {
      events.push({ type: 'Expiry', key: String(row[L_EXPIRY]), on: addDays(expiry, -window) });
    }
    return events.filter((event) => event.on <= today && daysFrom(event.on) >= -FEED_DAYS);
  };

  const latestOf = (companyId: string) => (market.latestLicenseIdsByCompany.get(companyId) ?? []).map(license);
  const withLicenses = market.companyIds.filter((id) => (market.latestLicenseIdsByCompany.get(id)?.length ?? 0) > 0);
  // Companies with something to tell in the last weeks (registered lately, or expiring around now), so every feed
  // has a story. Compared as ISO text: this runs over every license of a large seed.
  const [feedStart, todayText, lately, soon] = [-FEED_DAYS, 0, -30, 30].map((days) => isoDate(addDays(today, days)));
  const hasNews = (row: unknown[]) => {
    const registered = String(row[L_REGISTERED]);
    const expiry = row[L_EXPIRY] === null ? '' : String(row[L_EXPIRY]);
    return (registered >= feedStart && registered <= todayText) || (expiry >= lately && expiry <= soon);
  };
  const eventful = withLicenses.filter((id) => latestOf(id).some(hasNews));
  const eventfulSet = new Set(eventful);
  const quiet = withLicenses.filter((id) => !eventfulSet.has(id));

  for (const { account, userId } of accounts) {
    // The no-access account cannot open the screens (and the product sends it nothing).
    if (!account.insightsAccess) continue;
    const window = TRIGGER_DAYS[account.email] ?? 30;
    const own: Follow[] = [];
    const chosen = random.sample(eventful, account.role === 'SuperAdmin' ? 10 : 8);
    for (const companyId of chosen.slice(1)) own.push({ companyId, since: addDays(today, -random.int(FEED_DAYS + 1, 400)) });
    // One quiet company: not every followed company has news.
    own.push({ companyId: random.pick(quiet), since: addDays(today, -random.int(FEED_DAYS + 1, 400)) });
    // The oldest follow narrows to one license of an eventful company (a per-license follow).
    const narrowed = latestOf(chosen[0]).find((row) => eventsOf(row, window).length > 0) ?? latestOf(chosen[0])[0];
    own.push({ companyId: chosen[0], license: narrowed, since: addDays(today, -401) });

    const seen = new Set<string>();
    for (const follow of own.sort((a, b) => a.since.getTime() - b.since.getTime())) {
      const narrow = follow.license;
      follows.push([
        follows.length + 1, userId, follow.companyId, narrow ? narrow[L_STATE] : null, narrow ? narrow[L_COMMODITY] : null,
        narrow ? narrow[L_TYPE] : null, follow.since.toISOString(),
      ]);
      const rows = narrow
        ? latestOf(follow.companyId).filter((row) => row[L_STATE] === narrow[L_STATE] && row[L_COMMODITY] === narrow[L_COMMODITY] && row[L_TYPE] === narrow[L_TYPE])
        : latestOf(follow.companyId);
      for (const row of rows) {
        for (const event of eventsOf(row, window)) {
          const key = `${row[L_ID]}/${event.type}/${event.key}`;
          if (seen.has(key)) continue;
          seen.add(key);
          // Posted during the working day; an event of today at its start, so nothing is dated in the future.
          const postedAt = event.on < today ? new Date(event.on.getTime() + random.int(7 * 60, 19 * 60) * 60_000) : today;
          const read = daysFrom(event.on) < -7 ? random.chance(0.75) : random.chance(0.15);
          notifications.push([notifications.length + 1, userId, event.type, row[L_ID], read, postedAt.toISOString(), event.key]);
        }
      }
    }
  }
  // The feed's own order: oldest first, as the product would have written them.
  notifications.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || Number(a[1]) - Number(b[1]));
  notifications.forEach((row, i) => (row[0] = i + 1));
  return { follows, notifications };
}

/** Subjects as the outbox writes them (server/src/notifications/outbox.ts). */
const EMAIL_SUBJECTS: Record<NotificationEventType, string> = {
  New: 'Insights: New license registered',
  Renewal: 'Insights: License renewed',
  Expiry: 'Insights: License expiring soon',
};

/**
 * Seeded accounts allow e-mail, so the product would have mailed each seeded notification when it was posted: the
 * outbox holds those e-mails as sent, and the first expiry check after a start does not mail them again.
 */
function sentEmails(market: MarketData, notifications: unknown[][], demoUsers: Array<{ account: DemoAccount; userId: number }>): unknown[][] {
  const accountOf = new Map(demoUsers.map(({ account, userId }) => [userId, account]));
  const nameOf = new Map(market.companies.rows.map((company) => [company[0], String(company[1])]));
  return notifications.map(([, userId, eventType, licenseId, , postedAt, key]) => {
    const row = market.licenses.rows[Number(licenseId) - 1];
    const type = eventType as NotificationEventType;
    const account = accountOf.get(Number(userId))!;
    const text = notificationText({
      isPremium: seededAccountHasPremium(account),
      eventType: type, licenseNumber: String(row[5]), legalName: nameOf.get(row[L_COMPANY]) ?? null,
      licenseRegisteredDate: row[L_REGISTERED] as string | null, licenseExpiryDate: type === 'Expiry' ? String(key) : (row[L_EXPIRY] as string | null),
      createdOn: String(postedAt),
    });
    const body = `${text}.\n\nYou receive this because you follow this company in Insights.`;
    return [userId, account.email, EMAIL_SUBJECTS[type], body, type, licenseId, key, postedAt, postedAt];
  });
}
