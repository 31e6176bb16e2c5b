import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { HERO_SIZES, Heading, ResponsiveImage, blockClassNames } from "../../renderer/primitives/index.ts";

/** The tab whose Tab ID equals the URL hash, or null. */
function tabForHash(tabIds: readonly string[], hash: string): number | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  if (name === "") return null;
  const index = tabIds.findIndex((tabId) => tabId !== "" && tabId === name);
  return index === -1 ? null : index;
}

/**
 * Image Tabs (WAI-ARIA APG tabs pattern, automatic activation): a tab list and one panel per tab, each
 * with a 16:9 image and nested blocks. Every panel is in the HTML; all but the current one carry
 * `hidden`. With `has_lazyload` the images of the other tabs load lazily, i.e. only once their tab is
 * shown. A tab whose Tab ID is the URL hash starts selected (read after hydration). `blocks_count` is
 * legacy import data and does not affect drawing.
 */
export default function ImageTabs({ id, heading, header_tag, header_size, has_lazyload, tabs, box_color, padding }: BlockProps<"image-tabs">) {
  const [selected, setSelected] = useState(0);
  // Panels fade in only when the visitor switches: the first one is simply there.
  const [switched, setSwitched] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(0, tabs.length - 1));
  const tabIdsKey = tabs.map((tab) => tab.tab_id).join("\n");

  // Deep link: the tab whose Tab ID equals the URL hash is selected, on load and when the hash changes.
  useEffect(() => {
    const tabIds = tabIdsKey.split("\n");
    const fromHash = () => {
      const index = tabForHash(tabIds, window.location.hash);
      if (index !== null) setSelected(index);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [tabIdsKey]);

  if (tabs.length === 0) return null;

  const base = id || "image-tabs";
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;
  const headingId = `${base}-heading`;
  const hasHeading = heading.trim() !== "";

  const show = (index: number) => {
    setSwitched(true);
    setSelected(index);
  };
  const select = (index: number) => {
    show(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowRight") next = index === last ? 0 : index + 1;
    else if (event.key === "ArrowLeft") next = index === 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <section className={blockClassNames("image-tabs", { box_color, padding, modifiers: [switched && "switched"] })} aria-labelledby={hasHeading ? headingId : undefined}>
      <Heading text={heading} tag={header_tag} size={header_size} className="image-tabs__heading" id={headingId} />
      <div className="image-tabs__list" role="tablist" aria-labelledby={hasHeading ? headingId : undefined}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            className="image-tabs__tab"
            id={tabId(index)}
            aria-selected={index === current}
            aria-controls={panelId(index)}
            tabIndex={index === current ? 0 : -1}
            data-anchor={tab.tab_id || undefined}
            onClick={() => show(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.tab_label}
          </button>
        ))}
      </div>
      <div className="image-tabs__panels">
        {tabs.map((tab, index) => {
          const Content = tab.content;
          return (
            <div
              key={index}
              className="image-tabs__panel"
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              tabIndex={0}
              hidden={index !== current}
            >
              {tab.image ? (
                <div className="image-tabs__media">
                  <ResponsiveImage
                    image={tab.image}
                    sizes={HERO_SIZES}
                    layoutSizes="(min-width: 1440px) 1440px, 100vw"
                    loading={has_lazyload && index > 0 ? "lazy" : undefined}
                    className="image-tabs__image"
                  />
                </div>
              ) : null}
              <Content className="image-tabs__content" />
            </div>
          );
        })}
      </div>
    </section>
  );
}
