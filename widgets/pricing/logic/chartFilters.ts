import type { ChartFilters, ChartKind } from '../../core/api/pricing';
import { ALL, DEMAND_MAX, USAGE_MAX } from '../../../contract/pricing/constants';
import { contractStartRange, effectiveRange } from '../../../contract/pricing/dates';
import { submittedNumber, termsOf } from '../../../contract/pricing/validation';
import type { PricingForm } from './types';

export interface ChartFiltersOptions {
  /** Which chart asks: the ranking sends one usage and no contract start, the others a usage range. */
  kind: ChartKind;
  /** The client the data is for (the 'View as' client of a super admin). */
  clientId: string;
  /** "Today", for the default date windows; passed in so the result stays deterministic. */
  today: Date;
}

const orNull = (value: string): string | null => (value === ALL ? null : value);

/**
 * What a chart asks for from the applied form: numbers floored and clamped, blank date ends filled from the windows
 * of spec 2 §5 around `today`, All as null or no entry, and no load zone for gas.
 */
export function chartFiltersOf(form: PricingForm, { kind, clientId, today }: ChartFiltersOptions): ChartFilters {
  const ranking = kind === 'priceranking';
  const effective = effectiveRange(form.effectiveFrom, form.effectiveTo, today);
  const start = ranking ? null : contractStartRange(form.contractStartFrom, form.contractStartTo, today);
  return {
    clientId,
    commodity: form.commodity,
    state: orNull(form.state),
    utilities: form.utility === ALL ? [] : [form.utility],
    loadZone: form.commodity === 1 ? orNull(form.loadZone) : null,
    rateClass: orNull(form.rateClass),
    loadProfile: orNull(form.loadProfile),
    billingMethod: orNull(form.billingMethod),
    terms: termsOf(form.term),
    usage: ranking ? submittedNumber(form.usage, USAGE_MAX) : null,
    usageFrom: ranking ? null : submittedNumber(form.usageFrom, USAGE_MAX),
    usageTo: ranking ? null : submittedNumber(form.usageTo, USAGE_MAX),
    demand: submittedNumber(form.demand, DEMAND_MAX),
    contractStartFrom: start?.from ?? null,
    contractStartTo: start?.to ?? null,
    effectiveFrom: effective.from,
    effectiveTo: effective.to,
  };
}
