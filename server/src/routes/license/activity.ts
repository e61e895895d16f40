import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { ACTIVITY_ENDPOINTS } from '../../../../contract/activity/endpoints.js';
import {
  ACTIVITY_MESSAGES, activityQuery, activityRangeProblem, activityReply, expiryOutlookQuery, expiryOutlookReply,
} from '../../../../contract/activity/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { activityMonths, expiryOutlook, isKnownState } from '../../activity/activityQuery.js';
import { isoDay } from '../../notifications/events.js';

/**
 * Market activity (issue 36): a market's license history as a monthly series, and its expiry outlook. Any user
 * with Insights access (registerApiAuth); aggregate counts, so nothing is premium. Days are UTC, as ingest writes them.
 */
export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(ACTIVITY_ENDPOINTS.activity, {
      config: { apiKeyScope: 'activity:read' },
      schema: {
        tags: ['licenses'],
        summary: 'New, renewed and expired licenses per month, and the licenses active at each month\'s end, of every market or one state, commodity and license type',
        querystring: activityQuery,
        response: { 200: activityReply, 400: errorReply },
      },
    }, async (request, reply) => {
      const query = request.query;
      const problem = activityRangeProblem(query.from, query.to);
      if (problem) return reply.code(400).send(errorBody(400, problem));
      if (query.stateCode && !(await isKnownState(db, query.stateCode))) {
        return reply.code(400).send(errorBody(400, ACTIVITY_MESSAGES.unknownState(query.stateCode)));
      }
      return { months: await activityMonths(db, query, isoDay(new Date())) };
    });

    api.get(ACTIVITY_ENDPOINTS.expiryOutlook, {
      config: { apiKeyScope: 'activity:read' },
      schema: {
        tags: ['licenses'],
        summary: 'Active licenses of every market, or one state, commodity and license type, expiring within 30, 60 and 90 days',
        querystring: expiryOutlookQuery,
        response: { 200: expiryOutlookReply, 400: errorReply },
      },
    }, async (request, reply) => {
      const query = request.query;
      if (query.stateCode && !(await isKnownState(db, query.stateCode))) {
        return reply.code(400).send(errorBody(400, ACTIVITY_MESSAGES.unknownState(query.stateCode)));
      }
      return expiryOutlook(db, query, isoDay(new Date()));
    });
  });
}
