import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { blockClassNames } from "../../renderer/primitives/index.ts";
import { FormBlockContent } from "../../renderer/primitives/form/index.ts";

/** A published form on the page; the form arrives with the page (x-block.data "form"). */
export default function FormBlock({
  form_id,
  box_color,
  button_position,
  button_color,
  form_position,
  has_two_columns,
  has_button_margin,
  modal_form,
  form_hidden_field_mapping,
  form_params_mapping,
  form_location_params_mapping,
  form_location_mapping,
}: BlockProps<"form">) {
  return (
    <section className={blockClassNames("form-block", { box_color, modifiers: [`position-${form_position}`] })}>
      <div className="form-block__inner">
        <FormBlockContent
          formId={form_id}
          twoColumns={has_two_columns}
          modal={modal_form}
          buttonPosition={button_position}
          buttonStyle={button_color}
          hasButtonMargin={has_button_margin}
          mappings={{
            params: form_params_mapping,
            locationParams: form_location_params_mapping,
            locationMapping: form_location_mapping,
            hiddenFields: form_hidden_field_mapping,
          }}
        />
      </div>
    </section>
  );
}
