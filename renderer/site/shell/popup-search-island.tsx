import { ShellIsland } from "../../islands/shell-island.tsx";
import { PopupSearch, SearchLink } from "./popup-search.tsx";

/**
 * The header's search entry: with search.popup.enabled a small island (a link to /search until it
 * hydrates, then a button opening the popup search); without it a plain link, and no script.
 */
export function HeaderSearch({ popup }: { popup: boolean }) {
  if (!popup) return <SearchLink />;
  return <ShellIsland name="popup-search" id="popup-search" component={PopupSearch} props={{}} hydrate="idle" />;
}
