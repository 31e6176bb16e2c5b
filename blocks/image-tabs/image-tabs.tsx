import { useState } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { HERO_SIZES, Heading, ResponsiveImage, blockClassNames, useTabs } from "../../renderer/primitives/index.ts";

/**
 * Image Tabs (WAI-ARIA APG tabs pattern, automatic activation): a tab list and one panel per tab, each
 * with a 16:9 image and nested blocks. Every panel is in the HTML; all but the current one carry
 * `hidden`. With `has_lazyload` the images of the other tabs load lazily, i.e. only once their tab is
 * shown. A tab whose Tab ID is the URL hash starts selected (read after hydration). Stored tabs with the
 * legacy `blocks_count` are migrated to version 2 (migrations.ts) before they reach this component.
 */
export default function ImageTabs({
  id,
  heading,
  header_tag,
  header_size,
  has_lazyload,
  tabs,
  box_color,
  padding,
}: BlockProps<"image-tabs">) {
  // Panels fade in only when the visitor switches: the first one is simply there.
  const [switched, setSwitched] = useState(false);
  const base = id || "image-tabs";
  // Selection, keyboard, ids, and deep link: the tab whose Tab ID equals the URL hash is selected, on load and when the hash changes.
  // Only the visitor's own switching (click or key) sets `switched`; a deep link does not fade.
  const { getTabProps, getPanelProps } = useTabs({
    idBase: base,
    anchors: tabs.map((tab) => tab.tab_id),
    onSelect: () => setSwitched(true),
  });

  if (tabs.length === 0) return null;

  const headingId = `${base}-heading`;
  const hasHeading = heading.trim() !== "";

  return (
    <section
      className={blockClassNames("image-tabs", { box_color, padding, modifiers: [switched && "switched"] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <Heading text={heading} tag={header_tag} size={header_size} className="image-tabs__heading" id={headingId} />
      <div className="image-tabs__list fc-tablist" role="tablist" aria-labelledby={hasHeading ? headingId : undefined}>
        {tabs.map((tab, index) => (
          <button key={index} {...getTabProps(index, "image-tabs__tab fc-tab")}>
            {tab.tab_label}
          </button>
        ))}
      </div>
      <div className="image-tabs__panels">
        {tabs.map((tab, index) => {
          const Content = tab.content;
          return (
            <div key={index} {...getPanelProps(index, "image-tabs__panel")}>
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
