import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { LICENSES_ENDPOINTS } from '../../../../contract/licenses/endpoints.js';
import { stateWiseLicenseCountReply, type StateLicenseCount } from '../../../../contract/licenses/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { cachedByDataVersion } from '../routeHelpers.js';

/**
 * Home page summary (spec 1 §2, §7): latest licenses per state, split by commodity and by ABC vs Supplier. It reads
 * every latest license, so it is kept until licenses or states are written again (cachedByDataVersion).
 */
export function stateWiseLicenseCount(db: Db): Promise<StateLicenseCount[]> {
  return cachedByDataVersion(db, 'stateWiseLicenseCount', async () => {
    const { rows } = await db.query<StateLicenseCount>(`
    select s.code as "state",
           s.name as "stateName",
           count(*) filter (where l.commodity = 'Natural Gas')::int as "gas",
           count(*) filter (where l.commodity = 'Electric')::int as "electric",
           count(*)::int as "totalLicenses",
           count(*) filter (where not l.is_supplier)::int as "abc",
           count(*) filter (where l.is_supplier)::int as "supplier"
      from licenses l
      join states s on s.code = l.state_code
     where l.is_latest
     group by s.code, s.name
     order by s.name`);
    return rows;
  });
}

export function registerStateWiseLicenseCount(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(LICENSES_ENDPOINTS.stateWiseLicenseCount, {
      config: { apiKeyScope: 'licenses:read' },
      schema: {
        tags: ['licenses'],
        summary: 'License counts per state (latest licenses only)',
        response: { 200: stateWiseLicenseCountReply },
      },
    }, async () => ({ licenseDetails: await stateWiseLicenseCount(db) }));
  });
}
