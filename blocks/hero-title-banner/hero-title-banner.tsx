import type { CSSProperties } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  blockClassNames,
  heroSizesFor,
  heroFallbackUrl,
  useBlock,
} from "../../renderer/primitives/index.ts";

/**
 * A full-width hero image with the page title and one call to action in a box coloured by
 * `box_color`. The image comes in the three hero sizes when the media library holds them all, else in
 * the single 900x500 fallback; it loads eagerly in the first two blocks. When the browser cannot load
 * the chosen size, the 900x500 picture is drawn in its place: the broken image's ::after pseudo-element
 * (drawn only for an image that failed) covers it with the fallback, so pages of static blocks stay
 * script-free (decision 159).
 */
export default function HeroTitleBanner({
  "rdx-image": image,
  heading,
  level,
  header_size,
  header_font,
  button,
  box_color,
}: BlockProps<"hero-title-banner">) {
  const block = useBlock();
  const hasHeading = heading.trim() !== "";
  const headingId = `${block.id}-heading`;
  const sizes = image ? heroSizesFor(image) : [];
  const fallback = image ? heroFallbackUrl(image.id, sizes) : null;
  return (
    <section
      className={blockClassNames("hero-title-banner", { box_color, modifiers: [image ? "with-image" : "text-only"] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      {image ? (
        <div
          className="hero-title-banner__media"
          style={fallback ? ({ "--hero-fallback": `url("${fallback}")` } as CSSProperties) : undefined}
        >
          <ResponsiveImage image={image} sizes={sizes} layoutSizes="100vw" className="hero-title-banner__image" />
        </div>
      ) : null}
      <div className="hero-title-banner__box">
        <Heading
          text={heading}
          tag={level}
          size={header_size}
          font={header_font}
          className="hero-title-banner__heading"
          id={headingId}
        />
        <LinkButton item={button} className="hero-title-banner__button" />
      </div>
    </section>
  );
}
