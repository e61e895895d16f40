import type { ActivityCommodity, ActivityLicenseType, ActivityMarket } from '../../core/api/activity';
import type { QueryValue } from '../../core/config/routes';

/** The periods a user chooses from, in months; 24 unless the URL says otherwise. */
export const ACTIVITY_PERIODS = [12, 24, 36] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const DEFAULT_PERIOD: ActivityPeriod = 24;

/** The commodity filter's options: the API's values, labelled as the rest of the product labels them. */
export const COMMODITY_OPTIONS: readonly { value: ActivityCommodity; label: string }[] = [
  { value: 'Electric', label: 'Electric' },
  { value: 'Gas', label: 'Natural Gas' },
];

/** The license-type filter's options: Supplier, every ABC license, or one ABC kind (the API's values). */
export const LICENSE_TYPE_OPTIONS = ['Supplier', 'ABC', 'Aggregator', 'Agent', 'Broker', 'Consultant'] as const satisfies readonly ActivityLicenseType[];

/** The screen's filters; '' = every state, commodity or license type. */
export interface ActivityFilters {
  state: string;
  commodity: ActivityCommodity | '';
  type: ActivityLicenseType | '';
  months: ActivityPeriod;
}

/** The URL's values as the host passes them (`?state=TX&commodity=Electric&type=Supplier&months=24`). */
export interface ActivityParams {
  state?: string | null;
  commodity?: string | null;
  licenseType?: string | null;
  months?: string | number | null;
}

const pick = <T extends string>(options: readonly T[], value: string | null | undefined): T | '' => {
  const found = options.find((option) => option.toLowerCase() === value?.trim().toLowerCase());
  return found ?? '';
};

/** The filters the URL describes; a value the screen does not know falls back to its default. */
export function filtersFromParams(params: ActivityParams): ActivityFilters {
  const state = params.state?.trim().toUpperCase() ?? '';
  const commodity = params.commodity?.trim().toLowerCase() === 'natural gas' ? 'Gas' : pick(COMMODITY_OPTIONS.map((o) => o.value), params.commodity);
  const months = Number(params.months);
  return {
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    commodity,
    type: pick(LICENSE_TYPE_OPTIONS, params.licenseType),
    months: (ACTIVITY_PERIODS as readonly number[]).includes(months) ? (months as ActivityPeriod) : DEFAULT_PERIOD,
  };
}

/** The URL query of a filter set, in the URL's names; the default period is left out. */
export function filtersQuery(filters: ActivityFilters): Record<string, QueryValue> {
  return {
    state: filters.state,
    commodity: filters.commodity,
    type: filters.type,
    months: filters.months === DEFAULT_PERIOD ? undefined : filters.months,
  };
}

/** What of the host's parameters counts: a change (a link, Back) reads the filters again. */
export const paramsKeyOf = (params: ActivityParams) => JSON.stringify(filtersFromParams(params));

export const marketOf = (filters: ActivityFilters): ActivityMarket => ({
  stateCode: filters.state || null,
  commodity: filters.commodity || null,
  licenseType: filters.type || null,
});

/** 'TX · Electric · Supplier · 24 months', 'All states · All commodities · All license types · 12 months'. */
export function filterLabel(filters: ActivityFilters): string {
  const commodity = COMMODITY_OPTIONS.find((o) => o.value === filters.commodity)?.label ?? 'All commodities';
  return [filters.state || 'All states', commodity, filters.type || 'All license types', `${filters.months} months`].join(' · ');
}

/** 'market-activity-TX-Electric-Supplier-24-months-2026-11.csv': the filter and the last month in the name. */
export function activityFileName(filters: ActivityFilters, lastMonth: string | null, extension: 'csv' | 'png'): string {
  const parts = ['market-activity', filters.state || 'all-states', filters.commodity || 'all-commodities', filters.type || 'all-types', `${filters.months}-months`];
  if (lastMonth) parts.push(lastMonth);
  return `${parts.join('-').replace(/[^A-Za-z0-9-]+/g, '-')}.${extension}`;
}
