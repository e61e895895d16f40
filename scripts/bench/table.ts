// Percentiles and the figure-beside-goal tables every section prints.

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** One line of a section: a figure beside its goal (the goal may be empty where the issue sets none). */
export interface Row {
  what: string;
  figure: string;
  goal?: string;
}

/** Prints a section as a table: what, measured, goal. No pass/fail: the figures speak. */
export function printTable(title: string, rows: Row[], note?: string): void {
  const w0 = Math.max(4, ...rows.map((r) => r.what.length));
  const w1 = Math.max(8, ...rows.map((r) => r.figure.length));
  console.log(`\n${title}`);
  if (note) console.log(`  ${note}`);
  console.log(`  ${'what'.padEnd(w0)} | ${'measured'.padEnd(w1)} | goal`);
  console.log(`  ${'-'.repeat(w0)}-|-${'-'.repeat(w1)}-|-${'-'.repeat(20)}`);
  for (const r of rows) console.log(`  ${r.what.padEnd(w0)} | ${r.figure.padEnd(w1)} | ${r.goal ?? ''}`);
}
