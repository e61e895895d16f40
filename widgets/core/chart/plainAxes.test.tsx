import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainAxes, plainGridY, scaleTicks } from './plainAxes';

/** Scales shaped as d3's: a linear one with ticks, a band one with a bandwidth. */
const linear = Object.assign((v: number) => 100 - v * 10, { ticks: (count = 10) => Array.from({ length: count + 1 }, (_, i) => i), domain: () => [0, 10] });
const band = Object.assign((v: string) => ['a', 'b', 'c'].indexOf(v) * 30, { domain: () => ['a', 'b', 'c'], bandwidth: () => 11, round: () => true });

describe('scaleTicks (the plain axes and grid)', () => {
  it('takes given values, a count of a linear scale\'s ticks, or a band scale\'s domain at each band\'s centre', () => {
    expect(scaleTicks(band, ['b'])).toEqual([{ value: 'b', at: 36 }]);
    expect(scaleTicks(linear, 2).map((t) => t.value)).toEqual([0, 1, 2]);
    expect(scaleTicks(linear).length).toBe(11);
    expect(scaleTicks(band).map((t) => t.at)).toEqual([6, 36, 66]);
  });
});

describe('plainAxes and plainGridY', () => {
  const props = { xScale: band, yScale: linear, innerWidth: 300, innerHeight: 100 };
  it('draw formatted ticks, legends and one grid line per y tick', () => {
    const Axes = plainAxes({ bottom: { legend: 'Month', legendOffset: 40 }, left: { tickValues: 2, format: (v: number) => `$${v}`, legend: 'Price', legendOffset: -50 } });
    const Grid = plainGridY(2);
    const { container } = render(<svg><Grid {...props} /><Axes {...props} /></svg>);
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['a', 'b', 'c', 'Month', '$0', '$1', '$2', 'Price']);
    const gridLines = container.querySelectorAll('svg > g:first-child > line');
    expect([...gridLines].map((l) => l.getAttribute('y1'))).toEqual(['100', '90', '80']);
    // The left axis's legend is turned and centred on the plot's height.
    expect([...container.querySelectorAll('text')].at(-1)?.getAttribute('transform')).toBe('translate(-50, 50) rotate(-90)');
  });
});
