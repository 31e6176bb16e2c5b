import { visibleOnServer } from "../dynamic-content/engine.ts";
import { forLocale } from "./locale-texts.ts";

/**
 * The floating action button / quick links (seed 001 sections 3 and 4): items from a page's Floating
 * action button block, else from the admin's floating_action_button.config setting; shown only with
 * items and not disabled; each item may be limited to brands by the url_brands rule (seed 001 section 5).
 */

/** A floating action item as the setting and the block store it. */
interface StoredFloatingActionItem {
  link: { url: string; link_text: string; target?: "_self" | "_blank"; type?: "internal" | "external" };
  icon?: string;
  dc_strategy?: { key: "url_brands"; value: string; fallback?: boolean };
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
}

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
  path: string,
  locale = "",
): FloatingAction | null {
  const source = sources.block ?? sources.global;
  if (!source || source.is_fab_disabled) return null;
  const items = (source.items ?? [])
    .filter((item) => item.link.url.trim() !== "" && item.link.link_text.trim() !== "")
    .filter((item) => visibleOnServer(item.dc_strategy, path))
    .map((item) => ({
      url: item.link.url,
      label: forLocale(item.translations, locale) || item.link.link_text,
      target: item.link.target === "_blank" ? ("_blank" as const) : ("_self" as const),
      icon: item.icon ?? "",
    }));
  if (items.length === 0) return null;
  const labels = forLocale(source.translations, locale) ?? {};
  return {
    items,
    isQuickLinks: source.is_quick_links === true,
    isSecondary: source.is_secondary === true,
    reversed: source.reversed === true,
    mobileButtonLabel: labels.mobile_button_label || source.mobile_button_label || items[0]!.label,
    quickLinksLabel: labels.quick_links_label || source.quick_links_label || "Quick links",
  };
}
