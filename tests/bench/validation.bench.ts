import { countBlocks } from "../../model/page-document/walk.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { buildPage } from "./page-builder.ts";
import { measure, printTable } from "./measure.ts";

/** Whole-page validation (schema + unique ids), as every save and publish runs it. Target: 50 blocks <= 20 us. */
export function runValidationBench(): Record<string, number> {
  const rows: string[][] = [];
  const figures: Record<string, number> = {};
  for (const count of [50, 500]) {
    const page = buildPage(count);
    const result = validatePage(page);
    if (!result.valid) throw new Error(`benchmark page is invalid: ${JSON.stringify(result.issues.slice(0, 3))}`);
    const { median, p95 } = measure(() => validatePage(page), { minSeconds: 2 });
    figures[`validate_${count}_us`] = median * 1000;
    rows.push([
      `${count} top-level (${countBlocks(page)} in all)`,
      (median * 1000).toFixed(2),
      (p95 * 1000).toFixed(2),
      ((median * 1000) / countBlocks(page)).toFixed(3),
    ]);
  }
  printTable("Whole-page validation", ["page", "median us", "p95 us", "us per block"], rows);
  const fifty = figures.validate_50_us ?? Infinity;
  console.log(`target: 50-block page <= 20 us -> ${fifty.toFixed(2)} us (${(20 / fifty).toFixed(1)}x headroom)\n`);
  return figures;
}
