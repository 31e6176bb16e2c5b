import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { valuesAt } from "../../model/page-document/field-paths.ts";
import { seedDemoForms } from "../../services/forms/demo-forms.ts";
import type { TestApp } from "./app.ts";

/**
 * Stores the items that blocks' default props name (the demo's forms and VIN lists), so a page built
 * from block defaults passes the pages API's check that every reference exists (decision 132).
 */
export async function storeDefaultReferences(testApp: TestApp): Promise<void> {
  await seedDemoForms(testApp.services.forms.store);
  const lists = new Set<string>();
  for (const type of blockKeys) {
    const props = structuredClone(blockMeta[type].insertDefaults) as Record<string, unknown>;
    defaultAppliers[type](props);
    for (const { path, kind } of blockMeta[type].refPaths)
      for (const { holder, key } of valuesAt(props, path))
        if (kind === "vin-list" && typeof holder[key] === "string" && holder[key] !== "") lists.add(holder[key]);
  }
  if (lists.size === 0) return;
  const created_at = new Date().toISOString();
  await testApp.database.handle.db
    .insertInto("vins")
    .values([...lists].map((list) => ({ list, vin: "SALGA2BE8LA000001", created_at })))
    .execute();
}
