import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { DASHBOARD_ENDPOINTS } from '../../../../contract/dashboard/endpoints.js';
import { followedEventsParams, followedEventsQuery, followedEventsReply, type FollowedEvent } from '../../../../contract/dashboard/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { targetUser } from './targetUser.js';

/**
 * The dashboard's Followed Events (spec 2 §2, §3): one entry per company the user follows, since the first
 * follow, with the number of the company's latest licenses the follows cover (a whole-company follow covers all).
 */
export async function followedEvents(db: Db, userId: number): Promise<FollowedEvent[]> {
  const { rows } = await db.query<FollowedEvent>(
    `select c.id::text as "id", c.legal_name as "legalName", min(f.created_on) as "createdOn",
            (select count(*) from licenses l
              where l.company_id = c.id and l.is_latest
                and exists (select 1 from follows g where g.user_id = $1 and g.company_id = c.id
                              and (g.state_code is null or (g.state_code = l.state_code and g.commodity = l.commodity
                                                            and g.license_type = l.license_type))))::int as "followedLicenseCount"
       from follows f join companies c on c.id = f.company_id
      where f.user_id = $1
      group by c.id, c.legal_name
      order by min(f.created_on) desc, c.id`,
    [userId],
  );
  return rows;
}

export function registerFollowedEvents(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(DASHBOARD_ENDPOINTS.followedEvents, {
      schema: {
        tags: ['dashboard'],
        summary: 'Companies a user follows, with since-when and the number of licenses followed',
        params: followedEventsParams,
        querystring: followedEventsQuery,
        response: { 200: followedEventsReply },
      },
    }, async (request, reply) => {
      const user = await targetUser(db, request, reply, request.params.clientId, request.query.secureId);
      if (!user) return reply;
      return followedEvents(db, user.id);
    });
  });
}
