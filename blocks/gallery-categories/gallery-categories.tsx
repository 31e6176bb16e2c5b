import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  ResponsiveImage,
  RichText,
  SQUARE_WIDTHS,
  blockClassNames,
  squareSizes,
  useTabs,
} from "../../renderer/primitives/index.ts";

const TILE_SIZES = squareSizes(SQUARE_WIDTHS);

/**
 * Gallery categories (WAI-ARIA APG tabs, automatic activation): one tab per category (at most four),
 * each panel a grid of square images. Every panel is in the HTML; the hidden ones' images
 * load lazily, i.e. once their tab is shown. A category whose Category ID is the URL hash opens first.
 */
export default function GalleryCategories({
  id,
  heading,
  header_tag,
  header_size,
  paragraph,
  categories,
  box_color,
  padding,
}: BlockProps<"gallery-categories">) {
  const base = id || "gallery-categories";
  const { getTabProps, getPanelProps } = useTabs({
    idBase: base,
    anchors: categories.map((category) => category.category_id),
  });
  if (categories.length === 0) return null;
  const headingId = `${base}-heading`;
  const hasHeading = heading.trim() !== "";
  return (
    <section
      className={blockClassNames("gallery-categories", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="gallery-categories__intro">
        <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
        <RichText value={paragraph} className="gallery-categories__copy" />
      </div>
      {categories.length > 1 ? (
        <div
          className="gallery-categories__tabs fc-tablist"
          role="tablist"
          aria-label={hasHeading ? undefined : "Gallery categories"}
          aria-labelledby={hasHeading ? headingId : undefined}
        >
          {categories.map((category, index) => (
            <button key={index} {...getTabProps(index, "gallery-categories__tab fc-tab")}>
              {category.category_label}
            </button>
          ))}
        </div>
      ) : null}
      {categories.map((category, index) => {
        const panel = getPanelProps(index, "gallery-categories__panel");
        return (
          <div key={index} {...(categories.length > 1 ? panel : { className: panel.className, id: panel.id })}>
            <ul className="gallery-categories__grid">
              {category.images.map((item, imageIndex) => (
                <li key={imageIndex} className="gallery-categories__item">
                  <figure className="gallery-categories__figure">
                    <ResponsiveImage
                      image={item.image}
                      sizes={TILE_SIZES}
                      layoutSizes="(min-width: 1440px) 480px, (min-width: 768px) 33vw, 50vw"
                      loading={index > 0 ? "lazy" : undefined}
                      className="gallery-categories__image"
                    />
                    {item.caption.trim() !== "" ? (
                      <figcaption className="gallery-categories__caption">{item.caption}</figcaption>
                    ) : null}
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
