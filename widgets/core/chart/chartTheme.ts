/** nivo theme matching the UI kit (nivo draws SVG, so plain colours rather than CSS variables). */
export const chartTheme = {
  text: { fontSize: 11, fill: '#4b5563', fontFamily: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  axis: {
    domain: { line: { stroke: '#d1d5db', strokeWidth: 1 } },
    ticks: { line: { stroke: '#d1d5db', strokeWidth: 1 }, text: { fontSize: 11, fill: '#4b5563' } },
    legend: { text: { fontSize: 12, fill: '#374151', fontWeight: 600 } },
  },
  grid: { line: { stroke: '#eef0f3', strokeWidth: 1 } },
  crosshair: { line: { stroke: '#6b7280', strokeWidth: 1, strokeOpacity: 0.6 } },
};

/** About `max` evenly spaced categories (always the first and the last) so axis labels never collide. */
export function everyNth<T>(values: readonly T[], max: number): T[] {
  if (values.length <= max) return [...values];
  const step = Math.ceil((values.length - 1) / (max - 1));
  const picked = values.filter((_, i) => i % step === 0);
  const last = values[values.length - 1];
  if (picked[picked.length - 1] !== last) {
    // Drop the previous tick if it would sit too close to the last one.
    if ((values.length - 1) % step < step / 2) picked.pop();
    picked.push(last);
  }
  return picked;
}
