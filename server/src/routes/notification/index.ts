import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { registerGetAllNotifications } from './getAll.js';
import { registerMarkAndRemove } from './markRemove.js';
import { registerIngestRoute } from './ingest.js';

export function registerNotificationRoutes(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  registerGetAllNotifications(app, db);
  registerMarkAndRemove(app, db, bus);
  registerIngestRoute(app, db, bus);
}
