/**
 * Times `run` in batches until at least `minSeconds` have passed; returns per-call milliseconds.
 * Batching keeps timer resolution out of microsecond figures.
 */
export function measure(
  run: () => unknown,
  { minSeconds = 1, warmup = 2000 } = {},
): { median: number; p95: number; calls: number } {
  for (let i = 0; i < warmup; i++) run();
  const batch = 100;
  const samples: number[] = [];
  const deadline = performance.now() + minSeconds * 1000;
  while (performance.now() < deadline || samples.length < 20) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) run();
    samples.push((performance.now() - start) / batch);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
    calls: samples.length * batch,
  };
}

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

export async function measureAsync(
  run: () => Promise<unknown>,
  { minSeconds = 1, warmup = 300 } = {},
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  const deadline = performance.now() + minSeconds * 1000;
  while (performance.now() < deadline || samples.length < 50) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

/** The value below which the fraction `p` of `values` lies (nearest rank; `values` is not reordered). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}
