// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ComponentType } from "react";

export interface IslandLoader {
  load: () => Promise<{ default: ComponentType<never> }>;
  /** Slots the island receives as static placeholders (their HTML comes from the server). */
  slotPaths: readonly string[];
}

export const islandLoaders: Readonly<Record<string, IslandLoader>> = {
  "inpage-navigation": {
    load: () => import("../../blocks/inpage-navigation/inpage-navigation.tsx"),
    slotPaths: [],
  },
  "tabs": {
    load: () => import("../../blocks/tabs/tabs.tsx"),
    slotPaths: ["tabs[].content"],
  },
};
