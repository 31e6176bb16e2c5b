import type { IslandLoader } from "../../generated/registry/island-loaders.ts";
import { SHELL_PREFIX } from "./shell-prefix.ts";

/**
 * Interactive parts of the site shell and of non-CMS routes (the showroom's gallery and finance
 * calculator, ...): islands like interactive blocks, but registered here by name rather than generated
 * from block schemas. Their markers carry `shell:<name>`. Each entry is a lazy import, so a page loads
 * only the widgets it shows.
 */
const shellIslands: Readonly<Record<string, IslandLoader>> = {
  "showroom-gallery": { load: () => import("../site/showroom/gallery.tsx"), slotPaths: [] },
  "finance-calculator": { load: () => import("../site/showroom/finance-calculator.tsx"), slotPaths: [] },
  "form-link-dialog": {
    load: () => import("../site/shell/form-link-dialog.tsx").then((module) => ({ default: module.FormLinkDialog })),
    slotPaths: [],
  },
  "exit-popup": {
    load: () => import("../site/shell/exit-popup.tsx").then((module) => ({ default: module.ExitPopup })),
    slotPaths: [],
  },
  "popup-search": {
    load: () => import("../site/shell/popup-search.tsx").then((module) => ({ default: module.PopupSearch })),
    slotPaths: [],
  },
  "video-modal": {
    load: () => import("../site/shell/video-modal.tsx").then((module) => ({ default: module.VideoModal })),
    slotPaths: [],
  },
  "external-stock-probe": {
    load: () => import("../page/external-stock-probe.tsx").then((module) => ({ default: module.ExternalStockProbe })),
    slotPaths: [],
  },
};

export function islandLoaderFor(
  type: string,
  blockLoaders: Readonly<Record<string, IslandLoader>>,
): IslandLoader | undefined {
  return type.startsWith(SHELL_PREFIX) ? shellIslands[type.slice(SHELL_PREFIX.length)] : blockLoaders[type];
}
