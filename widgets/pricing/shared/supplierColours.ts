/**
 * The supplier colour map: a stable colour per supplier id, the same on every chart and in every legend.
 *
 * The overview charts draw 26 and more suppliers at once, so the colours come from a fixed palette of clearly
 * different hues (each at least 3:1 against white) rather than from a hue wheel, where neighbours blur together.
 * Suppliers are numbered consecutively from 1001, so consecutive ids get consecutive palette entries and the
 * first 24 suppliers of a market never share a colour.
 */
export const SUPPLIER_PALETTE: readonly string[] = [
  '#1f77b4', // blue
  '#d62728', // red
  '#2ca02c', // green
  '#e6550d', // orange
  '#9467bd', // purple
  '#8c564b', // brown
  '#d6339c', // magenta
  '#138d90', // teal
  '#8a8a00', // olive
  '#393b79', // indigo
  '#b5121b', // crimson
  '#637939', // moss
  '#a55194', // orchid
  '#0868ac', // sea blue
  '#8c6d31', // ochre
  '#5254a3', // slate violet
  '#c2185b', // raspberry
  '#00796b', // pine
  '#7b4173', // plum
  '#bd5e00', // rust
  '#3f6fd8', // cornflower
  '#6d4c41', // umber
  '#2e7d32', // forest
  '#9c27b0', // violet
];

/** The client's own supplier: a near-black no palette entry uses, so it reads as "you" on any chart. */
export const OWN_SUPPLIER_COLOUR = '#111827';

/** The supplier's colour on every chart (the own supplier is drawn in `OWN_SUPPLIER_COLOUR` instead, see seriesStyle). */
export function supplierColour(supplierId: string): string {
  const n = Number(supplierId);
  const index = Number.isInteger(n) ? Math.abs(n - 1001) : [...supplierId].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return SUPPLIER_PALETTE[index % SUPPLIER_PALETTE.length];
}
