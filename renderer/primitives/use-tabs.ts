import { useEffect, useRef, useState, type KeyboardEvent, type RefCallback } from "react";

/** The tab whose anchor (Tab ID) equals the URL hash, or null. */
function tabForHash(anchors: readonly string[], hash: string): number | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  if (name === "") return null;
  const index = anchors.findIndex((anchor) => anchor !== "" && anchor === name);
  return index === -1 ? null : index;
}

export interface UseTabsOptions {
  /**
   * Prefix of the tab and panel element ids (`<idBase>-tab-<n>`, `<idBase>-panel-<n>`): the block id,
   * with a fallback when it is empty, so that two tab blocks on one page never share an id.
   */
  idBase: string;
  /** One entry per tab: its Tab ID, or "" for none. The URL hash selects the tab it names; a named tab's button carries it as `data-anchor`. */
  anchors: readonly string[];
  /** Called with the tab's index when the visitor picks a tab in the tab list (click or key), not when the URL hash or `select` does. */
  onSelect?: (index: number) => void;
}

/** Props of a tab button, in the attribute order the blocks' server HTML has always had. */
interface TabProps {
  ref: RefCallback<HTMLButtonElement>;
  type: "button";
  role: "tab";
  className: string;
  id: string;
  "aria-selected": boolean;
  "aria-controls": string;
  tabIndex: 0 | -1;
  "data-anchor": string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** Props of a tab panel, in the attribute order the blocks' server HTML has always had. */
interface TabPanelProps {
  className: string;
  role: "tabpanel";
  id: string;
  "aria-labelledby": string;
  tabIndex: 0;
  hidden: boolean;
}

export interface UseTabsResult {
  /** Index of the current tab (0 when there are none). */
  current: number;
  /** Makes a tab current without moving focus or calling `onSelect`. */
  select: (index: number) => void;
  /** Spread onto each tab button, after its `key`. */
  getTabProps: (index: number, className: string) => TabProps;
  /** Spread onto each tab panel, after its `key`. */
  getPanelProps: (index: number, className: string) => TabPanelProps;
}

/**
 * Behaviour of the WAI-ARIA APG tabs pattern with automatic activation, for blocks that draw a tab
 * list and one panel per tab: the selection, a roving tabindex (only the current tab is in the tab
 * order), ArrowLeft/ArrowRight (wrapping) and Home/End moving both selection and focus, and the ids
 * tying each tab to its panel. A tab whose anchor equals the URL hash is selected after hydration and
 * whenever the hash changes; the hash is never read during render, so the server HTML (first tab
 * selected) and the first client render agree.
 */
export function useTabs({ idBase, anchors, onSelect }: UseTabsOptions): UseTabsResult {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = anchors.length;
  const current = Math.min(selected, Math.max(0, count - 1));
  // The anchors as one string, so the hash listener is re-attached only when they change, not whenever the caller builds a new array.
  const anchorsKey = anchors.join("\n");

  // Deep link: the tab whose anchor equals the URL hash is selected, on load and when the hash changes (browser only, after hydration).
  useEffect(() => {
    const ids = anchorsKey.split("\n");
    const fromHash = () => {
      const index = tabForHash(ids, window.location.hash);
      if (index !== null) setSelected(index);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [anchorsKey]);

  const tabId = (index: number) => `${idBase}-tab-${index}`;
  const panelId = (index: number) => `${idBase}-panel-${index}`;

  const pick = (index: number) => {
    onSelect?.(index);
    setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = count - 1;
    let next: number | null = null;
    if (event.key === "ArrowRight") next = index === last ? 0 : index + 1;
    else if (event.key === "ArrowLeft") next = index === 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    pick(next);
    tabRefs.current[next]?.focus();
  };

  return {
    current,
    select: setSelected,
    getTabProps: (index, className) => ({
      ref: (element) => {
        tabRefs.current[index] = element;
      },
      type: "button",
      role: "tab",
      className,
      id: tabId(index),
      "aria-selected": index === current,
      "aria-controls": panelId(index),
      tabIndex: index === current ? 0 : -1,
      "data-anchor": anchors[index] || undefined,
      onClick: () => pick(index),
      onKeyDown: (event) => onKeyDown(event, index),
    }),
    getPanelProps: (index, className) => ({
      className,
      role: "tabpanel",
      id: panelId(index),
      "aria-labelledby": tabId(index),
      tabIndex: 0,
      hidden: index !== current,
    }),
  };
}
