import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  Icon,
  LinkButton,
  ResponsiveImage,
  blockClassNames,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** The hero widths at 16:9. */
const IMAGE_SIZES = sizesForRatio([1600, 1024, 640], "16-9");

/** Up to 20 headline figures as tiles (icon, value with unit, label), an optional image, a link and a footnote. */
export default function SpecificationAtGlance({
  heading,
  header_tag,
  header_size,
  image,
  items,
  "col-numbers": colNumbers,
  "rdx-link": link,
  disclaimer,
  box_color,
  padding,
}: BlockProps<"specification-at-glance">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  return (
    <section
      className={blockClassNames("specification-at-glance", {
        box_color,
        padding,
        modifiers: [`cols-${colNumbers}`, image && "with-image"],
      })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="specification-at-glance__inner">
        <Heading
          text={heading}
          tag={header_tag}
          size={header_size}
          className="specification-at-glance__heading"
          id={headingId}
        />
        {image ? (
          <ResponsiveImage
            image={image}
            sizes={IMAGE_SIZES}
            layoutSizes="(min-width: 1440px) 1440px, 100vw"
            className="specification-at-glance__image"
          />
        ) : null}
        {items.length > 0 ? (
          <dl className="specification-at-glance__items">
            {items.map((item, index) => (
              <div key={index} className="specification-at-glance__item">
                <dt className="specification-at-glance__label">{item.label}</dt>
                <dd className="specification-at-glance__value">
                  {item.icon ? <Icon name={item.icon} size={24} className="specification-at-glance__icon" /> : null}
                  <span>
                    {item.value}
                    {item.unit ? <span className="specification-at-glance__unit"> {item.unit}</span> : null}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <LinkButton item={link} className="specification-at-glance__link" />
        {disclaimer.trim() !== "" ? <p className="specification-at-glance__disclaimer">{disclaimer}</p> : null}
      </div>
    </section>
  );
}
