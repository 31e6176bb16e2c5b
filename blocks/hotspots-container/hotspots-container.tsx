import type { CSSProperties } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  HERO_SIZES,
  Heading,
  Icon,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
  useBlock,
} from "../../renderer/primitives/index.ts";

/**
 * Hotspots container: an image with numbered points; each point is a native disclosure (details and
 * summary) whose card opens beside it. All the details share a `name`, so the browser keeps one open
 * at a time. No JavaScript: a static block. Cards open towards the middle of the image so they stay on it.
 */
export default function HotspotsContainer({
  heading,
  header_tag,
  header_size,
  paragraph,
  image,
  hotspots,
  box_color,
  padding,
}: BlockProps<"hotspots-container">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  return (
    <section
      className={blockClassNames("hotspots-container", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="hotspots-container__intro">
        <Heading text={heading} tag={header_tag} size={header_size} id={headingId} />
        <RichText value={paragraph} className="hotspots-container__copy" />
      </div>
      <div className="hotspots-container__stage">
        <ResponsiveImage
          image={image}
          sizes={HERO_SIZES}
          layoutSizes="(min-width: 1440px) 1440px, 100vw"
          className="hotspots-container__image"
        />
        {hotspots.map((spot, index) => (
          <details
            key={index}
            name={`${block.id || "hotspots"}-spot`}
            className={[
              "hotspots-container__spot",
              spot.x > 50 ? "hotspots-container__spot--open-left" : null,
              spot.y > 50 ? "hotspots-container__spot--open-up" : null,
            ]
              .filter(Boolean)
              .join(" ")}
            style={{ "--x": `${spot.x}%`, "--y": `${spot.y}%` } as CSSProperties}
          >
            <summary className="hotspots-container__marker">
              <Icon name="plus" size={18} />
              <span className="visually-hidden">{spot.label}</span>
            </summary>
            <div className="hotspots-container__card">
              <p className="hotspots-container__title">{spot.label}</p>
              <RichText value={spot.paragraph} size="s" />
              <LinkButton item={spot.link} className="hotspots-container__link" />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
