import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';

/** GET /api/Offers/Markets, /api/Offers, Changes, History, Ranks, Company, FoundSuppliers (contract/offers/endpoints). */
export function registerOfferReads(_app: FastifyInstance, _db: Db): void {}
