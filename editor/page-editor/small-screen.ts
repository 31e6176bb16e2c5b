import { createContext, useSyncExternalStore } from "react";

/** Puck's own breakpoint: below it the right sidebar gives way to the "Fields" tab of the plugin panel. */
const SMALL_SCREEN = "(max-width: 637px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(SMALL_SCREEN).matches);
}

/** True inside the plugin panel's "Fields" tab, false in the right sidebar. */
export const InFieldsTab = createContext(false);
