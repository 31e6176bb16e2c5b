/** Site overlays: the exit popup and the floating action button (framework-free). */
export {
  floatingActionRuleKeys,
  resolveFloatingAction,
  type FloatingAction,
  type FloatingActionFacts,
  type StoredFloatingAction,
} from "./floating-action.ts";
export {
  exitPopupFor,
  exitPopupMatcher,
  exitPopupSettings,
  type ExitPopup,
  type StoredExitPopup,
} from "./exit-popup.ts";
