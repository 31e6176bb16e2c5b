// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

export type HydrationStrategy = "load" | "idle" | "visible";

/** A block template's metadata (seed 002 section 1), read by the renderer, the editor and the tests. */
export interface BlockMeta {
  key: BlockKey;
  name: string;
  description: string;
  short_description: string;
  group: string;
  priority: number;
  thumbnail: string | null;
  /** Interactive blocks ship and hydrate JavaScript on the public site; others ship none. */
  interactive: boolean;
  hydrate: HydrationStrategy;
  /** Whether the block has the leading `block_scroll_id` field. */
  scrollTarget: boolean;
  /** Repeatable field groups (array properties) with their maximum. */
  fieldGroups: readonly { property: string; max: number | null }[];
  /** Where nested blocks live in the props, e.g. `content` or `tabs[].content`. */
  slotPaths: readonly string[];
  /** Rich-text (HTML) fields; normalisation sanitises them. */
  htmlPaths: readonly string[];
  /** Props of a freshly inserted block. */
  insertDefaults: Readonly<Record<string, unknown>>;
}

export const blockMeta: { readonly [K in BlockKey]: BlockMeta & { key: K } } = {
  "quote": {
    "key": "quote",
    "name": "Quote",
    "description": "A pull quote with its author and the author's position, aligned left, centre or right.",
    "short_description": "A quotation with attribution",
    "group": "Content",
    "priority": 40,
    "thumbnail": "quote.svg",
    "interactive": false,
    "hydrate": "load",
    "scrollTarget": true,
    "fieldGroups": [],
    "slotPaths": [],
    "htmlPaths": [],
    "insertDefaults": {
      "quote": "Driving it is a sense of occasion every single time.",
      "author": "Alex Morgan",
      "author_position": "Owner since 2021",
      "block_scroll_id": "",
      "alignment": "center",
      "box_color": "light-theme",
      "padding": "normal"
    }
  },
};

/** Every block key, in a stable order. */
export const blockKeys = Object.keys(blockMeta) as BlockKey[];

export function isBlockKey(value: string): value is BlockKey {
  return Object.hasOwn(blockMeta, value);
}
