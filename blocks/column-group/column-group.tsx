import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  Icon,
  LinkButtonList,
  RichText,
  blockClassNames,
  isLinkVisible,
  useBlock,
} from "../../renderer/primitives/index.ts";

type Column = BlockProps<"column-group">["columns"][number];

/** A column with nothing a visitor could see is left out, so the list and the grid have no holes. */
function hasContent(column: Column): boolean {
  return (
    column.heading.trim() !== "" ||
    column.paragraph.trim() !== "" ||
    column.header_icon !== "" ||
    column["rdx-buttons"].some(isLinkVisible) ||
    column["rdx-links"].some(isLinkVisible)
  );
}

/** One to four columns per row (`col-numbers`), each with an icon, a heading, rich text, buttons and links. */
export default function ColumnGroup({
  heading,
  header_tag,
  header_size,
  "col-numbers": colNumbers,
  columns,
  box_color,
  padding,
}: BlockProps<"column-group">) {
  const block = useBlock();
  const hasHeading = heading.trim() !== "";
  const headingId = `${block.id}-heading`;
  const visible = columns.filter(hasContent);
  return (
    <section
      className={blockClassNames("column-group", { box_color, padding, modifiers: [`cols-${colNumbers}`] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="column-group__inner">
        <Heading text={heading} tag={header_tag} size={header_size} className="column-group__heading" id={headingId} />
        {visible.length > 0 ? (
          <ul className="column-group__columns" role="list">
            {visible.map((column, index) => (
              <li key={index} className="column-group__column">
                {column.header_icon ? (
                  <Icon name={column.header_icon} size={32} className="column-group__icon" />
                ) : null}
                <Heading
                  text={column.heading}
                  tag={column.header_tag}
                  size="s"
                  className="column-group__column-heading"
                />
                <RichText value={column.paragraph} className="column-group__text" />
                <LinkButtonList items={column["rdx-buttons"]} />
                <LinkButtonList items={column["rdx-links"]} appearance="link" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
