// The map's state outlines travel in a compact form (scripts/generate-us-states.mjs writes it, this module reads it):
// TopoJSON's idea of shared arcs, so a border between two states is stored once, with each arc's points as whole-pixel
// steps from the previous point, written as variable-length integers in URL-safe base-64 characters. 51 outlines
// take about a third of the bytes of the same outlines as SVG path text, gzip included.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A digit holds 5 bits of the number; its sixth bit says another digit follows. */
const MORE = 32;

/** Integers to text: zigzag (0, -1, 1, -2 … → 0, 1, 2, 3 …), then 5 bits per digit, low bits first. */
export function encodeIntegers(values: readonly number[]): string {
  let text = '';
  for (const value of values) {
    if (!Number.isInteger(value)) throw new Error(`not an integer: ${value}`);
    let rest = value < 0 ? -2 * value - 1 : 2 * value;
    do {
      const low = rest % MORE;
      rest = Math.floor(rest / MORE);
      text += DIGITS[rest > 0 ? low + MORE : low];
    } while (rest > 0);
  }
  return text;
}

/** The inverse of encodeIntegers. */
export function decodeIntegers(text: string): number[] {
  const values: number[] = [];
  let rest = 0;
  let scale = 1;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    if (digit < 0) throw new Error(`not a shape digit: ${char}`);
    rest += (digit % MORE) * scale;
    scale *= MORE;
    if (digit < MORE) {
      values.push(rest % 2 ? -(rest + 1) / 2 : rest / 2);
      rest = 0;
      scale = 1;
    }
  }
  return values;
}

type Point = readonly [number, number];

/** Arcs as written: per arc its point count, its first point, then each next point as a step from the one before. */
export function encodeArcs(arcs: readonly (readonly Point[])[]): string {
  const values: number[] = [];
  for (const arc of arcs) {
    values.push(arc.length);
    arc.forEach(([x, y], i) => (i === 0 ? values.push(x, y) : values.push(x - arc[i - 1][0], y - arc[i - 1][1])));
  }
  return encodeIntegers(values);
}

export function decodeArcs(text: string): Point[][] {
  const values = decodeIntegers(text);
  const arcs: Point[][] = [];
  for (let i = 0; i < values.length; ) {
    const count = values[i++];
    const arc: Point[] = [];
    let x = 0;
    let y = 0;
    for (let k = 0; k < count; k++) {
      x = k === 0 ? values[i++] : x + values[i++];
      y = k === 0 ? values[i++] : y + values[i++];
      arc.push([x, y]);
    }
    arcs.push(arc);
  }
  return arcs;
}

/** A state's rings as written: per ring its arc count, then its arcs' indices (~index: the arc walked backwards). */
export function encodeRings(rings: readonly (readonly number[])[]): string {
  return encodeIntegers(rings.flatMap((ring) => [ring.length, ...ring]));
}

/**
 * The SVG path of a state's rings, drawn as d3-geo's path draws the same rings from TopoJSON (topojson-client's
 * feature: consecutive arcs share their joining point; a ring of under four points repeats its first; the closing
 * point becomes Z).
 */
export function ringsPath(rings: string, arcs: readonly (readonly Point[])[]): string {
  const values = decodeIntegers(rings);
  let d = '';
  for (let i = 0; i < values.length; ) {
    const count = values[i++];
    const points: Point[] = [];
    for (let k = 0; k < count; k++) {
      const index = values[i++];
      const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
      if (points.length) points.pop();
      points.push(...arc);
    }
    while (points.length < 4) points.push(points[0]);
    d += points
      .slice(0, -1)
      .map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${x},${y}`)
      .join('');
    d += 'Z';
  }
  return d;
}
