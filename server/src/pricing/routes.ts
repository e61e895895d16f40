import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import type { SessionVerifier } from '../auth/apiAuth.js';
import { FORBIDDEN } from '../auth/apiAuth.js';
import type { EcTokenService } from './ecToken.js';
import { anyPricingModule, createPricingGuard, pricingModule, rankingModule, superAdminOnly } from './serviceAuth.js';
import { chartData, weekIndexOn, type ChartFilter, type ChartSource } from './chartQuery.js';
import { leaderboard, top5, utilityRanks } from './marketRanks.js';
import { chartDataSchema, dateWindowSchema, filterPayloadSchema, pricingHeaders } from './schemas.js';

export interface PricingServiceOptions {
  db: Db;
  verifySession: SessionVerifier;
  ecTokens: EcTokenService;
}

const TAGS = ['pricing service'];

/** A non-super-admin may only ask for their own client's data (super admins use 'View as'). */
function ownClientOnly(request: FastifyRequest, reply: FastifyReply, clientId: string): boolean {
  const session = request.pricingSession!;
  if (session.isSuperAdmin || clientId === session.clientId) return true;
  void reply.code(403).send(FORBIDDEN);
  return false;
}

async function ownSupplierOf(db: Db, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from pricing_suppliers where client_id::text = $1 limit 1', [clientId]);
  return rows[0]?.id ?? null;
}

