import { describe, expect, it } from 'vitest';
import { decodeArcs, decodeIntegers, encodeArcs, encodeIntegers, encodeRings, ringsPath } from './shapeCodec';

describe('the map shapes codec', () => {
  it('writes small steps as one character and reads back any integer', () => {
    const values = [0, -1, 1, -16, 15, 16, -17, 975, -975, 123_456, 0];
    expect(decodeIntegers(encodeIntegers(values))).toEqual(values);
    expect(encodeIntegers([0, -1, 1, 15, -16])).toHaveLength(5);
    expect(() => encodeIntegers([1.5])).toThrow('not an integer');
    expect(() => decodeIntegers('A"')).toThrow('not a shape digit');
  });

  it('reads arcs back as written', () => {
    const arcs = [
      [[10, 20], [12, 18], [12, 30]],
      [[12, 30], [0, 30], [10, 20]],
    ] as const;
    expect(decodeArcs(encodeArcs(arcs))).toEqual(arcs);
  });

  it('draws rings from shared arcs, walked either way, as d3-geo draws them', () => {
    // Two triangles sharing the edge (0,0)-(10,10) (arc 0); the first walked both ways.
    const arcs = decodeArcs(encodeArcs([
      [[0, 0], [10, 10]],
      [[10, 10], [10, 0], [0, 0]],
      [[10, 10], [0, 10], [0, 0]],
    ]));
    expect(ringsPath(encodeRings([[0, 1]]), arcs)).toBe('M0,0L10,10L10,0Z');
    expect(ringsPath(encodeRings([[~1, ~0]]), arcs)).toBe('M0,0L10,0L10,10Z');
    expect(ringsPath(encodeRings([[0, 1], [2, 0]]), arcs)).toBe('M0,0L10,10L10,0ZM10,10L0,10L0,0Z');
  });

  it('pads a ring of under four points as topojson-client does (an arc of two points)', () => {
    const arcs = decodeArcs(encodeArcs([[[5, 5], [6, 6]]]));
    expect(ringsPath(encodeRings([[0]]), arcs)).toBe('M5,5L6,6L5,5Z');
  });
});
