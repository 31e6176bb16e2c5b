import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  BANNER_SIZES,
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
} from "../../renderer/primitives/index.ts";

/**
 * Parallax: full-width panels in the banner presets (1600x650, 1024x416, 640x260), each image drifting
 * against the scroll by a CSS scroll-driven animation (parallax.css). No JavaScript: a static block.
 * Only the first panel's image follows the page's eager/lazy rule; the others always load lazily.
 */
export default function Parallax({ items, header_tag, header_size, box_color, padding }: BlockProps<"parallax">) {
  return (
    <div className={blockClassNames("parallax", { padding })}>
      {items.map((item, index) => {
        const hasText = item.heading.trim() !== "" || item.paragraph.trim() !== "";
        return (
          <section
            key={index}
            className={`parallax__panel parallax__panel--${item.text_position}`}
            aria-label={item.heading.trim() ? undefined : item.image.alt?.trim() || `Panel ${index + 1}`}
          >
            <div className="parallax__media">
              <ResponsiveImage
                image={item.image}
                sizes={BANNER_SIZES}
                layoutSizes="100vw"
                loading={index > 0 ? "lazy" : undefined}
                className="parallax__image"
              />
            </div>
            {hasText || item.button ? (
              <div className={blockClassNames("parallax__box", { box_color })}>
                <Heading text={item.heading} tag={header_tag} size={header_size} />
                <RichText value={item.paragraph} className="parallax__copy" />
                <LinkButton item={item.button} className="parallax__button" />
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
