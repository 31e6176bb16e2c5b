import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, RichText, blockClassNames } from "../../renderer/primitives/index.ts";
import { FormBlockContent } from "../../renderer/primitives/form/index.ts";

/**
 * An entry form that shows its first `top_tabs_limit` fields and expands to all of them,
 * with a disclaimer under it; `tab_id` is its anchor for tabs and in-page links.
 */
export default function ExpandedEntryForm({
  form_id,
  heading,
  disclaimer,
  tab_id,
  top_tabs_limit,
  box_color,
}: BlockProps<"expanded-entry-form">) {
  return (
    <section
      className={blockClassNames("form-block", { box_color, modifiers: ["position-center", "entry"] })}
      id={tab_id || undefined}
    >
      <div className="form-block__inner">
        <Heading text={heading} tag={2} size="m" className="form-block__heading" />
        <FormBlockContent formId={form_id} twoColumns={false} collapseAfter={top_tabs_limit} />
        <RichText value={disclaimer} size="s" className="form-block__disclaimer" />
      </div>
    </section>
  );
}
