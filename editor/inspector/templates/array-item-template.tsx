import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { getTemplate, getUiOptions } from "@rjsf/utils";

/** One entry of a repeatable group: a numbered bar with its move/copy/remove buttons above its fields. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, totalItems, registry, uiSchema } = props;
  const Buttons = getTemplate("ArrayFieldItemButtonsTemplate", registry, getUiOptions(uiSchema));
  return (
    <div className="fc-array-item">
      <div className="fc-array-item__bar">
        <span className="fc-array-item__number">
          {index + 1} of {totalItems}
        </span>
        {hasToolbar ? (
          <span className="fc-array-item__tools">
            <Buttons {...buttonsProps} />
          </span>
        ) : null}
      </div>
      <div className="fc-array-item__body">{children}</div>
    </div>
  );
}
