/** Site overlays: the exit popup and the floating action button (framework-free). */
export {
  brandFromPath,
  matchesUrlBrands,
  normaliseBrand,
  resolveFloatingAction,
  type FloatingAction,
  type FloatingActionItem,
  type StoredFloatingAction,
  type StoredFloatingActionItem,
} from "./floating-action.ts";
export { exitPopupMatcher, exitPopupSettings, type ExitPopup, type StoredExitPopup } from "./exit-popup.ts";
