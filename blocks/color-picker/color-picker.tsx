import type { CSSProperties } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** The hero widths at 16:9. */
const IMAGE_SIZES = sizesForRatio([1600, 1024, 640], "16-9");

/**
 * A model in each of its colours. No JavaScript: the swatches are radio inputs (one group per block,
 * so Tab reaches the group and the arrow keys move through it, a tap or click on a swatch picks it),
 * and the stylesheet shows the view whose index matches the checked input with `:has()`.
 */
export default function ColorPicker({
  heading,
  header_tag,
  header_size,
  paragraph,
  legend,
  colors,
  "rdx-link": link,
  box_color,
  padding,
}: BlockProps<"color-picker">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const group = `${block.id}-colour`;
  return (
    <section
      className={blockClassNames("color-picker", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="color-picker__inner">
        <Heading text={heading} tag={header_tag} size={header_size} className="color-picker__heading" id={headingId} />
        <RichText value={paragraph} className="color-picker__intro" />
        {colors.length > 0 ? (
          <>
            <div className="color-picker__stage">
              {colors.map((color, index) => (
                <figure key={index} className="color-picker__view" data-index={index}>
                  {color.image ? (
                    <ResponsiveImage
                      image={color.image}
                      sizes={IMAGE_SIZES}
                      layoutSizes="(min-width: 1440px) 1440px, 100vw"
                      alt={color.name}
                      loading={index === 0 ? undefined : "lazy"}
                      className="color-picker__image"
                    />
                  ) : (
                    <div className="color-picker__paint" style={{ "--swatch": color.swatch } as CSSProperties} />
                  )}
                  <figcaption className="color-picker__caption">
                    <span className="color-picker__name">{color.name}</span>
                    {color.note.trim() !== "" ? <span className="color-picker__note">{color.note}</span> : null}
                  </figcaption>
                </figure>
              ))}
            </div>
            <fieldset className="color-picker__swatches">
              <legend className="color-picker__legend">{legend}</legend>
              {colors.map((color, index) => {
                const id = `${group}-${index}`;
                return (
                  <span key={index} className="color-picker__option">
                    <input
                      className="color-picker__input"
                      type="radio"
                      name={group}
                      id={id}
                      value={String(index)}
                      data-index={index}
                      defaultChecked={index === 0}
                    />
                    <label
                      className="color-picker__swatch"
                      htmlFor={id}
                      title={color.name}
                      style={{ "--swatch": color.swatch } as CSSProperties}
                    >
                      <span className="visually-hidden">{color.name}</span>
                    </label>
                  </span>
                );
              })}
            </fieldset>
          </>
        ) : null}
        <LinkButton item={link} className="color-picker__link" />
      </div>
    </section>
  );
}
