import fs from 'node:fs';

/** One measured figure, as `npm run bench` writes it into BENCHMARKS.md. */
export interface Figure {
  /** What was measured, e.g. "title detail, 2 API processes". */
  name: string;
  /** The figure as it should read, e.g. "4,210 req/s, p50 9 ms, p99 41 ms". */
  value: string;
  /** The goal it is measured against; absent for figures reported for comparison only. */
  goal?: string;
  met?: boolean;
}

/**
 * Hands a figure to `npm run bench` (bench/run-all.ts), which names a file per benchmark in
 * BENCH_FIGURES_FILE; run on its own, a benchmark only prints.
 */
export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_FIGURES_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** 12345.6 → "12,346" */
export const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
