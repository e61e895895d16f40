import { describe, expect, it } from 'vitest';
import {
  CROWDED_OPACITY, DIMMED_OPACITY, LINE_WIDTHS, OWN_DIMMED_OPACITY, drawingOrder, seriesStyle, seriesStyles, toggleFocus,
} from './seriesStyle';
import { OWN_SUPPLIER_COLOUR, supplierColour } from './supplierColours';

const many = Array.from({ length: 26 }, (_, i) => ({ supplierId: String(1001 + i) }));
const none = { ownSupplierId: null, focusedSupplierId: null };

describe('seriesStyle', () => {
  it('without own or focus: every line in its palette colour, full opacity, thinner when the chart is crowded', () => {
    expect(seriesStyle('1002', none, 5)).toEqual({
      colour: supplierColour('1002'), width: LINE_WIDTHS.normal, opacity: 1, layer: 0, own: false, focused: false, dimmed: false,
    });
    expect(seriesStyle('1002', none, 26)).toMatchObject({ width: LINE_WIDTHS.crowded, opacity: 1 });
  });

  it('draws the own supplier near-black, thicker and on top; on a crowded chart the others step back a little', () => {
    const highlight = { ownSupplierId: '1005', focusedSupplierId: null };
    const own = seriesStyle('1005', highlight, 26);
    const other = seriesStyle('1002', highlight, 26);
    expect(own).toMatchObject({ colour: OWN_SUPPLIER_COLOUR, width: LINE_WIDTHS.own, opacity: 1, own: true });
    expect(own.width).toBeGreaterThan(other.width);
    expect(own.layer).toBeGreaterThan(other.layer);
    expect(other).toMatchObject({ opacity: CROWDED_OPACITY, own: false });
    // With few lines nothing needs to step back.
    expect(seriesStyle('1002', highlight, 5).opacity).toBe(1);
  });

  it('a focused supplier is drawn thickest and above the own one; the rest are dimmed, the own one less so', () => {
    const highlight = { ownSupplierId: '1005', focusedSupplierId: '1008' };
    const focused = seriesStyle('1008', highlight, 26);
    const own = seriesStyle('1005', highlight, 26);
    const other = seriesStyle('1002', highlight, 26);
    expect(focused).toMatchObject({ colour: supplierColour('1008'), width: LINE_WIDTHS.focused, opacity: 1, focused: true, dimmed: false });
    expect(own).toMatchObject({ colour: OWN_SUPPLIER_COLOUR, opacity: OWN_DIMMED_OPACITY, dimmed: true });
    expect(other).toMatchObject({ width: LINE_WIDTHS.dimmed, opacity: DIMMED_OPACITY, dimmed: true });
    expect(focused.layer).toBeGreaterThan(own.layer);
    expect(own.layer).toBeGreaterThan(other.layer);
  });

  it('focusing the own supplier keeps its colour and lifts it to the focused width', () => {
    const style = seriesStyle('1005', { ownSupplierId: '1005', focusedSupplierId: '1005' }, 26);
    expect(style).toMatchObject({ colour: OWN_SUPPLIER_COLOUR, width: LINE_WIDTHS.focused, opacity: 1, own: true, focused: true, dimmed: false });
  });
});

describe('drawingOrder', () => {
  it('keeps the response order inside a layer and puts the own, then the focused line last', () => {
    const styles = seriesStyles(many, { ownSupplierId: '1003', focusedSupplierId: '1010' });
    const order = drawingOrder(many, styles).map((s) => s.supplierId);
    expect(order.slice(-2)).toEqual(['1003', '1010']);
    expect(order.slice(0, 3)).toEqual(['1001', '1002', '1004']);
    expect(order).toHaveLength(26);
  });
});

describe('toggleFocus', () => {
  it('focuses a supplier, moves to another, and clears when the same one is pressed again', () => {
    expect(toggleFocus(null, '1008')).toBe('1008');
    expect(toggleFocus('1008', '1012')).toBe('1012');
    expect(toggleFocus('1012', '1012')).toBeNull();
  });
});
