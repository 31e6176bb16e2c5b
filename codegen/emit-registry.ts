import { pascalCase } from "./json.ts";
import type { SchemaSet } from "./load.ts";

/** Static imports of every block component, for the server renderer, the editor and the CLIs. */
export function emitComponents(set: SchemaSet): string {
  const imports = set.blocks.map((block) => `import ${pascalCase(block.key)} from "../../${block.componentFile}";`);
  const entries = set.blocks.map((block) => `  ${JSON.stringify(block.key)}: ${pascalCase(block.key)},`);
  return `import type { ComponentType } from "react";
import type { BlockKey, BlockProps } from "../contracts/block-types.ts";
${imports.join("\n")}

export type BlockComponents = { readonly [K in BlockKey]: ComponentType<BlockProps<K>> };

export const blockComponents: BlockComponents = {
${entries.join("\n")}
};
`;
}

/** Lazy imports of the interactive blocks only: each becomes its own chunk of the islands bundle. */
export function emitIslandLoaders(set: SchemaSet): string {
  const interactive = set.blocks.filter((block) => block.meta.interactive);
  const entries = interactive.map(
    (block) =>
      `  ${JSON.stringify(block.key)}: {\n    load: () => import("../../${block.componentFile}"),\n    slotPaths: ${JSON.stringify(block.meta.slotPaths)},\n  },`,
  );
  return `import type { ComponentType } from "react";

export interface IslandLoader {
  load: () => Promise<{ default: ComponentType<never> }>;
  /** Slots the island receives as static placeholders (their HTML comes from the server). */
  slotPaths: readonly string[];
}

export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
${entries.join("\n")}
};
`;
}

/** Every shared UI some block declares, name -> stylesheet, in name order. */
function sharedUiOf(set: SchemaSet): Map<string, string> {
  const entries = set.blocks.flatMap((block) => block.sharedUi.map((ui) => [ui.name, ui.styleFile] as const));
  return new Map(entries.toSorted(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every stylesheet a block may need in one file, for the editor canvas (which may show any block, and
 * any modal or step of it): the shared UI's first, so a block's own rules win over them.
 */
export function emitBlockStyles(set: SchemaSet): string {
  const shared = [...sharedUiOf(set).values()].map((file) => `@import "../../${file}";`);
  const own = set.blocks
    .filter((block) => block.styleFile !== null)
    .map((block) => `@import "../../${block.styleFile}";`);
  return [...shared, ...own].join("\n").concat("\n");
}

/**
 * Block key -> its own stylesheet's source path (the name Vite's manifest gives it); shared UI name ->
 * its stylesheet; and block key -> every stylesheet a page showing the block loads: its own and those
 * of the shared UI it declares it can render (x-block.shared_ui), whether or not the server render drew
 * that UI (a modal, a later step). The site build makes each stylesheet its own hashed CSS file.
 */
export function emitBlockStyleFiles(set: SchemaSet): string {
  const own = set.blocks
    .filter((block) => block.styleFile !== null)
    .map((block) => `  ${JSON.stringify(block.key)}: ${JSON.stringify(block.styleFile)},`);
  const shared = [...sharedUiOf(set)].map(([name, file]) => `  ${JSON.stringify(name)}: ${JSON.stringify(file)},`);
  const all = set.blocks
    .map((block) => ({
      key: block.key,
      files: [...block.sharedUi.map((ui) => ui.styleFile), ...(block.styleFile === null ? [] : [block.styleFile])],
    }))
    .filter((block) => block.files.length > 0)
    .map((block) => `  ${JSON.stringify(block.key)}: ${JSON.stringify(block.files)},`);
  return `export const blockStyleFiles: Readonly<Record<string, string>> = {
${own.join("\n")}
};

export const sharedUiStyleFiles = {
${shared.join("\n")}
} as const;

export const blockStylesheets: Readonly<Record<string, readonly string[]>> = {
${all.join("\n")}
};
`;
}
