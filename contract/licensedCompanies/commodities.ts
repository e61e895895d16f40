/** Spec 1 §9 commodity codes (1 electric, 2 natural gas) and the names the licenses table stores. */
export const COMMODITIES = [
  { id: 1, name: 'Electric' },
  { id: 2, name: 'Natural Gas' },
] as const;

export type CommodityName = (typeof COMMODITIES)[number]['name'];

export function commodityId(name: string): number {
  return COMMODITIES.find((c) => c.name === name)?.id ?? 0;
}

export function commodityName(id: number): CommodityName | undefined {
  return COMMODITIES.find((c) => c.id === id)?.name;
}
