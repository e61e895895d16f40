import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import type { NotificationBus } from '../../notifications/bus.js';

/** POST /api/Offers/Import (contract/offers/endpoints). */
export function registerOfferImport(_app: FastifyInstance, _db: Db, _bus: NotificationBus): void {}
