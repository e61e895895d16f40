import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { chartData, type ChartSource } from '../../pricing/chartQuery.js';
import { importedChartData, importedMarketIds } from '../../pricing/importedCharts.js';
import { pricingModule, rankingModule } from '../../pricing/serviceAuth.js';
import { CHART_ENDPOINTS, type ChartKind } from '../../../../contract/pricing/endpoints.js';
import { chartReply, chartRequest } from '../../../../contract/pricing/schemas.js';
import { ownClientOnly, ownIdentityOf, ownSupplierOf, serviceSchema, type PricingGuardFactory } from './shared.js';

interface ChartRoute {
  source: ChartSource;
  module: 'pricing' | 'ranking';
  /** Trend and curve add the client's own supplier to the suppliers asked for. */
  ownSupplier: boolean;
  summary: string;
}

const CHARTS: Record<ChartKind, ChartRoute> = {
  pricingtrend: { source: 'weekly', module: 'pricing', ownSupplier: true, summary: 'Price trend of the given suppliers (and the client’s own)' },
  pricingrange: { source: 'weekly', module: 'pricing', ownSupplier: false, summary: 'Price trend overview: every supplier' },
  forwardcurve: { source: 'forward', module: 'pricing', ownSupplier: true, summary: 'Forward curve of the given suppliers (and the client’s own)' },
  forwardrange: { source: 'forward', module: 'pricing', ownSupplier: false, summary: 'Forward curve overview: every supplier' },
  priceranking: { source: 'weekly', module: 'ranking', ownSupplier: false, summary: 'Supplier ranks over time (Flags: DeltaBest)' },
};

/**
 * The five chart calls of spec 2 §7: every supplier matching the filters ranked per date. A filter naming imported
 * markets (`offers-` utilities) is answered from their offer history (pricing/importedCharts.ts).
 */
export function registerChartRoutes(app: FastifyInstance, db: Db, guard: PricingGuardFactory): void {
  const modules: Record<ChartRoute['module'], preHandlerAsyncHookHandler> = { pricing: guard(pricingModule), ranking: guard(rankingModule) };
  zodRoutes(app, (api) => {
    for (const [kind, chart] of Object.entries(CHARTS) as [ChartKind, ChartRoute][]) {
      api.post(CHART_ENDPOINTS[kind], {
        schema: { ...serviceSchema, summary: chart.summary, body: chartRequest, response: { 200: chartReply } },
        preHandler: modules[chart.module],
      }, async (request, reply) => {
        const body = request.body;
        if (!ownClientOnly(request, reply, body.InsightsClientIdentifier)) return reply;
        const imported = importedMarketIds(body.Utilities);
        if (imported.length > 0) {
          const { own, aliases } = await ownIdentityOf(db, body.InsightsClientIdentifier);
          return importedChartData(db, chart.source, body, imported, chart.ownSupplier && own ? [own] : [], aliases);
        }
        const own = chart.ownSupplier && body.Suppliers?.length ? await ownSupplierOf(db, body.InsightsClientIdentifier) : null;
        return chartData(db, chart.source, body, own ? [own] : []);
      });
    }
  });
}
