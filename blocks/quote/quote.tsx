import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { blockClassNames } from "../../renderer/primitives/index.ts";

/** A pull quote with attribution. */
export default function Quote({ quote, author, author_position, alignment, box_color, padding }: BlockProps<"quote">) {
  return (
    <figure className={blockClassNames("quote", { box_color, padding, modifiers: [`align-${alignment}`] })}>
      <blockquote className="quote__text">
        <p>{quote}</p>
      </blockquote>
      {author || author_position ? (
        <figcaption className="quote__caption">
          {author ? <span className="quote__author">{author}</span> : null}
          {author_position ? <span className="quote__position">{author_position}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
