import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerNotificationSettings } from './notificationSettings.js';
import { registerSubscribedCompanies } from './subscribedCompanies.js';

/** The notification-settings and subscribed-companies calls of spec 2 §7 (user administration comes later). */
export function registerClientNotificationRoutes(app: FastifyInstance, db: Db): void {
  registerNotificationSettings(app, db);
  registerSubscribedCompanies(app, db);
}
