import { emitEditorConfig } from "./emit-editor.ts";
import { emitDatabase, emitEntities, emitEntityTypes } from "./emit-entities.ts";
import { emitSettings } from "./emit-settings.ts";
import { formatFiles } from "./format.ts";
import { computeInsertDefaults, emitMeta } from "./emit-meta.ts";
import { emitBlockStyleFiles, emitBlockStyles, emitComponents, emitIslandLoaders } from "./emit-registry.ts";
import { TYPES_EPILOGUE, emitTypes } from "./emit-types.ts";
import { PAGE_MODULE, emitValidators, validatorExportName } from "./emit-validators.ts";
import { stableJson } from "./json.ts";
import { loadSchemas, type SchemaSet } from "./load.ts";
import { checkMigrations, emitMigrations } from "./migrations.ts";
import { withBanner } from "./output.ts";
import { buildPageDocumentSchema } from "./page-schema.ts";

/** Everything codegen writes, keyed by path below generated/. Pure: same input, same bytes. */
export async function generate(set: SchemaSet = loadSchemas()): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const put = (file: string, content: string): void => {
    files.set(file, withBanner(file, content));
  };
  const pageSchema = buildPageDocumentSchema(set);

  put("contracts/schemas/page-document.schema.json", stableJson(pageSchema));
  for (const block of set.blocks) put(`contracts/schemas/blocks/${block.key}.schema.json`, stableJson(block.schema));

  const types = await emitTypes(set);
  put(
    "contracts/block-types.ts",
    `import type { CSSProperties, ElementType, ReactNode } from "react";\n\n${types}${TYPES_EPILOGUE}`,
  );
  put("contracts/block-meta.ts", emitMeta(set, computeInsertDefaults(set)));

  const validators = emitValidators(set, pageSchema);
  put("contracts/validators.ts", validatorsModule(set));

  const editor = emitEditorConfig(set);
  put("contracts/editor-fields.ts", editor.fields);
  put("contracts/inspector-hints.ts", editor.hints);

  put("registry/block-components.ts", emitComponents(set));
  put("registry/island-loaders.ts", emitIslandLoaders(set));
  put("registry/block-styles.css", emitBlockStyles(set));
  await checkMigrations(set);
  put("registry/block-migrations.ts", emitMigrations(set));
  put("registry/block-style-files.ts", emitBlockStyleFiles(set));
  for (const [file, content] of await emitEntities()) put(file, content);
  put("contracts/database.ts", emitDatabase());
  put("contracts/entity-types.ts", emitEntityTypes());
  put("contracts/settings.ts", emitSettings());
  const formatted = await formatFiles(files);
  // The compiled validators are read by machines only: written as ajv emits them, not formatted.
  for (const [file, content] of validators) formatted.set(file, withBanner(file, content));
  return formatted;
}

function validatorsModule(set: SchemaSet): string {
  const imports = set.blocks
    .map((block) => `import { validate as ${validatorExportName(block.key)} } from "./validators/${block.key}.js";`)
    .join("\n");
  const map = set.blocks
    .map((block) => `  ${JSON.stringify(block.key)}: ${validatorExportName(block.key)},`)
    .join("\n");
  const appliers = set.blocks
    .map(
      (block) => `  ${JSON.stringify(block.key)}: (props) => fillDefaults(${validatorExportName(block.key)}, props),`,
    )
    .join("\n");
  return `import type { BlockKey } from "./block-types.ts";
import { page } from "./validators/${PAGE_MODULE}.js";
import { fillDefaults, type CompiledValidator } from "./validators/runtime.js";
${imports}

export type { CompiledValidator, SchemaIssue } from "./validators/runtime.js";

/** Validates a whole page document, nested slots included. */
export const validatePageDocument: CompiledValidator = page;

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
${map}
};

/**
 * Fills in missing defaults of one block's props, in place, nested blocks included: the block's
 * validator run with defaults switched on (its answer is not the point; ask blockValidators).
 */
export const defaultAppliers: { readonly [K in BlockKey]: (props: unknown) => void } = {
${appliers}
};
`;
}