/** The pricing service of spec 2 §7 under /common, with its own header check (see serviceAuth.ts). */
export function registerPricingService(app: FastifyInstance, { db, verifySession, ecTokens }: PricingServiceOptions): void {
  const guard = createPricingGuard({ verifySession, ecTokens });
  const lists = guard(anyPricingModule);

  const charts: { path: string; source: ChartSource; module: ReturnType<typeof guard>; ownSupplier: boolean; summary: string }[] = [
    { path: '/common/api/pricingtrend', source: 'weekly', module: guard(pricingModule), ownSupplier: true, summary: 'Price trend of the given suppliers (and the client’s own)' },
    { path: '/common/api/pricingrange', source: 'weekly', module: guard(pricingModule), ownSupplier: false, summary: 'Price trend overview: every supplier' },
    { path: '/common/api/forwardcurve', source: 'forward', module: guard(pricingModule), ownSupplier: true, summary: 'Forward curve of the given suppliers (and the client’s own)' },
    { path: '/common/api/forwardrange', source: 'forward', module: guard(pricingModule), ownSupplier: false, summary: 'Forward curve overview: every supplier' },
    { path: '/common/api/v2/priceranking', source: 'weekly', module: guard(rankingModule), ownSupplier: false, summary: 'Supplier ranks over time (Flags: DeltaBest)' },
  ];
  for (const chart of charts) {
    app.post<{ Body: ChartFilter }>(chart.path, {
      schema: { tags: TAGS, summary: chart.summary, headers: pricingHeaders, body: filterPayloadSchema, response: { 200: chartDataSchema } },
      preHandler: chart.module,
    }, async (request, reply) => {
      const body = request.body;
      if (!ownClientOnly(request, reply, body.InsightsClientIdentifier)) return reply;
      const own = chart.ownSupplier && body.Suppliers?.length ? await ownSupplierOf(db, body.InsightsClientIdentifier) : null;
      return chartData(db, chart.source, body, own ? [own] : []);
    });
  }

  app.post<{ Body: { commodity?: number | string | null } | null }>('/common/api/markets', {
    schema: {
      tags: TAGS, summary: 'Markets, optionally of one commodity', headers: pricingHeaders,
      body: { type: 'object', nullable: true, properties: { commodity: { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] } } },
    },
    preHandler: lists,
  }, async (request) => {
    const raw = request.body?.commodity;
    const commodity = raw == null || raw === '' ? null
      : ['1', 'Electricity', 'Electric'].includes(String(raw)) ? 'Electricity'
        : ['2', 'NatGas', 'Gas'].includes(String(raw)) ? 'NatGas' : 'none';
    const { rows } = await db.query<{ Market: string; Commodity: string }>(
      `select name as "Market", commodity as "Commodity" from pricing_markets
        where $1::text is null or commodity = $1 order by sort_order`, [commodity]);
    return { Markets: rows };
  });

  app.post<{ Body: { marketName: string } }>('/common/api/markets/states', {
    schema: {
      tags: TAGS, summary: 'States of a market', headers: pricingHeaders,
      body: { type: 'object', required: ['marketName'], properties: { marketName: { type: 'string', minLength: 1, maxLength: 100 } } },
    },
    preHandler: lists,
  }, async (request) => {
    const { rows } = await db.query(
      `select s.id as "InsightsStateIdentifier", s.name as "stateName"
         from pricing_market_states ms join pricing_states s on s.id = ms.state_id
        where ms.market = $1 order by s.name`, [request.body.marketName]);
    return { states: rows };
  });

  app.get('/common/api/pricing/states', {
    schema: { tags: TAGS, summary: 'Every state with prices (ranking filter)', headers: pricingHeaders },
    preHandler: lists,
  }, async () => {
    const { rows } = await db.query(`select id as "InsightsStateIdentifier", name as "Name" from pricing_states order by name`);
    return rows;
  });

  app.post<{ Body: { state: string[]; commodity: 'Electric' | 'NatGas' } }>('/common/api/utilities', {
    schema: {
      tags: TAGS, summary: 'Utilities of states and a commodity', headers: pricingHeaders,
      body: {
        type: 'object', required: ['state', 'commodity'],
        properties: {
          state: { type: 'array', maxItems: 60, items: { type: 'string', maxLength: 40 } },
          commodity: { type: 'string', enum: ['Electric', 'NatGas'] },
        },
      },
    },
    preHandler: lists,
  }, async (request) => {
    const { rows } = await db.query(
      `select name as "utilityName", id as "InsightsUtilityIdenitifier" from pricing_utilities
        where state_id = any($1::text[]) and commodity = $2 order by name`, [request.body.state, request.body.commodity]);
    return rows;
  });

  app.get<{ Params: { stateIdentifier: string } }>('/common/api/loadzones/bystate/:stateIdentifier', {
    schema: {
      tags: TAGS, summary: 'Load zones of a state (electricity)', headers: pricingHeaders,
      params: { type: 'object', properties: { stateIdentifier: { type: 'string', minLength: 1, maxLength: 40 } } },
    },
    preHandler: lists,
  }, async (request) => {
    const { rows } = await db.query(
      `select id as "InsightsIdentifier", name from pricing_load_zones where state_id = $1 order by id`, [request.params.stateIdentifier]);
    return rows;
  });

  app.post<{ Body: { InsightsUtilityIdentifier: string; commodity: '1' | '2' } }>('/common/api/rateclasses', {
    schema: {
      tags: TAGS, summary: "Rate classes of a utility (commodity: gas '1', electric '2')", headers: pricingHeaders,
      body: {
        type: 'object', required: ['InsightsUtilityIdentifier', 'commodity'],
        properties: {
          InsightsUtilityIdentifier: { type: 'string', minLength: 1, maxLength: 40 },
          commodity: { type: 'string', enum: ['1', '2'] },
        },
      },
    },
    preHandler: lists,
  }, async (request) => {
    // The service numbers commodities the other way round here: '1' gas, '2' electric.
    const commodity = request.body.commodity === '1' ? 'NatGas' : 'Electric';
    const { rows } = await db.query(
      `select rc.name as "rateClassName" from pricing_rate_classes rc join pricing_utilities u on u.id = rc.utility_id
        where rc.utility_id = $1 and u.commodity = $2 order by rc.name desc`, [request.body.InsightsUtilityIdentifier, commodity]);
    return rows;
  });

  app.get('/common/api/BillingMethod', {
    schema: { tags: TAGS, summary: 'Billing methods', headers: pricingHeaders },
    preHandler: lists,
  }, async () => (await db.query(`select short_name as "shortName", name from pricing_billing_methods order by short_name desc`)).rows);

  app.get('/common/api/loadprofile', {
    schema: { tags: TAGS, summary: 'Texas load profiles', headers: pricingHeaders },
    preHandler: lists,
  }, async () => (await db.query(`select value, name from pricing_load_profiles order by name`)).rows);

  app.get('/common/pricing/suppliers/list', {
    schema: { tags: TAGS, summary: 'Every supplier (super admin only)', headers: pricingHeaders },
    preHandler: guard(superAdminOnly),
  }, async () => (await db.query(
    `select id as "SupplierIdentifier", name as "SupplierName", domain as "Domain" from pricing_suppliers order by name`)).rows);

  for (const which of ['best', 'worst'] as const) {
    app.post<{ Body: { InsightsClientIdentifier: string; EffectiveFrom?: string | null; EffectiveTo?: string | null } }>(`/common/pricing/top5/${which}`, {
      schema: { tags: TAGS, summary: `The client's ${which} five markets per commodity`, headers: pricingHeaders, body: dateWindowSchema },
      preHandler: guard(),
    }, async (request, reply) => {
      if (!ownClientOnly(request, reply, request.body.InsightsClientIdentifier)) return reply;
      const week = await weekIndexOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom);
      if (!week) return [];
      return top5(await utilityRanks(db, week.idx), await ownSupplierOf(db, request.body.InsightsClientIdentifier), which);
    });
  }

  app.post<{ Body: { InsightsClientIdentifier: string; EffectiveFrom?: string | null; EffectiveTo?: string | null } }>('/common/api/leaderboard', {
    schema: { tags: TAGS, summary: 'Every utility’s supplier ranking on a date', headers: pricingHeaders, body: dateWindowSchema },
    preHandler: guard(),
  }, async (request, reply) => {
    if (!ownClientOnly(request, reply, request.body.InsightsClientIdentifier)) return reply;
    const week = await weekIndexOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom);
    if (!week) return [];
    return leaderboard(await utilityRanks(db, week.idx), week.date);
  });
}
