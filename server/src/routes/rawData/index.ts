import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { tokenFromHeader, type SessionVerifier } from '../../auth/apiAuth.js';
import { STATUS_BLOCKED } from '../../identity/accounts.js';
import { SECURITY, errorBody, errorReply } from '../../../../contract/http.js';
import { RAW_DATA_ENDPOINTS } from '../../../../contract/rawData/endpoints.js';
import {
  downloadLinkReply, downloadParams, fileQuery, fileReply, licensesRawDataReply, offersRawDataReply, type RawDataKind,
} from '../../../../contract/rawData/schemas.js';
import { zodRoutes, type ZodApp } from '../../http/zodRoutes.js';
import { createDownloadTokens } from './downloadToken.js';
import { licensesCsv, licensesRawData, offersCsv, offersRawData, parseFileId } from './rawDataFiles.js';

export interface RawDataOptions {
  /** Origin the browser uses; download links are absolute so they work from an embedding page too. */
  publicUrl: string;
  /** Server secret the link signatures derive from (kept in the data folder, so links survive a restart). */
  secret: string;
  /** Same token check as the /api hook, to refuse a link presented with another user's token. */
  verifySession: SessionVerifier;
}

/** The subject of a link an API key asked for (a user's subject is their secure id). */
const API_KEY_SUBJECT = 'apikey:';

const LINK_ERRORS = {
  invalid: 'This download link is not valid.',
  expired: 'This download link has expired. Start the download again.',
  otherUser: 'This download link belongs to another user.',
  notFound: 'Raw data file not found',
} as const;

function refuse(reply: FastifyReply, status: 401 | 403 | 404, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, message));
}

/** Spec 1 §7 RawData calls, and the signed, short-lived file links they hand out. */
export function registerRawData(app: FastifyInstance, db: Db, opts: RawDataOptions): void {
  const tokens = createDownloadTokens(opts.secret);
  const publicUrl = opts.publicUrl.replace(/\/$/, '');
  const tags = ['raw data'];

  zodRoutes(app, (api) => {
    api.get(RAW_DATA_ENDPOINTS.licenses, {
      config: { apiKeyScope: 'licenses:read' },
      schema: { tags, summary: 'Licenses raw data files, one per state and commodity', response: { 200: licensesRawDataReply } },
    }, async () => ({ data: await licensesRawData(db) }));

    api.get(RAW_DATA_ENDPOINTS.offers, {
      config: { apiKeyScope: 'licenses:read' },
      schema: { tags, summary: 'Offers raw data files, one per state and commodity', response: { 200: offersRawDataReply } },
    }, async () => ({ data: await offersRawData(db) }));

    registerLinkRoute(api, `${RAW_DATA_ENDPOINTS.downloadLicenses}/:id`, 'licenses');
    registerLinkRoute(api, `${RAW_DATA_ENDPOINTS.downloadOffers}/:id`, 'offers');

    // The browser navigates here, so no bearer header comes along: the signed token is the credential.
    api.get(RAW_DATA_ENDPOINTS.file, {
      schema: {
        tags, summary: 'The CSV file of a download link (signed, short-lived, bound to the user who asked)',
        // The link's token is this route's credential, a security scheme rather than a parameter.
        security: SECURITY.downloadLink,
        response: { 200: fileReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const parsed = fileQuery.safeParse(request.query);
      if (!parsed.success) return refuse(reply, 401, 'Invalid credentials');
      const check = await tokens.verify(parsed.data.token);
      if (!check.ok) return refuse(reply, 403, LINK_ERRORS[check.reason]);
      const { claims } = check;

      // A link opened with someone else's token is refused: links are per user, not per holder.
      const header = request.headers.authorization;
      if (header) {
        const caller = await opts.verifySession(tokenFromHeader(header));
        if (caller && caller.sub !== claims.sub) return refuse(reply, 403, LINK_ERRORS.otherUser);
      }
      if (claims.sub.startsWith(API_KEY_SUBJECT)) {
        // A link an API key asked for: the key must still work (a revoke also kills its pending links).
        const { rows } = await db.query(
          `select 1 from api_keys where id::text = $1 and (revoked_on is null or revoked_on > now()) and expires_on > now()`,
          [claims.sub.slice(API_KEY_SUBJECT.length)],
        );
        if (rows.length === 0) return refuse(reply, 401, 'Invalid credentials');
      } else {
        // The user must still exist with Insights access: blocking someone also kills their pending links.
        const { rows } = await db.query<{ status_code: number; insights_access: boolean }>(
          'select status_code, insights_access from users where secure_id::text = $1', [claims.sub],
        );
        if (rows.length === 0 || rows[0].status_code === STATUS_BLOCKED) return refuse(reply, 401, 'Invalid credentials');
        if (!rows[0].insights_access) return refuse(reply, 403, 'Access Forbidden');
      }

      const file = claims.kind === 'licenses' ? await licensesCsv(db, claims.fileId, claims.premium) : await offersCsv(db, claims.fileId);
      if (!file) return refuse(reply, 404, LINK_ERRORS.notFound);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-row-count', String(file.rows))
        // An embedding page on another origin reads the file name from here.
        .header('access-control-expose-headers', 'content-disposition, x-row-count')
        .send(file.csv);
    });
  });

  function registerLinkRoute(api: ZodApp, path: string, kind: RawDataKind): void {
    api.get(path, {
      config: { apiKeyScope: 'licenses:read' },
      schema: {
        tags, summary: `A download URL for one ${kind} raw data file, valid 5 minutes for the caller only`,
        params: downloadParams,
        response: { 200: downloadLinkReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const { id } = request.params;
      const session = sessionOf(request);
      const exists = await fileExists(db, kind, id);
      if (!exists) return refuse(reply, 404, LINK_ERRORS.notFound);
      const sub = request.apiKey ? `${API_KEY_SUBJECT}${request.apiKey.id}` : session.sub;
      const token = await tokens.issue({ sub, kind, fileId: id, premium: session.hasPremium });
      // In the query string: a path segment this long would exceed the router's parameter limit.
      return { data: `${publicUrl}${RAW_DATA_ENDPOINTS.file}?token=${token}` };
    });
  }
}

async function fileExists(db: Db, kind: RawDataKind, id: number): Promise<boolean> {
  const file = parseFileId(id);
  if (!file) return false;
  const table = kind === 'licenses' ? 'licenses l where l.is_latest and' : 'retail_offers l where';
  const { rows } = await db.query(
    `select 1 from ${table} l.state_code = (select code from states where id = $1) and l.commodity = $2 limit 1`,
    [file.stateId, file.commodity],
  );
  return rows.length > 0;
}
