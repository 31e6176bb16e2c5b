import type { ReactNode } from "react";
import type { HeaderSize, HeaderTag, Padding, SliderTheme } from "../../../generated/contracts/block-types.ts";
import { Heading, blockClassNames } from "../../../renderer/primitives/index.ts";

interface SliderBlockProps {
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  is_reversed?: boolean;
  /** The copy under the heading, where the block has one. */
  paragraph?: string;
  /** The block's carousel. */
  children: ReactNode;
}

/** The frame every slider block shares: its theme, padding and reversal, its heading and copy, then the carousel. */
export function SliderBlock({
  heading,
  header_tag,
  header_size,
  slider_theme,
  padding,
  is_reversed = false,
  paragraph = "",
  children,
}: SliderBlockProps) {
  return (
    <div
      className={blockClassNames("fc-slider-block", {
        box_color: slider_theme,
        padding,
        modifiers: [is_reversed && "reversed"],
      })}
    >
      <Heading text={heading} tag={header_tag} size={header_size} className="fc-slider-block__heading" />
      {paragraph.trim() !== "" ? <p className="fc-slider-block__text">{paragraph}</p> : null}
      {children}
    </div>
  );
}
