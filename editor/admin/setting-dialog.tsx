import { settingsClient, type Setting } from "../api/settings-client.ts";
import {
  CheckboxField,
  EntityFormDialog,
  TextField,
  useEntityForm,
  type FieldList,
  type FieldProblems,
  type FormRun,
} from "../ui/index.ts";
import { formatJson, jsonProblem, looksLikeJson } from "./json-text.ts";

const KEY_PATTERN = /^[a-z0-9_]+(?:\.[a-z0-9_]+)*$/;

// Only the key is a field the server's issues name; its 422 about the value is placed by hand below.
const FIELDS: FieldList = [
  { name: "key", label: "Key", required: true },
  { name: "value", label: "Value" },
  { name: "is_json", label: "The value is JSON" },
];

/**
 * Adds a setting or changes its value. A JSON value is checked here before it is sent, and can be
 * formatted; the server refuses undeclared keys and checks the value against its schema (422 with its message).
 */
export function SettingDialog({
  setting,
  onClose,
  run,
}: {
  setting: Setting | null;
  onClose: () => void;
  run: FormRun;
}) {
  const form = useEntityForm({
    fields: FIELDS,
    initial: () => ({
      key: setting?.key ?? "",
      value:
        setting && looksLikeJson(setting.value) ? (formatJson(setting.value) ?? setting.value) : (setting?.value ?? ""),
      is_json: setting ? looksLikeJson(setting.value) : false,
    }),
    validate: ({ key, value, is_json }) => {
      const problems: FieldProblems = {};
      if (!setting && !KEY_PATTERN.test(key.trim()))
        problems.key = "must be dot-namespaced lower-case words, e.g. general.404_page";
      const problem = is_json ? jsonProblem(value) : null;
      if (problem) problems.value = problem;
      return problems;
    },
    save: ({ key, value, is_json }) => {
      const finalKey = setting?.key ?? key.trim();
      // JSON is sent compact: what is stored is what the site parses, without the editing whitespace.
      const text = is_json ? JSON.stringify(JSON.parse(value)) : value;
      return run(() => settingsClient.save(finalKey, text), { fields: ["key"], success: `Saved ${finalKey}.` });
    },
    onDone: onClose,
    // 422 is about the value: unparseable JSON, or the parsed value breaking the key's schema.
    explain: (failure) =>
      failure.status === 422
        ? {
            errors: { ...failure.fieldErrors, value: failure.serverMessage ?? "is not accepted for this key" },
            message: null,
          }
        : { errors: failure.fieldErrors, message: failure.message },
  });

  const format = () => {
    const formatted = formatJson(form.values.value);
    if (formatted === null)
      form.setErrors((current) => ({ ...current, value: jsonProblem(form.values.value) ?? "is not valid JSON" }));
    else {
      form.set("value", formatted);
      form.setErrors(({ value: _value, ...rest }) => rest);
    }
  };

  return (
    <EntityFormDialog
      form={form}
      title={setting ? `Edit ${setting.key}` : "Add a setting"}
      size="large"
      onClose={onClose}
      submitLabel="Save setting"
    >
      {setting ? (
        <p className="admin-dialog__identity">
          <span className="fc-field__label">Key</span> <code>{setting.key}</code>
        </p>
      ) : (
        <TextField
          {...form.text("key")}
          monospace
          spellCheck={false}
          placeholder="general.404_page"
          hint="A key the site reads (the Forms view lists them all, with their keys). Saving a key that exists replaces its value."
        />
      )}
      <CheckboxField
        {...form.checkbox("is_json")}
        hint="JSON values are checked before they are sent; plain values (a theme name, a divider) are sent as typed."
      />
      <div className="setting-value">
        <TextField {...form.text("value")} rows={form.values.is_json ? 14 : 3} monospace spellCheck={false} />
        {form.values.is_json ? (
          <div className="setting-value__tools">
            <button type="button" className="editor-button editor-button--secondary" onClick={format}>
              Format
            </button>
          </div>
        ) : null}
      </div>
    </EntityFormDialog>
  );
}
