import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  SQUARE_WIDTHS,
  blockClassNames,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** The square widths, largest first. */
const IMAGE_SIZES = sizesForRatio(
  [...SQUARE_WIDTHS].sort((a, b) => b - a),
  "1-1",
);

/** One item of a collection with its price and a link to the retailer locator. */
export default function CollectionItem({
  image,
  eyebrow,
  heading,
  header_tag,
  header_size,
  paragraph,
  price,
  retailer_locator_url,
  retailer_locator_label,
  button_style,
  is_reversed,
  box_color,
  padding,
}: BlockProps<"collection-item">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  return (
    <article
      className={blockClassNames("collection-item", {
        box_color,
        padding,
        modifiers: [is_reversed && "reversed", !image && "text-only"],
      })}
      aria-labelledby={headingId}
    >
      <div className="collection-item__inner">
        {image ? (
          <div className="collection-item__media">
            <ResponsiveImage
              image={image}
              sizes={IMAGE_SIZES}
              layoutSizes="(min-width: 1024px) 40vw, 100vw"
              className="collection-item__image"
            />
          </div>
        ) : null}
        <div className="collection-item__body">
          {eyebrow.trim() !== "" ? <p className="collection-item__eyebrow">{eyebrow}</p> : null}
          <Heading
            text={heading}
            tag={header_tag}
            size={header_size}
            className="collection-item__heading"
            id={headingId}
          />
          {price.trim() !== "" ? <p className="collection-item__price">{price}</p> : null}
          <RichText value={paragraph} className="collection-item__text" />
          <LinkButton
            item={{
              url: retailer_locator_url,
              type: "internal",
              link_text: retailer_locator_label,
              ui_type: button_style,
              icon: "location",
              target: "_self",
              size: "medium",
              rdx_forms_form_id: "",
              form_layout: "single",
            }}
            className="collection-item__link"
          />
        </div>
      </div>
    </article>
  );
}
