import { ShellIsland } from "../../islands/shell-island.tsx";
import { useStylesheet } from "../../page/render-environment.ts";
import { PopupSearch, SearchLink } from "./popup-search.tsx";

/** The popup search panel's and the video modal's styles (not part of the shell's site.css). */
const OVERLAYS_STYLESHEET = "renderer/site/styles/overlays.css";

/**
 * The header's search entry: with search.popup.enabled a small island (a link to /search until it
 * hydrates, then a button opening the popup search); without it a plain link, and no script.
 */
export function HeaderSearch({ popup }: { popup: boolean }) {
  useStylesheet(popup ? OVERLAYS_STYLESHEET : undefined);
  if (!popup) return <SearchLink />;
  // Loaded at the visitor's first interaction (decision 191); until then the link goes to /search.
  return <ShellIsland name="popup-search" id="popup-search" component={PopupSearch} props={{}} hydrate="interaction" />;
}
