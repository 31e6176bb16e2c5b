import { useContext } from "react";
import type { FloatingActionFacts } from "../../model/overlays/index.ts";
import { PageVisibilityContext, type PageVisibility } from "../page/visibility.ts";

/**
 * What the server decides dynamic-content rules with for this page (the path, the active offers and
 * the stock lists the page's rules need), for rules that are not a block's own: the floating action
 * button's items. Without the page's facts (the editor, a page with no such rule), the path alone.
 */
export function ruleFactsOf(visibility: PageVisibility | null, path: string): FloatingActionFacts {
  if (!visibility) return { path, offers: [], lists: null };
  const lists = visibility.lists
    ? new Map(Object.entries(visibility.lists).map(([name, values]) => [name, new Set(values)]))
    : null;
  return { path: visibility.path, offers: visibility.offers, lists };
}

export function usePageRuleFacts(path: string): FloatingActionFacts {
  return ruleFactsOf(useContext(PageVisibilityContext), path);
}
