import type { FieldProps } from "@rjsf/utils";
import { SubfieldErrors } from "./field-heading.tsx";

interface DateRange {
  start_date?: string;
  end_date?: string;
}

/** From and until dates (either may be open); an empty input removes that end of the range. */
export function DateRangeField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const value = (formData ?? {}) as DateRange;
  const set = (key: keyof DateRange, date: string) => {
    const next: DateRange = { ...value };
    if (date === "") delete next[key];
    else next[key] = date;
    onChange(Object.keys(next).length === 0 ? undefined : next, fieldPathId.path);
  };
  const errors = props.errorSchema as Record<string, unknown> | undefined;
  const reversed = value.start_date && value.end_date && value.end_date < value.start_date;
  return (
    <fieldset className="fc-date-range">
      <legend className="fc-field__label">{String(props.schema.title ?? props.name)}</legend>
      {typeof props.schema.description === "string" ? (
        <p className="fc-field__description">{props.schema.description}</p>
      ) : null}
      <div className="fc-date-range__row">
        {(["start_date", "end_date"] as const).map((key) => (
          <label key={key} className="fc-date-range__end">
            <span className="fc-field__sublabel">{key === "start_date" ? "From" : "Until"}</span>
            <input
              type="date"
              className="fc-input"
              value={value[key] ?? ""}
              readOnly={props.readonly}
              onChange={(event) => set(key, event.currentTarget.value)}
            />
            <SubfieldErrors errors={errors?.[key]} />
          </label>
        ))}
      </div>
      {reversed ? <p className="fc-field__warning">"Until" is before "From": the content would never show.</p> : null}
    </fieldset>
  );
}
