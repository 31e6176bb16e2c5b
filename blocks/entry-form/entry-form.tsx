import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { Heading, blockClassNames } from "../../renderer/primitives/index.ts";
import { FormBlockContent } from "../../renderer/primitives/form/index.ts";

/** A compact lead form with an optional heading. */
export default function EntryForm({ form_id, heading, form_position, box_color }: BlockProps<"entry-form">) {
  return (
    <section
      className={blockClassNames("form-block", { box_color, modifiers: [`position-${form_position}`, "entry"] })}
    >
      <div className="form-block__inner">
        <Heading text={heading} tag={2} size="m" className="form-block__heading" />
        <FormBlockContent formId={form_id} twoColumns={false} />
      </div>
    </section>
  );
}
