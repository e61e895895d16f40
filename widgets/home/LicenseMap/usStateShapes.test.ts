import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { US_STATE_SHAPES } from './usStateShapes';

describe('US state shapes', () => {
  it('are the generator output of the pinned us-atlas (nobody edited the file by hand)', () => {
    // Throws (exit 1) when the committed file differs from what the generator writes now.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-us-states.mjs', '--check'], { stdio: 'pipe' });
  }, 30_000);

  it('hold the 50 states and DC, each once, each inside the 975 × 610 frame', () => {
    const codes = US_STATE_SHAPES.map((s) => s.code);
    expect(new Set(codes).size).toBe(51);
    for (const shape of US_STATE_SHAPES) {
      expect(shape.d).toMatch(/^M[\d,LMZ-]+Z$/);
      expect(shape.x).toBeGreaterThanOrEqual(0);
      expect(shape.x).toBeLessThanOrEqual(975);
      expect(shape.y).toBeGreaterThanOrEqual(0);
      expect(shape.y).toBeLessThanOrEqual(610);
    }
  });
});
