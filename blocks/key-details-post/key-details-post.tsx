import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButtonList,
  ResponsiveImage,
  RichText,
  blockClassNames,
  formatDate,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";
import { useUiLocale } from "../../renderer/primitives/ui-text.tsx";

/** The hero widths at 16:9, drawn at about half the page on wide screens. */
const IMAGE_SIZES = sizesForRatio([1600, 1024, 640], "16-9");

/** A post (news, launch, event) with its key facts as label and value pairs beside the text. */
export default function KeyDetailsPost({
  image,
  date,
  heading,
  header_tag,
  header_size,
  paragraph,
  details_heading,
  details,
  "rdx-buttons": buttons,
  button_style,
  vertical_alignment,
  box_color,
  padding,
}: BlockProps<"key-details-post">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const locale = useUiLocale();
  const formattedDate = date ? formatDate(date, locale) : "";
  // The block's button style applies to every button but a tertiary one, which stays a text-like link.
  const styled = buttons.map((button) =>
    button.ui_type === "tertiary" ? button : { ...button, ui_type: button_style },
  );
  return (
    <article
      className={blockClassNames("key-details-post", {
        box_color,
        padding,
        modifiers: [`align-${vertical_alignment}`, !image && "text-only"],
      })}
      aria-labelledby={headingId}
    >
      <div className="key-details-post__inner">
        {image ? (
          <div className="key-details-post__media">
            <ResponsiveImage
              image={image}
              sizes={IMAGE_SIZES}
              layoutSizes="(min-width: 1024px) 50vw, 100vw"
              className="key-details-post__image"
            />
          </div>
        ) : null}
        <div className="key-details-post__body">
          {formattedDate ? (
            <time className="key-details-post__date" dateTime={date}>
              {formattedDate}
            </time>
          ) : null}
          <Heading
            text={heading}
            tag={header_tag}
            size={header_size}
            className="key-details-post__heading"
            id={headingId}
          />
          <RichText value={paragraph} className="key-details-post__text" />
          {details.length > 0 ? (
            <div className="key-details-post__details">
              {details_heading.trim() !== "" ? (
                <p className="key-details-post__details-heading">{details_heading}</p>
              ) : null}
              <dl className="key-details-post__list">
                {details.map((detail, index) => (
                  <div key={index} className="key-details-post__detail">
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <LinkButtonList items={styled} />
        </div>
      </div>
    </article>
  );
}
