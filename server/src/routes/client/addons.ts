import type { FastifyInstance } from 'fastify';
import { errorReply } from '../../../../contract/http.js';
import { USER_MESSAGES } from '../../../../contract/users/constants.js';
import { USERS_ENDPOINTS } from '../../../../contract/users/endpoints.js';
import { addonsAndClientsBody, addonsAndClientsReply, type AddOn, type AddOnClient, type AddOnMapping } from '../../../../contract/users/schemas.js';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { writeAudit } from '../../identity/auditLog.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { actorOf, answer, Refusal } from './userAccess.js';

/**
 * Spec 2 §7 addons-and-clients (super admins only). Saving replaces one client's add-ons; its users' modules and
 * premium access follow at their next token (identity/accounts.ts claimsFor reads the add-ons when a token is issued).
 */
export function registerAddOnAccess(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(USERS_ENDPOINTS.addonsAndClients, {
      schema: {
        tags: ['users'],
        summary: 'Load add-ons, clients and their mappings (no body), or save one client’s full add-on list (super admins)',
        body: addonsAndClientsBody,
        response: { 200: addonsAndClientsReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      if (!session.isSuperAdmin) throw new Refusal(403, USER_MESSAGES.addOnsSuperAdminOnly);
      const body = request.body;
      if (!body?.clientId || !body.addOnIds) {
        const [addons, clients, mappings] = await Promise.all([
          db.query<AddOn>('select add_on_id as "addOnID", name from add_ons order by add_on_id'),
          db.query<AddOnClient>('select id::text as "clientID", name as "clientName" from clients order by lower(name), id'),
          db.query<AddOnMapping>('select client_id::text as "clientID", add_on_id as "addOnID" from client_add_ons order by client_id, add_on_id'),
        ]);
        return { addons: addons.rows, clients: clients.rows, mappings: mappings.rows };
      }
      const { clientId } = body;
      const addOnIds = [...new Set(body.addOnIds)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const client = await tx.query<{ name: string }>('select name from clients where id = $1::uuid', [clientId]);
        if (!client.rows[0]) throw new Refusal(404, USER_MESSAGES.clientNotFound);
        const known = await tx.query<{ id: number; name: string }>(
          'select add_on_id as id, name from add_ons where add_on_id = any($1::int[]) order by add_on_id',
          [addOnIds],
        );
        if (known.rows.length !== addOnIds.length) throw new Refusal(400, USER_MESSAGES.unknownAddOn);
        const before = await tx.query<{ name: string }>(
          `select a.name from client_add_ons ca join add_ons a on a.add_on_id = ca.add_on_id
            where ca.client_id = $1::uuid order by a.add_on_id`,
          [clientId],
        );
        await tx.query('delete from client_add_ons where client_id = $1::uuid', [clientId]);
        await tx.query('insert into client_add_ons (client_id, add_on_id) select $1::uuid, unnest($2::int[])', [clientId, addOnIds]);
        const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
        await writeAudit(tx, {
          action: 'AddOnsChanged', actor: actorOf(session), clientId,
          detail: `${client.rows[0].name}: ${list(before.rows.map((r) => r.name))} → ${list(known.rows.map((r) => r.name))}`,
        });
        return { data: USER_MESSAGES.addOnsSaved(client.rows[0].name) };
      });
    }));
  });
}
