import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerUserRoutes, type UserRoutesOptions } from './users.js';
import { registerPasswordReset, type PasswordResetOptions } from './passwordReset.js';
import { registerUserAudit } from './audit.js';
import { registerAddOnAccess } from './addons.js';

/** User administration of spec 2 §7: users, password reset, the admin audit and add-on access per client. */
export function registerUserAdministration(app: FastifyInstance, db: Db, opts: UserRoutesOptions & PasswordResetOptions): void {
  registerUserRoutes(app, db, opts);
  registerPasswordReset(app, db, opts);
  registerUserAudit(app, db);
  registerAddOnAccess(app, db);
}
