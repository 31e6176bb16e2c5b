import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from "@rjsf/utils";
import type { ChangeEvent } from "react";
import type { FieldUi } from "../../../model/forms/index.ts";
import { useUiText } from "../ui-text.tsx";

/** The id of a field's error message, read by its input's aria-describedby. */
const errorIdOf = (id: string) => `${id}__error`;
const helpIdOf = (id: string) => `${id}__help`;

type Options = NonNullable<FieldUi["ui:options"]>;

function describedBy(props: WidgetProps): string | undefined {
  const ids = [
    props.rawErrors && props.rawErrors.length > 0 ? errorIdOf(props.id) : null,
    props.uiSchema?.["ui:help"] ? helpIdOf(props.id) : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** What every input of the form carries: its name, the invalid state and the message that explains it. */
function common(props: WidgetProps) {
  const invalid = Boolean(props.rawErrors && props.rawErrors.length > 0);
  return {
    id: props.id,
    name: props.name,
    disabled: props.disabled || props.readonly,
    "aria-invalid": invalid || undefined,
    "aria-required": props.required || undefined,
    "aria-describedby": describedBy(props),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

function inputWidget(type: string, inputMode?: "tel" | "email" | "decimal", autoComplete?: string) {
  return function InputWidget(props: WidgetProps) {
    const options = props.options as Options;
    return (
      <input
        {...common(props)}
        className="fc-form__input"
        type={type}
        inputMode={inputMode}
        autoComplete={options.autocomplete ?? autoComplete}
        placeholder={props.placeholder || undefined}
        value={props.value ?? ""}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          props.onChange(event.target.value === "" ? undefined : event.target.value)
        }
      />
    );
  };
}

function TextareaWidget(props: WidgetProps) {
  const options = props.options as Options;
  return (
    <textarea
      {...common(props)}
      className="fc-form__input fc-form__textarea"
      rows={options.rows ?? 4}
      placeholder={props.placeholder || undefined}
      value={props.value ?? ""}
      onChange={(event) => props.onChange(event.target.value === "" ? undefined : event.target.value)}
    />
  );
}

function SelectWidget(props: WidgetProps) {
  const t = useUiText();
  const choices = (props.options.enumOptions ?? []) as { value: string | number; label: string }[];
  return (
    <select
      {...common(props)}
      className="fc-form__input fc-form__select"
      value={props.value === undefined ? "" : String(props.value)}
      onChange={(event) => props.onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)}
    >
      <option value="">{props.placeholder || t("form.please_choose")}</option>
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox labelled by the field's title (bool), or by the consent text with its links (consent). */
function CheckboxWidget(props: WidgetProps) {
  const options = props.options as Options;
  const html = options.label_html;
  return (
    <span className="fc-form__check">
      <input
        {...common(props)}
        className="fc-form__checkbox"
        type="checkbox"
        checked={props.value === true}
        onChange={(event) => props.onChange(event.target.checked ? true : props.required ? undefined : false)}
      />
      {html ? (
        // Consent text: stored HTML, sanitised by the server when the form is saved.
        <label htmlFor={props.id} className="fc-form__check-label" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <label htmlFor={props.id} className="fc-form__check-label">
          {props.label}
          {props.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
    </span>
  );
}

function HiddenWidget(props: WidgetProps) {
  return <input type="hidden" id={props.id} name={props.name} value={props.value ?? ""} />;
}

export const formWidgets: RegistryWidgetsType = {
  text: inputWidget("text"),
  TextWidget: inputWidget("text"),
  email: inputWidget("email", "email", "email"),
  phone: inputWidget("tel", "tel", "tel"),
  number: inputWidget("text", "decimal"),
  textarea: TextareaWidget,
  select: SelectWidget,
  SelectWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
  consent: CheckboxWidget,
  hidden: HiddenWidget,
  HiddenWidget,
};

const SELF_LABELLED = new Set(["checkbox", "consent"]);

/** One field: label, input, the message of its first problem (red, read with the input), help. */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, uiSchema, schema } = props;
  if (hidden || uiSchema?.["ui:widget"] === "hidden") return <>{children}</>;
  if (schema.type === "object") return <>{children}</>;
  const widget = String(uiSchema?.["ui:widget"] ?? (schema.type === "boolean" ? "checkbox" : "text"));
  const message = rawErrors?.[0];
  const width = (uiSchema?.["ui:options"] as Options | undefined)?.width;
  const help = uiSchema?.["ui:help"];
  return (
    <div
      className={[
        "fc-form__field",
        message ? "fc-form__field--invalid" : "",
        width === "full" || widget === "textarea" || widget === "consent" ? "fc-form__field--full" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {SELF_LABELLED.has(widget) ? null : (
        <label className="fc-form__label" htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {children}
      {message ? (
        <p className="fc-form__error" id={errorIdOf(id)}>
          {message}
        </p>
      ) : null}
      {typeof help === "string" && help !== "" ? (
        <p className="fc-form__help" id={helpIdOf(id)}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

interface FormContext {
  /** Visible fields shown before "Show all fields"; 0 shows all. */
  collapseAfter: number;
  expand: () => void;
}

/** The fields in order; with `collapseAfter`, the later visible ones wait behind a "Show all fields" button. */
function ObjectFieldTemplate({ properties, uiSchema, registry }: ObjectFieldTemplateProps) {
  const { collapseAfter = 0, expand } = (registry.formContext ?? {}) as Partial<FormContext>;
  const t = useUiText();
  const isHidden = (name: string) =>
    (uiSchema?.[name] as { "ui:widget"?: string } | undefined)?.["ui:widget"] === "hidden";
  let visible = 0;
  const shown = properties.filter((property) => {
    if (isHidden(property.name)) return true;
    visible += 1;
    return collapseAfter <= 0 || visible <= collapseAfter;
  });
  return (
    <>
      {shown.map((property) => property.content)}
      {shown.length < properties.length ? (
        <div className="fc-form__field fc-form__field--full">
          <button type="button" className="fc-form__more" onClick={() => expand?.()}>
            {t("form.show_all")}
          </button>
        </div>
      ) : null}
    </>
  );
}

function Nothing() {
  return null;
}

export const formTemplates: Partial<Omit<TemplatesType, "ButtonTemplates">> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
