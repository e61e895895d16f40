import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { US_STATE_SHAPES } from './usStateShapes';
// @ts-expect-error: a plain .mjs script without types
import { absolutePath, relativePath } from '../../../scripts/generate-us-states.mjs';

describe('US state shapes', () => {
  it('are the generator output of the pinned us-atlas (nobody edited the file by hand)', () => {
    // Throws (exit 1) when the committed file differs from what the generator writes now.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-us-states.mjs', '--check'], { stdio: 'pipe' });
  }, 30_000);

  it('hold the 50 states and DC, each once, each inside the 975 × 610 frame', () => {
    const codes = US_STATE_SHAPES.map((s) => s.code);
    expect(new Set(codes).size).toBe(51);
    for (const shape of US_STATE_SHAPES) {
      // Rings of relative steps: 'M x,y l dx dy dx dy … z', a space or a minus sign between numbers.
      expect(shape.d).toMatch(/^(M-?\d+,-?\d+l-?\d+(?:[ -]\d+)+z)+$/);
      expect(shape.x).toBeGreaterThanOrEqual(0);
      expect(shape.x).toBeLessThanOrEqual(975);
      expect(shape.y).toBeGreaterThanOrEqual(0);
      expect(shape.y).toBeLessThanOrEqual(610);
    }
  });
});

describe('relative paths (scripts/generate-us-states.mjs)', () => {
  it('write each ring as steps from the point before, separated by a space or a minus sign', () => {
    expect(relativePath('M10,20L12,18L12,30L0,30Z')).toBe('M10,20l2-2 0 12-12 0z');
    expect(relativePath('M1,1L2,2L3,1ZM5,5L4,4L6,4Z')).toBe('M1,1l1 1 1-1zM5,5l-1-1 2 0z');
  });

  it("draw exactly d3-geo's points: absolutePath reads them back", () => {
    expect(absolutePath('M10,20l2-2 0 12-12 0z')).toBe('M10,20L12,18L12,30L0,30Z');
    for (const shape of US_STATE_SHAPES) expect(relativePath(absolutePath(shape.d))).toBe(shape.d);
  });
});
