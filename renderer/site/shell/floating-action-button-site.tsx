import { useContext } from "react";
import { useMatches } from "react-router";
import type { PageVisibility } from "../../page/visibility.ts";
import { ruleFactsOf } from "../../primitives/page-rule-facts.ts";
import { resolveFloatingAction, type StoredFloatingAction } from "../../../model/overlays/index.ts";
import { UiStringsContext } from "../../primitives/ui-text.tsx";
import { useRenderEnvironment, useStylesheet } from "../../page/render-environment.ts";
import {
  FLOATING_ACTION_STYLESHEET,
  FloatingActionButtonView,
  hasFloatingActionBlock,
} from "../../primitives/floating-action-button.tsx";

/**
 * The site-wide floating action button (floating_action_button.config), after the page: not drawn when
 * the page has its own Floating action button block (that one wins). Each page
 * render decides anew for its path, so it is recomputed on every navigation; plain HTML, no script.
 */
export function SiteFloatingActionButton({ config, path }: { config: StoredFloatingAction | null; path: string }) {
  const environment = useRenderEnvironment();
  const { locale } = useContext(UiStringsContext);
  // The page's facts (active offers, stock lists) from its loader, when it is a CMS page that read them.
  const visibility =
    useMatches()
      .map((match) => (match.data as { visibility?: PageVisibility } | undefined)?.visibility)
      .find((candidate) => candidate !== undefined) ?? null;
  const fab =
    environment.mode === "server" && !hasFloatingActionBlock(environment)
      ? resolveFloatingAction({ block: null, global: config }, ruleFactsOf(visibility, path), locale)
      : null;
  useStylesheet(fab ? FLOATING_ACTION_STYLESHEET : undefined);
  return fab ? <FloatingActionButtonView fab={fab} /> : null;
}
