import type { BlockProps } from "../../generated/contracts/block-types.ts";
import {
  Heading,
  Icon,
  LinkButton,
  blockClassNames,
  isLinkVisible,
  useBlock,
} from "../../renderer/primitives/index.ts";

/** The bar holds five steps but shows only the first four. */
const SHOWN_STEPS = 4;

/** A bar of next steps: up to four icons with links, drawn as buttons in the block's button style. */
export default function ReadyToGoBar({
  heading,
  header_tag,
  items,
  button_style,
  box_color,
  padding,
}: BlockProps<"ready-to-go-bar">) {
  const block = useBlock();
  const headingId = `${block.id}-heading`;
  const hasHeading = heading.trim() !== "";
  const shown = items.slice(0, SHOWN_STEPS).filter((item) => isLinkVisible(item["rdx-link"]));
  return (
    <section
      className={blockClassNames("ready-to-go-bar", { box_color, padding })}
      aria-labelledby={hasHeading ? headingId : undefined}
    >
      <div className="ready-to-go-bar__inner">
        <Heading text={heading} tag={header_tag} size="m" className="ready-to-go-bar__heading" id={headingId} />
        {shown.length > 0 ? (
          <ul className="ready-to-go-bar__steps" role="list">
            {shown.map((item, index) => (
              <li key={index} className="ready-to-go-bar__step">
                {item.icon ? <Icon name={item.icon} size={32} className="ready-to-go-bar__icon" /> : null}
                <LinkButton
                  item={item["rdx-link"] ? { ...item["rdx-link"], ui_type: button_style } : undefined}
                  className="ready-to-go-bar__link"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
