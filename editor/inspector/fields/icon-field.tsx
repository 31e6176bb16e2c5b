import type { FieldProps } from "@rjsf/utils";
import { Icon, ICON_NAMES } from "../../../renderer/primitives/index.ts";
import { FieldHeading } from "./field-heading.tsx";

/** An icon of the theme's set, chosen by name with a preview; "None" stores an empty name. */
export function IconField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const value = typeof formData === "string" ? formData : "";
  const known = value === "" || ICON_NAMES.includes(value);
  return (
    <div className="fc-icon-field">
      <FieldHeading props={props} />
      <div className="fc-icon-field__row">
        <select
          id={fieldPathId.$id}
          className="fc-input"
          value={value}
          disabled={props.readonly}
          onChange={(event) => onChange(event.currentTarget.value, fieldPathId.path)}
        >
          <option value="">None</option>
          {ICON_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {known ? null : <option value={value}>{value} (not in this theme)</option>}
        </select>
        <span className="fc-icon-field__preview" aria-hidden="true">
          {value ? <Icon name={value} size={20} /> : null}
        </span>
      </div>
    </div>
  );
}
