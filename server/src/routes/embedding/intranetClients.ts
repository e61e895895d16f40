import type { FastifyInstance } from 'fastify';
import { errorReply } from '../../../../contract/http.js';
import { EMBEDDING_ENDPOINTS } from '../../../../contract/embedding/endpoints.js';
import {
  INTRANET_CLIENT_MESSAGES as M, intranetClientBody, intranetClientParams, intranetClientSavedReply, intranetClientsReply,
  type IntranetClient,
} from '../../../../contract/embedding/schemas.js';
import { messageReply } from '../../../../contract/http.js';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { writeAudit } from '../../identity/auditLog.js';
import { findIntranetClient, listIntranetClients, newIntranetClientId, type IntranetOrigins } from '../../identity/intranetClients.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { actorOf, answer, Refusal } from '../client/userAccess.js';

const refusals = { 400: errorReply, 403: errorReply, 404: errorReply };

async function tenantName(db: Queryable, tenantClientId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>('select name from clients where id = $1::uuid', [tenantClientId]);
  if (!rows[0]) throw new Refusal(404, M.tenantNotFound);
  return rows[0].name;
}

const describe = (c: Pick<IntranetClient, 'clientId' | 'name' | 'redirectUris'>, tenant: string) =>
  `${c.name} (${c.clientId}) for ${tenant}: ${c.redirectUris.join(', ')}`;

/**
 * The Embedding settings (issue 28): super admins register, change and remove intranet clients. The provider and
 * CORS read the table on their next request, so a change works at once; every change is audited.
 */
export function registerIntranetClientRoutes(app: FastifyInstance, db: Db, origins: IntranetOrigins): void {
  const superAdminOnly = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    if (!session.isSuperAdmin) throw new Refusal(403, M.superAdminOnly);
    return session;
  };

  zodRoutes(app, (api) => {
    api.get(EMBEDDING_ENDPOINTS.intranetClients, {
      schema: {
        tags: ['embedding'],
        summary: 'Intranet clients, and the clients (tenants) one can be registered for (super admins)',
        response: { 200: intranetClientsReply, 403: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      superAdminOnly(request);
      const [intranetClients, tenants] = await Promise.all([
        listIntranetClients(db),
        db.query<{ clientID: string; clientName: string }>('select id::text as "clientID", name as "clientName" from clients order by lower(name), id'),
      ]);
      return { intranetClients, tenants: tenants.rows };
    }));

    api.post(EMBEDDING_ENDPOINTS.intranetClients, {
      schema: {
        tags: ['embedding'],
        summary: 'Register an intranet client: a generated public client_id for its pages (super admins)',
        body: intranetClientBody,
        response: { 200: intranetClientSavedReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = superAdminOnly(request);
      const body = request.body;
      const clientId = newIntranetClientId();
      const saved = await db.transaction(async (tx) => {
        const tenant = await tenantName(tx, body.tenantClientId);
        await tx.query(
          `insert into intranet_clients (client_id, name, tenant_client_id, redirect_uris, post_logout_redirect_uris)
           values ($1, $2, $3::uuid, $4::text[], $5::text[])`,
          [clientId, body.name, body.tenantClientId, body.redirectUris, body.postLogoutRedirectUris ?? []],
        );
        await writeAudit(tx, {
          action: 'IntranetClientAdded', actor: actorOf(session), clientId: body.tenantClientId,
          detail: describe({ clientId, name: body.name, redirectUris: body.redirectUris }, tenant),
        });
        return (await findIntranetClient(tx, clientId))!;
      });
      origins.invalidate();
      return { data: M.created(saved.name), intranetClient: saved };
    }));

    api.put(EMBEDDING_ENDPOINTS.intranetClient, {
      schema: {
        tags: ['embedding'],
        summary: 'Change an intranet client: name, client (tenant) and pages (super admins)',
        params: intranetClientParams,
        body: intranetClientBody,
        response: { 200: intranetClientSavedReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = superAdminOnly(request);
      const { clientId } = request.params;
      const body = request.body;
      const saved = await db.transaction(async (tx) => {
        const before = await findIntranetClient(tx, clientId);
        if (!before) throw new Refusal(404, M.notFound);
        const tenant = await tenantName(tx, body.tenantClientId);
        await tx.query(
          `update intranet_clients set name = $2, tenant_client_id = $3::uuid, redirect_uris = $4::text[],
                  post_logout_redirect_uris = $5::text[], updated_on = now()
            where client_id = $1`,
          [clientId, body.name, body.tenantClientId, body.redirectUris, body.postLogoutRedirectUris ?? []],
        );
        await writeAudit(tx, {
          action: 'IntranetClientChanged', actor: actorOf(session), clientId: body.tenantClientId,
          detail: `${describe(before, before.tenantName)} → ${describe({ clientId, name: body.name, redirectUris: body.redirectUris }, tenant)}`,
        });
        return (await findIntranetClient(tx, clientId))!;
      });
      origins.invalidate();
      return { data: M.updated(saved.name), intranetClient: saved };
    }));

    api.delete(EMBEDDING_ENDPOINTS.intranetClient, {
      schema: {
        tags: ['embedding'],
        summary: 'Remove an intranet client: its pages can no longer sign in (super admins)',
        params: intranetClientParams,
        response: { 200: messageReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = superAdminOnly(request);
      const { clientId } = request.params;
      const removed = await db.transaction(async (tx) => {
        const before = await findIntranetClient(tx, clientId);
        if (!before) throw new Refusal(404, M.notFound);
        await tx.query('delete from intranet_clients where client_id = $1', [clientId]);
        // Its sign-ins end with it: grants, refresh tokens and codes issued to the client.
        await tx.query("delete from oidc_store where payload->>'clientId' = $1", [clientId]);
        await writeAudit(tx, {
          action: 'IntranetClientRemoved', actor: actorOf(session), clientId: before.tenantClientId,
          detail: describe(before, before.tenantName),
        });
        return before;
      });
      origins.invalidate();
      return { data: M.deleted(removed.name) };
    }));
  });
}
