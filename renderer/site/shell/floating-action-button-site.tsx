import { useContext } from "react";
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
 * the page has its own Floating action button block (that one wins, seed 001 section 4). Each page
 * render decides anew for its path, so it is recomputed on every navigation; plain HTML, no script.
 */
export function SiteFloatingActionButton({ config, path }: { config: StoredFloatingAction | null; path: string }) {
  const environment = useRenderEnvironment();
  const { locale } = useContext(UiStringsContext);
  const fab =
    environment.mode === "server" && !hasFloatingActionBlock(environment)
      ? resolveFloatingAction({ block: null, global: config }, path, locale)
      : null;
  useStylesheet(fab ? FLOATING_ACTION_STYLESHEET : undefined);
  return fab ? <FloatingActionButtonView fab={fab} /> : null;
}
