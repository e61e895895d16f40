import type { FastifyInstance } from 'fastify';
import { createPricingGuard } from '../../pricing/serviceAuth.js';
import { registerChartRoutes } from './charts.js';
import { registerListRoutes } from './lists.js';
import { registerMarketRankRoutes } from './marketRanks.js';
import type { PricingServiceOptions } from './shared.js';

export type { PricingServiceOptions } from './shared.js';

/**
 * The pricing service of spec 2 §7 under /common (a separate host in production, co-hosted here; see
 * docs/decisions/0013-co-hosted-pricing-service.md), with its own header check (pricing/serviceAuth.ts).
 */
export function registerPricingService(app: FastifyInstance, { db, verifySession, ecTokens }: PricingServiceOptions): void {
  const guard = createPricingGuard({ verifySession, ecTokens });
  registerChartRoutes(app, db, guard);
  registerListRoutes(app, db, guard);
  registerMarketRankRoutes(app, db, guard);
}
