import { readFile } from "node:fs/promises";
import path from "node:path";
import { readVinCsv } from "./vin-csv.ts";
import type { VinStore } from "./vin-store.ts";

/**
 * The demo VIN lists (decision 081): every `<list>.vins.csv` in the demo content folder, loaded once
 * into an empty VIN table, so the Software updates page answers for the demo VINs. Returns the count.
 */
export async function seedDemoVins(store: VinStore, directory: string, files: readonly string[]): Promise<number> {
  if (!(await store.isEmpty())) return 0;
  let count = 0;
  for (const file of files.filter((name) => name.endsWith(".vins.csv")).sort()) {
    const read = readVinCsv(await readFile(path.join(directory, file), "utf8"), { checkDigit: false });
    if (!read.ok) throw new Error(`${file} line ${read.issues[0]!.line}: ${read.issues[0]!.message}`);
    count += (await store.replace(file.slice(0, -".vins.csv".length), read.vins)).count;
  }
  return count;
}
