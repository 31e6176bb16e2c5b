import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  Icon,
  LinkButtonList,
  ResponsiveImage,
  RichText,
  blockClassNames,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** The hero widths at 16:9, drawn at half the page width on wide screens. */
const IMAGE_SIZES = sizesForRatio([1600, 1024, 640], "16-9");

/** An electric model in figures: heading and text beside an image, up to four figures, buttons, a footnote. */
export default function ElectrifyingPower({
  heading,
  header_tag,
  header_size,
  header_font,
  paragraph,
  font_size,
  image,
  figures,
  "rdx-buttons": buttons,
  disclaimer,
  is_reversed,
  vertical_alignment,
  box_color,
  padding,
}: BlockProps<"electrifying-power">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  return (
    <section
      className={blockClassNames("electrifying-power", {
        box_color,
        padding,
        modifiers: [is_reversed && "reversed", `align-${vertical_alignment}`, !image && "text-only"],
      })}
      aria-labelledby={headingId}
    >
      <div className="electrifying-power__inner">
        <div className="electrifying-power__body">
          <Heading
            text={heading}
            tag={header_tag}
            size={header_size}
            font={header_font}
            className="electrifying-power__heading"
            id={headingId}
          />
          <RichText value={paragraph} size={font_size} className="electrifying-power__text" />
          {figures.length > 0 ? (
            <dl className="electrifying-power__figures">
              {figures.map((figure, index) => (
                <div key={index} className="electrifying-power__figure">
                  <dt className="electrifying-power__label">
                    {figure.icon ? <Icon name={figure.icon} size={20} /> : null}
                    <span>{figure.label}</span>
                  </dt>
                  <dd className="electrifying-power__value">
                    {figure.value}
                    {figure.unit ? <span className="electrifying-power__unit"> {figure.unit}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <LinkButtonList items={buttons} />
          {disclaimer.trim() !== "" ? <p className="electrifying-power__disclaimer">{disclaimer}</p> : null}
        </div>
        {image ? (
          <div className="electrifying-power__media">
            <ResponsiveImage
              image={image}
              sizes={IMAGE_SIZES}
              layoutSizes="(min-width: 1024px) 50vw, 100vw"
              className="electrifying-power__image"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
