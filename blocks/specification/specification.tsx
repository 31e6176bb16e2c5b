import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames, useBlock } from "../../renderer/primitives/index.ts";

type Row = BlockProps<"specification">["rows"][number];

/** Consecutive rows with the same category, in order; rows without a category form untitled tables. */
function groupRows(rows: readonly Row[]): { category: string; rows: Row[] }[] {
  const groups: { category: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const category = row.category.trim();
    const last = groups.at(-1);
    if (last && last.category === category) last.rows.push(row);
    else groups.push({ category, rows: [row] });
  }
  return groups;
}

/** A specification: up to 100 label and value rows, one table per category, with a footnote. */
export default function Specification({
  heading,
  header_tag,
  header_size,
  paragraph,
  rows,
  "col-numbers": colNumbers,
  disclaimer,
  box_color,
  padding,
}: BlockProps<"specification">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const categoryTag = Math.min(6, header_tag + 1) as HeaderTag;
  return (
    <section
      className={blockClassNames("specification", { box_color, padding, modifiers: [`cols-${colNumbers}`] })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="specification__inner">
        <Heading text={heading} tag={header_tag} size={header_size} className="specification__heading" id={headingId} />
        <RichText value={paragraph} className="specification__intro" />
        {rows.length > 0 ? (
          <div className="specification__groups">
            {groupRows(rows).map((group, index) => {
              const captionId = `${block.id}-category-${index}`;
              return (
                <div key={index} className="specification__group">
                  <Heading
                    text={group.category}
                    tag={categoryTag}
                    size="s"
                    className="specification__category"
                    id={captionId}
                  />
                  <table className="specification__table" aria-labelledby={group.category ? captionId : undefined}>
                    <tbody>
                      {group.rows.map((row, rowIndex) => (
                        <tr key={rowIndex}>
                          <th scope="row">{row.label}</th>
                          <td>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            })}
          </div>
        ) : null}
        {disclaimer.trim() !== "" ? <p className="specification__disclaimer">{disclaimer}</p> : null}
      </div>
    </section>
  );
}
