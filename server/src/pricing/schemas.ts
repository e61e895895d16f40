/** JSON schemas of the pricing service (validation → 400 with a clear message; also the OpenAPI document). */
const nullableString = { type: ['string', 'null'], maxLength: 100 } as const;
const nullableCount = (maximum: number) => ({ type: ['number', 'null'], minimum: 0, maximum }) as const;
const isoDay = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}' } as const;
const idList = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 40 } } as const;

export const filterPayloadSchema = {
  type: 'object',
  required: ['commodity', 'InsightsClientIdentifier'],
  properties: {
    Suppliers: idList,
    State: nullableString,
    Terms: { type: 'array', maxItems: 10, items: { type: 'integer', enum: [6, 12, 24, 36, 46] } },
    RateClass: nullableString,
    LoadProfile: nullableString,
    LoadZone: nullableString,
    BillingMethod: nullableString,
    Utilities: idList,
    Usage: nullableCount(2_000_000),
    UsageFrom: nullableCount(2_000_000),
    UsageTo: nullableCount(2_000_000),
    Demand: nullableCount(100_000),
    ProductType: nullableString,
    ContractStartFrom: isoDay,
    ContractStartTo: isoDay,
    EffectiveFrom: isoDay,
    EffectiveTo: isoDay,
    commodity: { type: 'integer', enum: [1, 2] },
    InsightsClientIdentifier: { type: 'string', minLength: 1, maxLength: 64 },
    Flags: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } },
  },
} as const;

const deltas = {
  type: 'object',
  properties: {
    CurrPrice: { type: 'number' },
    BestPrice: { type: 'number' },
    WorstPrice: { type: 'number' },
    NextBetterPrice: { type: ['number', 'null'] },
    NextWorsePrice: { type: ['number', 'null'] },
  },
} as const;

export const chartDataSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['Date', 'Suppliers'],
    properties: {
      Date: { type: 'string' },
      Suppliers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['Supplier', 'InsightsSupplierIdentifier', 'Rank', 'Deltas'],
          properties: {
            Supplier: { type: 'string' },
            InsightsSupplierIdentifier: { type: 'string' },
            Rank: { type: 'integer' },
            Deltas: { type: 'array', items: deltas },
          },
        },
      },
    },
  },
} as const;

export const pricingHeaders = {
  type: 'object',
  properties: {
    authorization: { type: 'string', description: 'Bearer access token of the signed-in user' },
    'x-client-id': { type: 'string', description: 'The client (tenant) id the chart token is bound to' },
    'x-api-key': { type: 'string', description: 'Chart token from GET /api/PricingMatrix/GetECToken' },
  },
} as const;

export const dateWindowSchema = {
  type: 'object',
  required: ['InsightsClientIdentifier'],
  properties: {
    InsightsClientIdentifier: { type: 'string', minLength: 1, maxLength: 64 },
    EffectiveFrom: isoDay,
    EffectiveTo: isoDay,
  },
} as const;
