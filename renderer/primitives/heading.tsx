import type { HeaderFont, HeaderSize, HeaderTag } from "../../generated/contracts/block-types.ts";

interface HeadingProps {
  text: string | undefined;
  /** 1 to 6: the HTML heading level. */
  tag?: HeaderTag;
  size?: HeaderSize;
  font?: HeaderFont;
  className?: string;
  id?: string;
}

/** A heading whose level (document outline) and size (looks) are chosen independently. Empty text renders nothing. */
export function Heading({ text, tag = 2, size = "m", font = "primary", className, id }: HeadingProps) {
  if (!text || text.trim() === "") return null;
  const Tag = `h${tag}` as const;
  const classes = ["fc-heading", `fc-heading--${size}`, `fc-heading--font-${font}`, className]
    .filter(Boolean)
    .join(" ");
  return (
    <Tag className={classes} id={id}>
      {text}
    </Tag>
  );
}
