import { moduleLabel, USER_MESSAGES } from '../../../../contract/users/constants.js';
import type { Queryable } from '../../db/db.js';
import { Refusal } from './userAccess.js';

/**
 * Module rights (issue 28): a client's add-ons (super admins) cap what its admins may give; each user's modules are
 * chosen by an admin, per user. The server refuses a module outside the add-ons; claims and replies show the modules
 * held within the add-ons (identity/accounts.ts claimsFor, userAccess.ts USER_SELECT).
 */

/** The modules the client's add-ons grant, with their names, in add-on order. */
export async function clientModules(db: Queryable, clientId: string): Promise<{ module: string; name: string }[]> {
  const { rows } = await db.query<{ module: string; name: string }>(
    `select a.module, a.name from client_add_ons ca join add_ons a on a.add_on_id = ca.add_on_id
      where ca.client_id = $1::uuid and a.module is not null order by a.add_on_id`,
    [clientId],
  );
  return rows;
}

/** What the user holds (before the add-on cap). */
export async function heldModules(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ module: string }>('select module from user_modules where user_id = $1 order by module', [userId]);
  return rows.map((r) => r.module);
}

/** Replaces the user's modules with `modules`; a module outside the client's add-ons is a 400 and nothing is written. */
export async function setModules(db: Queryable, clientId: string, userId: number, modules: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(modules)].sort();
  const allowed = new Set((await clientModules(db, clientId)).map((m) => m.module));
  const outside = wanted.find((m) => !allowed.has(m));
  if (outside) {
    const { rows } = await db.query<{ name: string }>('select name from clients where id = $1::uuid', [clientId]);
    throw new Refusal(400, USER_MESSAGES.moduleNotInAddOns(outside, rows[0]?.name ?? 'This client'));
  }
  await db.query('delete from user_modules where user_id = $1', [userId]);
  if (wanted.length > 0) await db.query('insert into user_modules (user_id, module) select $1, unnest($2::text[])', [userId, wanted]);
  return wanted;
}

export const describeModules = (modules: readonly string[]) => (modules.length > 0 ? modules.map(moduleLabel).join(', ') : 'none');
