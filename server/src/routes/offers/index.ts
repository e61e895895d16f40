import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { registerOfferImport } from './import.js';
import { registerOfferReads } from './reads.js';

/** The offers area (contract/offers): the import (super admins, `offers:write` keys) and the reads (signed-in users). */
export function registerOffersRoutes(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  registerOfferImport(app, db, bus);
  registerOfferReads(app, db);
}
