import type { BlockProps, HeaderTag } from "../../generated/contracts/block-types.ts";
import { Heading, Icon, RichText, blockClassNames, useBlock } from "../../renderer/primitives/index.ts";

type Milestone = BlockProps<"icons-timeline">["milestones"][number];

function hasContent(milestone: Milestone): boolean {
  return (
    milestone.icon !== "" ||
    milestone.label.trim() !== "" ||
    milestone.heading.trim() !== "" ||
    milestone.paragraph.trim() !== ""
  );
}

/** Up to 20 milestones in an ordered list along a line: icon, date or step, heading and text. */
export default function IconsTimeline({
  heading,
  header_tag,
  header_size,
  paragraph,
  milestones,
  font_size,
  box_color,
  padding,
}: BlockProps<"icons-timeline">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const visible = milestones.filter(hasContent);
  // Milestone headings sit one level below the section heading (at most H6).
  const itemTag = Math.min(6, header_tag + 1) as HeaderTag;
  return (
    <section
      className={blockClassNames("icons-timeline", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="icons-timeline__inner">
        <Heading
          text={heading}
          tag={header_tag}
          size={header_size}
          className="icons-timeline__heading"
          id={headingId}
        />
        <RichText value={paragraph} className="icons-timeline__intro" />
        {visible.length > 0 ? (
          <ol className="icons-timeline__list">
            {visible.map((milestone, index) => (
              <li key={index} className="icons-timeline__item">
                <span className="icons-timeline__marker">
                  {milestone.icon ? <Icon name={milestone.icon} size={24} /> : null}
                </span>
                <div className="icons-timeline__body">
                  {milestone.label.trim() !== "" ? <p className="icons-timeline__label">{milestone.label}</p> : null}
                  <Heading text={milestone.heading} tag={itemTag} size="s" className="icons-timeline__item-heading" />
                  <RichText value={milestone.paragraph} size={font_size} className="icons-timeline__text" />
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
