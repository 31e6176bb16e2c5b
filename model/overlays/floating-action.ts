import { decideOnServer, type DynamicContentFacts, type DynamicContentRule } from "../dynamic-content/engine.ts";
import { forLocale } from "./locale-texts.ts";

/**
 * The floating action button / quick links: items from a page's Floating action button block, else
 * from the admin's floating_action_button.config setting; shown only with items and not disabled.
 * Each item may carry a dynamic-content rule, decided like a block's: brands of the page path, active
 * offers, dynamic-content (stock) lists; an external stock-locator rule shows the item (the button is
 * plain HTML: it shows until something decides otherwise, and nothing runs to decide).
 */

type LinkType = "internal" | "external" | "form" | "file";

/** A floating action item as the setting and the block store it. */
interface StoredFloatingActionItem {
  link: { url: string; link_text: string; target?: "_self" | "_blank"; type?: LinkType; form_id?: string };
  icon?: string;
  dc_strategy?: DynamicContentRule;
  /** The link text on pages of another language, by locale code (the setting only). */
  translations?: Record<string, string>;
}

/** The floating action state as stored (setting or block props). */
export interface StoredFloatingAction {
  items?: StoredFloatingActionItem[];
  is_quick_links?: boolean;
  is_secondary?: boolean;
  is_fab_disabled?: boolean;
  mobile_button_label?: string;
  quick_links_label?: string;
  reversed?: boolean;
  /** The labels on pages of another language, by locale code (the setting only). */
  translations?: Record<string, { mobile_button_label?: string; quick_links_label?: string }>;
}

interface FloatingActionItem {
  url: string;
  label: string;
  target: "_self" | "_blank";
  icon: string;
  type: LinkType;
  /** The form a form item opens in the modal form dialog ("" for none). */
  formId: string;
}

/** What an item's rule is decided with: the page path, and the active offers and lists when the page has them. */
export type FloatingActionFacts = Pick<DynamicContentFacts, "path" | "offers" | "lists" | "log">;

/** The dynamic-content strategies the items of a floating action button use (to read only the facts they need). */
export function floatingActionRuleKeys(stored: StoredFloatingAction | null | undefined): Set<string> {
  return new Set((stored?.items ?? []).flatMap((item) => (item.dc_strategy ? [item.dc_strategy.key] : [])));
}

/**
 * The link rule of every link or button: an internal or external item needs both its URL and its
 * label; a form or file item always shows (a form item without a URL opens its form, one without a
 * label reads "Contact us"; a file item reads "Download").
 */
function shownLink(link: StoredFloatingActionItem["link"]): boolean {
  const type = link.type ?? "internal";
  if (type === "form" || type === "file") return true;
  return link.url.trim() !== "" && link.link_text.trim() !== "";
}

const DEFAULT_LABELS: Readonly<Record<LinkType, string>> = {
  internal: "",
  external: "",
  form: "Contact us",
  file: "Download",
};

/** What the site draws. */
export interface FloatingAction {
  items: FloatingActionItem[];
  isQuickLinks: boolean;
  isSecondary: boolean;
  reversed: boolean;
  mobileButtonLabel: string;
  quickLinksLabel: string;
}

/**
 * The floating action button of a page: the page's block wins over the admin setting; null (nothing
 * drawn) when neither exists, when it is disabled, or when no item is left for this path.
 */
export function resolveFloatingAction(
  sources: { block: StoredFloatingAction | null; global: StoredFloatingAction | null },
  pathOrFacts: string | FloatingActionFacts,
  locale = "",
): FloatingAction | null {
  const source = sources.block ?? sources.global;
  if (!source || source.is_fab_disabled) return null;
  // Without the page's facts (a page with no such rule), no offer is active and no list is configured.
  const facts: DynamicContentFacts =
    typeof pathOrFacts === "string" ? { path: pathOrFacts, offers: [], lists: null } : pathOrFacts;
  const items = (source.items ?? [])
    .filter((item) => shownLink(item.link))
    .filter((item) => decideOnServer(item.dc_strategy, facts) !== "hidden")
    .map((item): FloatingActionItem => {
      const type = item.link.type ?? "internal";
      return {
        url: item.link.url.trim() === "" ? "#" : item.link.url.trim(),
        label: forLocale(item.translations, locale) || item.link.link_text.trim() || DEFAULT_LABELS[type],
        target: item.link.target === "_blank" || type === "external" ? "_blank" : "_self",
        icon: item.icon ?? "",
        type,
        formId: type === "form" ? (item.link.form_id ?? "").trim() : "",
      };
    });
  if (items.length === 0) return null;
  const labels = forLocale(source.translations, locale) ?? {};
  const quickLinksLabel = labels.quick_links_label || source.quick_links_label || "Quick links";
  return {
    items,
    isQuickLinks: source.is_quick_links === true,
    isSecondary: source.is_secondary === true,
    reversed: source.reversed === true,
    // Phones show one button: its own label, else the only item's, else (several folded) the quick links label.
    mobileButtonLabel:
      labels.mobile_button_label ||
      source.mobile_button_label ||
      (items.length === 1 ? items[0]!.label : quickLinksLabel),
    quickLinksLabel,
  };
}
