import { emitEditorConfig } from "./emit-editor.ts";
import { emitEntities } from "./emit-entities.ts";
import { formatFiles } from "./format.ts";
import { emitFastChecks } from "./emit-fast-check.ts";
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

  for (const [file, content] of emitValidators(set, pageSchema)) put(file, content);
  for (const [file, content] of emitFastChecks(set, pageSchema)) put(file, content);
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
  const imports = set.blocks
    .map((block) => {
      const name = validatorExportName(block.key);
      return [
        `import { validate as ${name} } from "./validators/${block.key}.ts";`,
        `import { applyDefaults as defaults_${name} } from "./validators/defaults/${block.key}.ts";`,
        `import { check as check_${name} } from "./validators/checks/${block.key}.ts";`,
      ].join("\n");
    })
    .join("\n");
  const map = (prefix: string): string =>
    set.blocks.map((block) => `  ${JSON.stringify(block.key)}: ${prefix}${validatorExportName(block.key)},`).join("\n");
  return `import type { BlockKey } from "./block-types.ts";
import { page } from "./validators/${PAGE_MODULE}.ts";
import { page as checkPage } from "./validators/checks/${PAGE_MODULE}.ts";
${imports}

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
export const validatePageDocument: CompiledValidator = page;

/**
 * The same schemas compiled to a yes/no answer only (no error details, first failure returns): the
 * fast path for documents that are valid, as nearly all saves are. Ask validatePageDocument for why.
 */
export const isValidPageDocument: (data: unknown) => boolean = checkPage;

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
${map("")}
};

/** Yes/no checks of one block's props (see isValidPageDocument). */
export const blockChecks: { readonly [K in BlockKey]: (data: unknown) => boolean } = {
${map("check_")}
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
${map("defaults_")}
};
`;
}
