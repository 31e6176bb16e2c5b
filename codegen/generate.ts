import { emitEditorConfig } from "./emit-editor.ts";
import { emitEntities } from "./emit-entities.ts";
import { formatFiles } from "./format.ts";
import { emitFastChecks } from "./emit-fast-check.ts";
import { computeInsertDefaults, emitMeta } from "./emit-meta.ts";
import { emitBlockStyleFiles, emitBlockStyles, emitComponents, emitIslandLoaders } from "./emit-registry.ts";
import { TYPES_EPILOGUE, emitTypes } from "./emit-types.ts";
import { emitDefaultAppliers, emitValidators, validatorExportName } from "./emit-validators.ts";
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

  put("contracts/validators/compiled-validators.js", emitValidators(set, pageSchema));
  put("contracts/validators/default-appliers.js", emitDefaultAppliers(set));
  const names = ["page", ...set.blocks.map((block) => validatorExportName(block.key))];
  const declarations = (list: string[]): string =>
    `import type { CompiledValidator } from "../validators.ts";\n\n${list.map((name) => `export declare const ${name}: CompiledValidator;`).join("\n")}\n`;
  put("contracts/validators/compiled-validators.d.ts", declarations(names));
  put("contracts/validators/default-appliers.d.ts", declarations(names.slice(1)));
  put("contracts/validators/fast-checks.js", emitFastChecks(set, pageSchema));
  put(
    "contracts/validators/fast-checks.d.ts",
    `${names.map((name) => `export declare const ${name}: (data: unknown) => boolean;`).join("\n")}\n`,
  );
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
  return formatFiles(files);
}

function validatorsModule(set: SchemaSet): string {
  const map = (module: string): string =>
    set.blocks
      .map((block) => `  ${JSON.stringify(block.key)}: ${module}.${validatorExportName(block.key)},`)
      .join("\n");
  return `import type { BlockKey } from "./block-types.ts";
import * as compiled from "./validators/compiled-validators.js";
import * as defaults from "./validators/default-appliers.js";
import * as fast from "./validators/fast-checks.js";

/** One ajv error as the compiled validators report it. */
export interface SchemaIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaIssue[] | null;
}

/** Validates a whole page document, nested slots included. */
export const validatePageDocument: CompiledValidator = compiled.page;

/**
 * The same schemas compiled to a yes/no answer only (no error details, first failure returns): the
 * fast path for documents that are valid, as nearly all saves are. Ask validatePageDocument for why.
 */
export const isValidPageDocument: (data: unknown) => boolean = fast.page;

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
${map("compiled")}
};

/** Yes/no checks of one block's props (see isValidPageDocument). */
export const blockChecks: { readonly [K in BlockKey]: (data: unknown) => boolean } = {
${map("fast")}
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
${map("defaults")}
};
`;
}
