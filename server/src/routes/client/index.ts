import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerNotificationSettings } from './notificationSettings.js';
import { registerSubscribedCompanies } from './subscribedCompanies.js';
import { registerUserRoutes, type UserRoutesOptions } from './users.js';
import { registerPasswordReset, type PasswordResetOptions } from './passwordReset.js';
import { registerUserAudit } from './audit.js';
import { registerAddOnAccess } from './addons.js';

/** The notification-settings and subscribed-companies calls of spec 2 §7. */
export function registerClientNotificationRoutes(app: FastifyInstance, db: Db): void {
  registerNotificationSettings(app, db);
  registerSubscribedCompanies(app, db);
}

/** User administration of spec 2 §7: users, password reset, the admin audit and add-on access per client. */
export function registerUserAdministration(app: FastifyInstance, db: Db, opts: UserRoutesOptions & PasswordResetOptions): void {
  registerUserRoutes(app, db, opts);
  registerPasswordReset(app, db, opts);
  registerUserAudit(app, db);
  registerAddOnAccess(app, db);
}
