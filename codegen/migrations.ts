import path from "node:path";
import { pathToFileURL } from "node:url";
import { pascalCase } from "./json.ts";
import { CodegenError, type SchemaSet } from "./load.ts";
import { ROOT } from "./paths.ts";

/**
 * A block at version n ships exactly n - 1 migrations (decision 019): `blocks/<key>/migrations.ts`
 * default-exports an ordered array of functions, index 0 migrating version 1 to 2. Checked by loading
 * the modules (they are pure functions with type-only imports), so a missing or extra step is a
 * codegen error instead of a page that fails to load.
 */
export async function checkMigrations(set: SchemaSet): Promise<void> {
  for (const block of set.blocks) {
    const { version } = block.meta;
    const expected = version - 1;
    if (block.migrationsFile === null) {
      if (expected === 0) continue;
      throw new CodegenError(
        `${block.folder}: x-block.version is ${version}, so add ${block.folder}/migrations.ts default-exporting ${expected} migration${expected === 1 ? "" : "s"} (index 0 migrates version 1 to 2)`,
      );
    }
    const module = (await import(pathToFileURL(path.join(ROOT, block.migrationsFile)).href)) as { default?: unknown };
    const steps = module.default;
    if (!Array.isArray(steps) || !steps.every((step) => typeof step === "function")) {
      throw new CodegenError(
        `${block.migrationsFile}: must default-export an array of migration functions (props => props), index 0 migrating version 1 to 2`,
      );
    }
    if (steps.length !== expected) {
      throw new CodegenError(
        `${block.migrationsFile}: x-block.version is ${version}, so it must hold exactly ${expected} migration${expected === 1 ? "" : "s"} (one per version step), not ${steps.length}; raise x-block.version with each migration you add`,
      );
    }
  }
}

/** The migrations index: after blocks in the layers, so the model receives it from the composition roots. */
export function emitMigrations(set: SchemaSet): string {
  const versioned = set.blocks.filter((block) => block.migrationsFile !== null);
  const name = (key: string): string =>
    `${pascalCase(key).charAt(0).toLowerCase()}${pascalCase(key).slice(1)}Migrations`;
  const imports = versioned.map((block) => `import ${name(block.key)} from "../../${block.migrationsFile}";`);
  const entries = versioned.map((block) => `    ${JSON.stringify(block.key)}: ${name(block.key)},`);
  return `import { currentBlockVersions } from "../contracts/block-meta.ts";
${imports.join("\n")}

/**
 * Today's block versions with every block's ordered migrations (blocks/<key>/migrations.ts), for
 * migratePage (model/page-document/migrate.ts). Composition roots hand it to the page store and the CLIs.
 */
export const blockMigrations = {
  versions: currentBlockVersions,
  migrations: {${entries.length > 0 ? `\n${entries.join("\n")}\n  ` : ""}},
};
`;
}
