import { ALL, DEMAND_MAX, FIXED_SUPPLIER_IDS, RANKING_FLAG, USAGE_MAX, type ChartKind } from './constants';
import { contractStartRange, effectiveRange } from './dates';
import { submittedNumber, termsOf } from './validation';
import type { CommodityCode, FilterPayload, PricingForm, RankingPayload } from './types';

export interface PayloadOptions {
  /** The client the data is for (the 'View as' client for a super admin). */
  clientId: string;
  /** Which call the payload is for: decides fixed suppliers, the ranking flag and the usage fields. */
  chart: ChartKind;
  /** "Today", for the default date windows; passed in so the logic stays deterministic. */
  today: Date;
  /** Defaults to the form's commodity. */
  commodity?: CommodityCode;
  /** Extra supplier ids; trend and curve add FIXED_SUPPLIER_IDS to these. */
  suppliers?: readonly string[];
  productType?: string | null;
}

const WITH_FIXED_SUPPLIERS: ReadonlySet<ChartKind> = new Set(['pricingtrend', 'forwardcurve']);

const orNull = (value: string): string | null => (value === ALL ? null : value);

export function buildFilterPayload(form: PricingForm, options: PayloadOptions & { chart: 'priceranking' }): RankingPayload;
export function buildFilterPayload(form: PricingForm, options: PayloadOptions): FilterPayload | RankingPayload;
/** The exact wire body of a chart call. All is [] for lists and null for single values. */
export function buildFilterPayload(form: PricingForm, options: PayloadOptions): FilterPayload | RankingPayload {
  const ranking = options.chart === 'priceranking';
  const suppliers = [
    ...(options.suppliers ?? []),
    ...(WITH_FIXED_SUPPLIERS.has(options.chart) ? FIXED_SUPPLIER_IDS : []),
  ];
  const effective = effectiveRange(form.effectiveFrom, form.effectiveTo, options.today);
  const start = ranking ? null : contractStartRange(form.contractStartFrom, form.contractStartTo, options.today);
  const payload: FilterPayload = {
    Suppliers: [...new Set(suppliers)],
    State: orNull(form.state),
    Terms: termsOf(form.term),
    RateClass: orNull(form.rateClass),
    LoadProfile: orNull(form.loadProfile),
    LoadZone: form.commodity === 1 ? orNull(form.loadZone) : null,
    BillingMethod: orNull(form.billingMethod),
    Utilities: form.utility === ALL ? [] : [form.utility],
    Usage: ranking ? submittedNumber(form.usage, USAGE_MAX) : null,
    UsageFrom: ranking ? null : submittedNumber(form.usageFrom, USAGE_MAX),
    UsageTo: ranking ? null : submittedNumber(form.usageTo, USAGE_MAX),
    Demand: submittedNumber(form.demand, DEMAND_MAX),
    ProductType: options.productType ?? null,
    ContractStartFrom: start?.from ?? null,
    ContractStartTo: start?.to ?? null,
    EffectiveFrom: effective.from,
    EffectiveTo: effective.to,
    commodity: options.commodity ?? form.commodity,
    InsightsClientIdentifier: options.clientId,
  };
  return ranking ? { ...payload, Flags: [RANKING_FLAG] } : payload;
}

