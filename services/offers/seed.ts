import { readFile } from "node:fs/promises";
import path from "node:path";
import { checkOffer } from "./offer-validation.ts";
import type { OffersService } from "./offers-service.ts";

/**
 * The demo offers (`*.offers.json` beside the demo pages, each an array like the remote feed), loaded
 * once into an empty offers table so the /offers demo page lists them. Returns the count.
 */
export async function seedDemoOffers(
  offers: OffersService,
  directory: string,
  files: readonly string[],
): Promise<number> {
  if (!(await offers.store.isEmpty())) return 0;
  const valid = [];
  for (const file of files.filter((name) => name.endsWith(".offers.json")).sort()) {
    const items = JSON.parse(await readFile(path.join(directory, file), "utf8")) as unknown[];
    for (const [index, item] of items.entries()) {
      const checked = checkOffer(item);
      if (!checked.ok)
        throw new Error(`${file} item ${index}: ${checked.issues[0]!.pointer} ${checked.issues[0]!.message}`);
      valid.push(checked.offer);
    }
  }
  return offers.store.upsertMany(valid, "demo");
}
