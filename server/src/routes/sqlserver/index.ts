import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerLicensedCompanies } from './licensedCompanies.js';
import { registerLicensedCompanyLookups } from './licensedCompanyLookups.js';

/** The licensed-companies calls of spec 1 §7 (/api/sqlserver/...). */
export function registerSqlServerRoutes(app: FastifyInstance, db: Db): void {
  registerLicensedCompanies(app, db);
  registerLicensedCompanyLookups(app, db);
}
