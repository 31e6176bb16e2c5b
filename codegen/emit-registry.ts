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

/** Every block's stylesheet in one file, for the editor canvas (which may show any block). */
export function emitBlockStyles(set: SchemaSet): string {
  return set.blocks
    .filter((block) => block.styleFile !== null)
    .map((block) => `@import "../../${block.styleFile}";`)
    .join("\n")
    .concat("\n");
}

/**
 * Block key -> its stylesheet's source path (the name Vite's manifest gives it). The site build makes
 * each its own hashed CSS file, and a page links only those of the blocks it shows.
 */
export function emitBlockStyleFiles(set: SchemaSet): string {
  const entries = set.blocks
    .filter((block) => block.styleFile !== null)
    .map((block) => `  ${JSON.stringify(block.key)}: ${JSON.stringify(block.styleFile)},`);
  return `export const blockStyleFiles: Readonly<Record<string, string>> = {
${entries.join("\n")}
};
`;
}
