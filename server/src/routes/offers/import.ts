import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/db.js';
import { FORBIDDEN, UNAUTHORIZED } from '../../auth/apiAuth.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { importOffers, OfferImportError } from '../../offers/import.js';
import { SourceFormatError } from '../../offers/sources/types.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { OFFERS_ENDPOINTS } from '../../../../contract/offers/endpoints.js';
import { importQuery, importReply, OFFER_IMPORT_MAX_BYTES, OFFER_MESSAGES } from '../../../../contract/offers/schemas.js';

/**
 * Super admins, and API keys with `offers:write` (the key check admitted the key by the route's scope already):
 * imported offers are everyone's data, so no client's admin writes them.
 */
async function superAdminOrKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.apiKey) return undefined;
  if (!request.session) return reply.code(401).send(UNAUTHORIZED);
  if (!request.session.isSuperAdmin) return reply.code(403).send(FORBIDDEN);
  return undefined;
}

/**
 * POST /api/Offers/Import (contract/offers/endpoints): the body is the file's bytes (text/csv, up to 50 MB), the query
 * names its source, date and the market a file may not state. Answers the import's report.
 */
export function registerOfferImport(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  zodRoutes(app, (api) => {
    // Only this route reads CSV bodies; a body over the limit is a 413 with the contract's message.
    api.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: OFFER_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    api.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) return reply.code(413).send(errorBody(413, OFFER_MESSAGES.tooLarge));
      throw error;
    });

    api.post(OFFERS_ENDPOINTS.import, {
      preHandler: superAdminOrKey,
      bodyLimit: OFFER_IMPORT_MAX_BYTES,
      config: { apiKeyScope: 'offers:write' },
      schema: {
        tags: ['offers'],
        summary: "Import a state's offer file (the body, text/csv): a snapshot of each market it holds, every price's history and what changed (super admin, or an API key with offers:write)",
        consumes: ['text/csv'],
        querystring: importQuery,
        // Nullish: a call without a file is the handler's clear 400 (OFFER_MESSAGES.emptyBody), after the query is checked.
        body: z.string().nullish().meta({ description: 'The offers file as its publisher exports it (CSV)' }),
        response: { 200: importReply, 400: errorReply, 403: errorReply, 413: errorReply },
      },
    }, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      if (text.trim() === '') return reply.code(400).send(errorBody(400, OFFER_MESSAGES.emptyBody));
      const { source, ...options } = request.query;
      const session = request.session!;
      try {
        // The import's Price notifications reach connected bells through the bus after its commit (issue 61).
        return await importOffers(db, {
          source,
          text,
          options,
          bus,
          importedBy: request.apiKey ? `API key ${request.apiKey.name}` : session.email || session.sub,
        });
      } catch (error) {
        if (error instanceof SourceFormatError || error instanceof OfferImportError) return reply.code(400).send(errorBody(400, error.message));
        throw error;
      }
    });
  });
}
