import { ALL, TERM_OPTIONS } from '../../../contract/pricing/constants';
import {
  fromIsoDay, fromIsoMonth, isSelectableEffectiveDay, isSelectableStartMonth, toIsoDay, toIsoMonth,
} from '../../../contract/pricing/dates';
import { parseNumber, validateForm } from '../../../contract/pricing/validation';
import type { FormVariant, NumberField, PricingForm } from './types';

/**
 * The applied filters of the Pricing and Ranking screens as a shareable URL: `?market=ERCOT&state=TX&term=12`.
 * The names are the form's own; a field at its default (All, blank, the whole date window) is left out.
 */
export const PRICING_URL_KEYS = [
  'market', 'state', 'utility', 'loadZone', 'rateClass', 'loadProfile', 'billingMethod',
  'usageFrom', 'usageTo', 'usage', 'demand', 'term', 'effectiveFrom', 'effectiveTo', 'contractStartFrom', 'contractStartTo',
] as const;

export type PricingUrlKey = (typeof PRICING_URL_KEYS)[number];

/** The URL's values as a host hands them over (props of the screens, attributes of their elements). */
export type PricingUrlParams = Partial<Record<PricingUrlKey, string | null>>;

/** Fields whose value must be one of a list the server sends; they are checked once that list has arrived. */
export const LIST_FIELDS = ['market', 'state', 'utility', 'loadZone', 'rateClass', 'loadProfile', 'billingMethod'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Filters read from a URL: list fields wait for their lists; the other fields are already checked. */
export interface UrlRestore {
  lists: Partial<Record<ListField, string>>;
  plain: Pick<PricingForm, 'usageFrom' | 'usageTo' | 'usage' | 'demand' | 'term' | 'effectiveFrom' | 'effectiveTo' | 'contractStartFrom' | 'contractStartTo'>;
}

/** The URL fields each screen uses: Ranking has one usage and no contract start. */
export function urlKeysOf(variant: FormVariant): readonly PricingUrlKey[] {
  const unused: ReadonlySet<PricingUrlKey> = new Set(
    variant === 'pricing' ? ['usage'] : ['usageFrom', 'usageTo', 'contractStartFrom', 'contractStartTo'],
  );
  return PRICING_URL_KEYS.filter((key) => !unused.has(key));
}

/** The screen's URL values from a query string (a route's `URLSearchParams`); absent keys are left out. */
export function pricingUrlParams(query: URLSearchParams | string): PricingUrlParams {
  const search = typeof query === 'string' ? new URLSearchParams(query) : query;
  const params: PricingUrlParams = {};
  for (const key of PRICING_URL_KEYS) {
    const value = search.get(key);
    if (value !== null) params[key] = value;
  }
  return params;
}

/**
 * A host's URL values from both ways of giving them: a whole query string (`query`, e.g. a route's search) and
 * single props, which win.
 */
export function hostUrlParams(query: string | null | undefined, props: PricingUrlParams): PricingUrlParams {
  const params = query ? pricingUrlParams(query) : {};
  for (const key of PRICING_URL_KEYS) {
    const value = props[key];
    if (value !== undefined && value !== null) params[key] = value;
  }
  return params;
}

/** The query of applied filters, in the form's order, defaults left out. */
export function filtersQuery(form: PricingForm, variant: FormVariant): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of urlKeysOf(variant)) {
    const value = form[key];
    if (value !== null && value !== ALL) query[key] = value;
  }
  return query;
}

/** `market=ERCOT&state=TX`: the query as text, to compare two filter sets or URLs. */
export function queryText(query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.append(key, value);
  return search.toString();
}

/** Whether the host's URL holds any filter of this screen. */
export function hasUrlFilters(params: PricingUrlParams, variant: FormVariant): boolean {
  return urlKeysOf(variant).some((key) => (params[key] ?? '').trim() !== '');
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A day only when it is one the Effective Date pickers would offer; written back as the picker writes it. */
function effectiveDay(text: string | null | undefined, today: Date, enabledWeekDays: readonly number[]): string | null {
  if (!text || !ISO_DAY.test(text)) return null;
  const date = fromIsoDay(text);
  return date && toIsoDay(date) === text && isSelectableEffectiveDay(date, today, enabledWeekDays) ? text : null;
}

function startMonth(text: string | null | undefined, today: Date): string | null {
  if (!text || !ISO_MONTH.test(text)) return null;
  const date = fromIsoMonth(text);
  return date && toIsoMonth(date) === text && isSelectableStartMonth(date, today) ? text : null;
}

/** A number field keeps non-negative numbers only; the form's own validation then checks the range. */
function numberText(text: string | null | undefined): string {
  const value = parseNumber(text);
  return value === null || value < 0 ? '' : String(value);
}

/** Two ends in the wrong order describe no window: both fall back to the whole window. */
function ordered(from: string | null, to: string | null): [string | null, string | null] {
  return from !== null && to !== null && from > to ? [null, null] : [from, to];
}

/**
 * What a URL asks for, checked as far as it can be without the server's lists: a term that is not on the list, a
 * date the pickers would refuse or a number the form would reject is dropped, so its default applies instead.
 */
export function restoreFromUrl(
  params: PricingUrlParams,
  variant: FormVariant,
  { today, enabledWeekDays = [] }: { today: Date; enabledWeekDays?: readonly number[] },
): UrlRestore {
  const keys = new Set(urlKeysOf(variant));
  const value = (key: PricingUrlKey): string | null => (keys.has(key) ? (params[key] ?? '').trim() || null : null);

  const lists: UrlRestore['lists'] = {};
  for (const field of LIST_FIELDS) {
    const text = value(field);
    if (text !== null) lists[field] = text;
  }
  const term = value('term');
  const [effectiveFrom, effectiveTo] = ordered(
    effectiveDay(value('effectiveFrom'), today, enabledWeekDays),
    effectiveDay(value('effectiveTo'), today, enabledWeekDays),
  );
  const [contractStartFrom, contractStartTo] = ordered(startMonth(value('contractStartFrom'), today), startMonth(value('contractStartTo'), today));
  const plain: UrlRestore['plain'] = {
    usageFrom: numberText(value('usageFrom')),
    usageTo: numberText(value('usageTo')),
    usage: numberText(value('usage')),
    demand: numberText(value('demand')),
    term: TERM_OPTIONS.some((t) => t.value === term) && term !== null ? term : ALL,
    effectiveFrom,
    effectiveTo,
    contractStartFrom,
    contractStartTo,
  };
  // A value the form would refuse on Apply (too large, From above To) is dropped rather than blocking the restore.
  const errors = validateForm(plain as PricingForm, variant);
  for (const field of Object.keys(errors) as NumberField[]) plain[field] = '';
  return { lists, plain };
}

