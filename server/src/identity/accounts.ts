import type { Db } from '../db/db.js';
import { ALL_MODULES, INSIGHTS_ACCESS, ROLE_SUPER_ADMIN } from '../../../contract/claims.js';

export const STATUS_BLOCKED = 10900;

/** SQL: whether client `clientId` (an expression) bought the 'Premium Data' add-on. */
export const clientHasPremiumSql = (clientId: string) =>
  `exists (select 1 from client_add_ons ca join add_ons a on a.add_on_id = ca.add_on_id
            where ca.client_id = ${clientId} and a.name = 'Premium Data')`;

/**
 * SQL: whether the user row `u` (an alias of users) holds premium data now, by the rule claimsFor puts in the token:
 * super admins always, everyone else through their client's add-on. What a server builds for a recipient who is not
 * the caller (a hub push, an e-mail, a digest) reads this, not a token.
 */
export const userHasPremiumSql = (u: string) => `(${u}.role = '${ROLE_SUPER_ADMIN}' or ${clientHasPremiumSql(`${u}.client_id`)})`;

export interface AccountRow {
  id: number;
  secure_id: string;
  email_address: string;
  first_name: string;
  last_name: string;
  role: string;
  status_code: number;
  client_id: string | null;
  insights_access: boolean;
  password_hash: string | null;
}

/** Claim values keyed by the names in contract/claims.ts (CLAIM). */
export interface InsightsClaims {
  sub: string;
  name: string;
  email: string;
  roles: string[];
  clientId?: string;
  allowedAccess: string[];
  insightsModules: string[];
  premiumData: boolean;
}

const ACCOUNT_COLUMNS = `id, secure_id, email_address, first_name, last_name, role, status_code, client_id, insights_access, password_hash`;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from users where lower(email_address) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

export async function findAccountBySubject(db: Db, sub: string): Promise<AccountRow | undefined> {
  // The subject is a uuid; anything else cannot match and must not reach the uuid cast as an error.
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
  const { rows } = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users where secure_id = $1`, [sub]);
  return rows[0];
}

/**
 * Effective rights: a module counts only if the user holds it AND the client bought its add-on;
 * premium data follows the client's 'Premium Data' add-on. Super admins hold everything.
 */
export async function claimsFor(db: Db, account: AccountRow): Promise<InsightsClaims> {
  const isSuperAdmin = account.role === ROLE_SUPER_ADMIN;
  let modules: string[] = [];
  let premium = isSuperAdmin;
  if (isSuperAdmin) {
    modules = [...ALL_MODULES];
  } else if (account.client_id) {
    const { rows } = await db.query<{ module: string }>(
      `select um.module
         from user_modules um
         join add_ons a on a.module = um.module
         join client_add_ons ca on ca.add_on_id = a.add_on_id and ca.client_id = $2
        where um.user_id = $1
        order by um.module`,
      [account.id, account.client_id],
    );
    modules = rows.map((row) => row.module);
    const premiumRows = await db.query<{ has: boolean }>(`select ${clientHasPremiumSql('$1')} as has`, [account.client_id]);
    premium = premiumRows.rows[0].has;
  }
  const claims: InsightsClaims = {
    sub: account.secure_id,
    name: `${account.first_name} ${account.last_name}`.trim(),
    email: account.email_address,
    roles: [account.role],
    allowedAccess: account.insights_access ? [INSIGHTS_ACCESS] : [],
    insightsModules: modules,
    premiumData: premium,
  };
  if (account.client_id) claims.clientId = account.client_id;
  return claims;
}
