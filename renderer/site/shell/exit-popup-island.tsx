import { useContext } from "react";
import { exitPopupFor, type ExitPopup as ExitPopupSettings } from "../../../model/overlays/index.ts";
import { UiStringsContext } from "../../primitives/ui-text.tsx";
import { ShellIsland } from "../../islands/shell-island.tsx";
import { ExitPopup } from "./exit-popup.tsx";

/** The exit popup in the shell: nothing (no markup, no script) unless exit_popup.config is set. */
export function ExitPopupIsland({ popup }: { popup: ExitPopupSettings | null }) {
  const { locale } = useContext(UiStringsContext);
  if (!popup) return null;
  return (
    <ShellIsland
      name="exit-popup"
      id="exit-popup"
      component={ExitPopup}
      props={{ popup: exitPopupFor(popup, locale) }}
      // It only acts on a link click: loaded at the visitor's first interaction (decision 191), a click
      // made before it is ready is held for it.
      hydrate="interaction"
    />
  );
}
