import { ALL, DEFAULT_MARKET, MARKET_COMMODITY_CODE } from '../../../contract/pricing/constants';
import type { CommodityCode, LoadZone, Market, State, Utility } from './types';

/** Named accessors so the view and the cascade agree on what an option's value and label are. */

export const stateId = (state: State): string => String(state.InsightsStateIdentifier);
export const stateLabel = (state: State): string => state.stateName ?? state.Name ?? stateId(state);
export const utilityId = (utility: Utility): string => String(utility.InsightsUtilityIdenitifier);
export const loadZoneId = (zone: LoadZone): string => String(zone.InsightsIdentifier);

export function commodityOf(market: Market): CommodityCode {
  return MARKET_COMMODITY_CODE[market.Commodity] ?? 1;
}

/** The market named ERCOT, otherwise the first; null for an empty list. */
export function defaultMarket(markets: readonly Market[] | null | undefined): Market | null {
  if (!markets || markets.length === 0) return null;
  return markets.find((m) => m.Market === DEFAULT_MARKET) ?? markets[0];
}

const TEXAS: ReadonlySet<string> = new Set(['TX', 'TEXAS']);

/** Texas uses Load Profile instead of Rate Class. Accepts a state or its identifier/name. */
export function isTexas(state: State | string | null | undefined): boolean {
  if (state == null || state === ALL) return false;
  if (typeof state === 'string') return TEXAS.has(state.trim().toUpperCase());
  return [state.InsightsStateIdentifier, state.stateName, state.Name].some(
    (v) => v != null && TEXAS.has(String(v).trim().toUpperCase()),
  );
}

/** Load zones exist for electricity only. */
export function showsLoadZone(commodity: CommodityCode): boolean {
  return commodity === 1;
}

export function findState(states: readonly State[] | null, id: string): State | undefined {
  return states?.find((s) => stateId(s) === id);
}
