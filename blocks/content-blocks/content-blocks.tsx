import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  LinkButton,
  ResponsiveImage,
  RichText,
  blockClassNames,
  isLinkVisible,
  sizesForRatio,
  useBlock,
} from "../../renderer/primitives/index.ts";

type Props = BlockProps<"content-blocks">;
type Card = Props["cards"][number];

/** Card image widths; with the block's ratio they give the hero (16:9) and banner (16:6.5) presets. */
const CARD_WIDTHS = [1600, 1024, 640] as const;

/** How wide a card image is drawn, per cards in a row (the grid steps at 768px and 1024px). */
const LAYOUT_SIZES: Record<Props["col-numbers"], string> = {
  1: "(min-width: 1440px) 1440px, 100vw",
  2: "(min-width: 768px) 50vw, 100vw",
  3: "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
  4: "(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw",
};

/** A card with nothing a visitor could see is left out, so the list and the grid have no holes. */
function hasContent(card: Card): boolean {
  return (
    card.image !== undefined ||
    card.heading.trim() !== "" ||
    card.paragraph.trim() !== "" ||
    isLinkVisible(card["rdx-link"])
  );
}

/** A grid of up to 1000 content cards, one to four per row, each with image, heading, text and link. */
export default function ContentBlocks({
  heading,
  header_tag,
  header_size,
  "col-numbers": colNumbers,
  "image-ratio": ratio,
  cards,
  box_color,
  padding,
}: Props) {
  const block = useBlock();
  const hasHeading = heading.trim() !== "";
  const headingId = `${block.id}-heading`;
  const visible = cards.filter(hasContent);
  const imageSizes = sizesForRatio(CARD_WIDTHS, ratio);
  return (
    <section
      className={blockClassNames("content-blocks", {
        box_color,
        padding,
        modifiers: [`cols-${colNumbers}`, `ratio-${ratio}`],
      })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="content-blocks__inner">
        <Heading
          text={heading}
          tag={header_tag}
          size={header_size}
          className="content-blocks__heading"
          id={headingId}
        />
        {visible.length > 0 ? (
          <ul className="content-blocks__grid" role="list">
            {visible.map((card, index) => (
              <li key={index} className="content-blocks__card">
                {card.image ? (
                  <ResponsiveImage
                    image={card.image}
                    sizes={imageSizes}
                    layoutSizes={LAYOUT_SIZES[colNumbers]}
                    className="content-blocks__image"
                  />
                ) : null}
                <div className="content-blocks__body">
                  <Heading
                    text={card.heading}
                    tag={card.header_tag}
                    size="s"
                    className="content-blocks__card-heading"
                  />
                  <RichText value={card.paragraph} className="content-blocks__text" />
                  <LinkButton item={card["rdx-link"]} className="content-blocks__link" />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
