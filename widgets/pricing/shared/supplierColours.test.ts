import { describe, expect, it } from 'vitest';
import { OWN_SUPPLIER_COLOUR, SUPPLIER_PALETTE, supplierColour } from './supplierColours';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('supplierColour', () => {
  it('is stable per supplier and gives 24 consecutive suppliers 24 different colours', () => {
    expect(supplierColour('1001')).toBe(supplierColour('1001'));
    const colours = Array.from({ length: 24 }, (_, i) => supplierColour(String(1001 + i)));
    expect(new Set(colours).size).toBe(24);
    expect(supplierColour('1025')).toBe(supplierColour('1001'));
  });

  it('takes every colour from the palette, also for an id that is not a number', () => {
    expect(SUPPLIER_PALETTE).toContain(supplierColour('abc'));
    expect(SUPPLIER_PALETTE).toContain(supplierColour('7'));
  });

  it('uses distinct palette colours, each at least 3:1 against white; the own supplier colour is none of them', () => {
    expect(new Set(SUPPLIER_PALETTE).size).toBe(SUPPLIER_PALETTE.length);
    for (const colour of SUPPLIER_PALETTE) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(3);
    expect(SUPPLIER_PALETTE).not.toContain(OWN_SUPPLIER_COLOUR);
  });
});
