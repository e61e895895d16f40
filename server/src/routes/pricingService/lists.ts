import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { importedUtilities } from '../../pricing/importedCharts.js';
import { anyPricingModule, superAdminOnly } from '../../pricing/serviceAuth.js';
import { PRICING_SERVICE_ENDPOINTS as PATHS } from '../../../../contract/pricing/endpoints.js';
import {
  billingMethodsReply, loadProfilesReply, loadZonesParams, loadZonesReply, marketStatesReply, marketStatesRequest, marketsReply,
  marketsRequest, pricingStatesReply, rateClassesReply, rateClassesRequest, suppliersReply, utilitiesReply, utilitiesRequest,
  type Market,
} from '../../../../contract/pricing/schemas.js';
import { serviceSchema, type PricingGuardFactory } from './shared.js';

/** The markets call takes a commodity in any of the spellings clients use; anything else matches no market. */
function marketCommodity(raw: number | string | null | undefined): Market['Commodity'] | 'none' | null {
  if (raw == null || raw === '') return null;
  if (['1', 'Electricity', 'Electric'].includes(String(raw))) return 'Electricity';
  if (['2', 'NatGas', 'Gas'].includes(String(raw))) return 'NatGas';
  return 'none';
}

/** The filter form's lists (spec 2 §7); users with the pricing or the ranking module. */
export function registerListRoutes(app: FastifyInstance, db: Db, guard: PricingGuardFactory): void {
  const lists = guard(anyPricingModule);
  zodRoutes(app, (api) => {
    api.post(PATHS.markets, {
      schema: { ...serviceSchema, summary: 'Markets, optionally of one commodity', body: marketsRequest, response: { 200: marketsReply } },
      preHandler: lists,
    }, async (request) => {
      const { rows } = await db.query<Market>(
        `select name as "Market", commodity as "Commodity" from pricing_markets
          where $1::text is null or commodity = $1 order by sort_order`, [marketCommodity(request.body?.commodity)]);
      return { Markets: rows };
    });

    api.post(PATHS.marketStates, {
      schema: { ...serviceSchema, summary: 'States of a market', body: marketStatesRequest, response: { 200: marketStatesReply } },
      preHandler: lists,
    }, async (request) => {
      const { rows } = await db.query<{ InsightsStateIdentifier: string; stateName: string }>(
        `select s.id as "InsightsStateIdentifier", s.name as "stateName"
           from pricing_market_states ms join pricing_states s on s.id = ms.state_id
          where ms.market = $1 order by s.name`, [request.body.marketName]);
      return { states: rows };
    });

    api.get(PATHS.pricingStates, {
      schema: { ...serviceSchema, summary: 'Every state with prices (ranking filter)', response: { 200: pricingStatesReply } },
      preHandler: lists,
    }, async () => (await db.query<{ InsightsStateIdentifier: string; Name: string }>(
      `select id as "InsightsStateIdentifier", name as "Name" from pricing_states order by name`)).rows);

    // The modelled utilities, then the imported markets of those states (issue 60 §5), each named with its source.
    api.post(PATHS.utilities, {
      schema: { ...serviceSchema, summary: 'Utilities of states and a commodity', body: utilitiesRequest, response: { 200: utilitiesReply } },
      preHandler: lists,
    }, async (request) => [
      ...(await db.query<{ utilityName: string; InsightsUtilityIdenitifier: string }>(
        `select name as "utilityName", id as "InsightsUtilityIdenitifier" from pricing_utilities
          where state_id = any($1::text[]) and commodity = $2 order by name`, [request.body.state, request.body.commodity])).rows,
      ...(await importedUtilities(db, request.body.state, request.body.commodity)),
    ]);

    api.get(`${PATHS.loadZonesByState}/:stateIdentifier`, {
      schema: { ...serviceSchema, summary: 'Load zones of a state (electricity)', params: loadZonesParams, response: { 200: loadZonesReply } },
      preHandler: lists,
    }, async (request) => (await db.query<{ InsightsIdentifier: string; name: string }>(
      `select id as "InsightsIdentifier", name from pricing_load_zones where state_id = $1 order by id`, [request.params.stateIdentifier])).rows);

    api.post(PATHS.rateClasses, {
      schema: {
        ...serviceSchema, summary: "Rate classes of a utility (commodity: gas '1', electric '2')",
        body: rateClassesRequest, response: { 200: rateClassesReply },
      },
      preHandler: lists,
    }, async (request) => {
      // The service numbers commodities the other way round here: '1' gas, '2' electric.
      const commodity = String(request.body.commodity) === '1' ? 'NatGas' : 'Electric';
      const { rows } = await db.query<{ rateClassName: string }>(
        `select rc.name as "rateClassName" from pricing_rate_classes rc join pricing_utilities u on u.id = rc.utility_id
          where rc.utility_id = $1 and u.commodity = $2 order by rc.name desc`, [request.body.InsightsUtilityIdentifier, commodity]);
      return rows;
    });

    api.get(PATHS.billingMethods, {
      schema: { ...serviceSchema, summary: 'Billing methods', response: { 200: billingMethodsReply } },
      preHandler: lists,
    }, async () => (await db.query<{ shortName: string; name: string }>(
      `select short_name as "shortName", name from pricing_billing_methods order by short_name desc`)).rows);

    api.get(PATHS.loadProfiles, {
      schema: { ...serviceSchema, summary: 'Texas load profiles', response: { 200: loadProfilesReply } },
      preHandler: lists,
    }, async () => (await db.query<{ value: string; name: string }>(`select value, name from pricing_load_profiles order by name`)).rows);

    api.get(PATHS.suppliers, {
      schema: { ...serviceSchema, summary: 'Every supplier (super admin only)', response: { 200: suppliersReply } },
      preHandler: guard(superAdminOnly),
    }, async () => (await db.query<{ SupplierIdentifier: string; SupplierName: string; Domain: string }>(
      `select id as "SupplierIdentifier", name as "SupplierName", domain as "Domain" from pricing_suppliers order by name`)).rows);
  });
}
