import { OWN_SUPPLIER_COLOUR, supplierColour } from './supplierColours';

/** How one supplier's line is drawn. */
export interface SeriesStyle {
  colour: string;
  /** Stroke width in px. */
  width: number;
  /** 0–1. */
  opacity: number;
  /** Draw order: higher layers are drawn later, on top. */
  layer: number;
  /** The signed-in client's own supplier. */
  own: boolean;
  /** The supplier focused from the legend. */
  focused: boolean;
  /** Another supplier is focused: this line steps back. */
  dimmed: boolean;
}

export interface HighlightState {
  /** The client's own supplier (null when not known). */
  ownSupplierId: string | null;
  /** The supplier focused from the legend (null: none). */
  focusedSupplierId: string | null;
}

/** Above this many series a chart is "crowded": thinner lines, so the own supplier and a focused one stand out. */
export const CROWDED_SERIES = 8;

export const LINE_WIDTHS = {
  normal: 2,
  crowded: 1.5,
  own: 3.5,
  focused: 4,
  dimmed: 1.25,
} as const;

export const DIMMED_OPACITY = 0.15;
/** The own supplier stays readable as a reference while another supplier is focused. */
export const OWN_DIMMED_OPACITY = 0.45;
/** With 9+ lines and the own one known, the other lines step back a little so it reads first. */
export const CROWDED_OPACITY = 0.8;

/**
 * The style of one supplier's line. The own supplier is near-black, thicker and on top; a supplier focused from the
 * legend is drawn thickest and above everything, every other line dimmed (the own one less so).
 */
export function seriesStyle(supplierId: string, { ownSupplierId, focusedSupplierId }: HighlightState, seriesCount: number): SeriesStyle {
  const own = ownSupplierId !== null && supplierId === ownSupplierId;
  const focused = focusedSupplierId !== null && supplierId === focusedSupplierId;
  const dimmed = focusedSupplierId !== null && !focused;
  const crowded = seriesCount > CROWDED_SERIES;
  const colour = own ? OWN_SUPPLIER_COLOUR : supplierColour(supplierId);
  if (focused) return { colour, width: LINE_WIDTHS.focused, opacity: 1, layer: 3, own, focused, dimmed };
  if (own) {
    return dimmed
      ? { colour, width: LINE_WIDTHS.own, opacity: OWN_DIMMED_OPACITY, layer: 2, own, focused, dimmed }
      : { colour, width: LINE_WIDTHS.own, opacity: 1, layer: 2, own, focused, dimmed };
  }
  if (dimmed) return { colour, width: LINE_WIDTHS.dimmed, opacity: DIMMED_OPACITY, layer: 0, own, focused, dimmed };
  return {
    colour,
    width: crowded ? LINE_WIDTHS.crowded : LINE_WIDTHS.normal,
    opacity: crowded && ownSupplierId !== null ? CROWDED_OPACITY : 1,
    layer: 0,
    own,
    focused,
    dimmed,
  };
}

/** Every series' style by supplier id. */
export function seriesStyles(
  series: readonly { supplierId: string }[],
  highlight: HighlightState,
): Map<string, SeriesStyle> {
  return new Map(series.map((s) => [s.supplierId, seriesStyle(s.supplierId, highlight, series.length)]));
}

/** The series in drawing order: by layer, the response order kept inside a layer (so the own and focused lines end on top). */
export function drawingOrder<S extends { supplierId: string }>(series: readonly S[], styles: ReadonlyMap<string, SeriesStyle>): S[] {
  return series
    .map((s, index) => ({ s, index, layer: styles.get(s.supplierId)?.layer ?? 0 }))
    .sort((a, b) => a.layer - b.layer || a.index - b.index)
    .map((x) => x.s);
}

/** A legend entry pressed again clears the focus; another entry moves it. */
export const toggleFocus = (current: string | null, supplierId: string): string | null => (current === supplierId ? null : supplierId);
