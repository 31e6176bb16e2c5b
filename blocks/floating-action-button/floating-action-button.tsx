import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { resolveFloatingAction, type StoredFloatingAction } from "../../model/overlays/index.ts";
import {
  FloatingActionButtonView,
  useFloatingActionBlockRecord,
  usePageRuleFacts,
  usePageUrl,
  useRenderEnvironment,
} from "../../renderer/primitives/index.ts";

/** The block's props as the floating action state: an item's rule, else its brands as the url_brands rule. */
function storedFrom(props: BlockProps<"floating-action-button">): StoredFloatingAction {
  return {
    items: props.items.map((item) => ({
      link: {
        url: item.link.url,
        link_text: item.link.link_text,
        target: item.link.target,
        type: item.link.type,
        form_id: item.link.form_id,
      },
      icon: item.icon,
      dc_strategy:
        item.dc_strategy ??
        (item.brands?.trim() ? { key: "url_brands", value: item.brands, fallback: item.brands_fallback } : undefined),
    })),
    is_quick_links: props.is_quick_links,
    quick_links_label: props.quick_links_label,
    mobile_button_label: props.mobile_button_label,
    is_secondary: props.is_secondary,
    reversed: props.reversed,
    is_fab_disabled: props.is_fab_disabled,
  };
}

/** This page's floating action button: it replaces the site-wide one (even when it hides it). */
export default function FloatingActionButton(props: BlockProps<"floating-action-button">) {
  useFloatingActionBlockRecord();
  const environment = useRenderEnvironment();
  const facts = usePageRuleFacts(usePageUrl().pathname);
  const fab = resolveFloatingAction({ block: storedFrom(props), global: null }, facts);
  const editor = environment.mode === "editor";
  if (!fab) {
    return editor ? (
      <p className="fc-fab-note">Floating action button: hidden on this page (no items shown here).</p>
    ) : null;
  }
  return <FloatingActionButtonView fab={fab} inline={editor} />;
}
