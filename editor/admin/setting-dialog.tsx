import { useState } from "react";
import { settingsClient, type Setting } from "../api/settings-client.ts";
import { CheckboxField, Dialog, FormError, TextField } from "../ui/index.ts";
import { formatJson, jsonProblem, looksLikeJson } from "./json-text.ts";
import type { AdminRun } from "./use-admin-writes.ts";

const KEY_PATTERN = /^[a-z0-9_]+(?:\.[a-z0-9_]+)*$/;

/**
 * Adds a setting or changes its value. A JSON value is checked here before it is sent, and can be
 * formatted; the server then checks known keys against their schema (422 with its message).
 */
export function SettingDialog({ setting, onClose, run }: { setting: Setting | null; onClose: () => void; run: AdminRun }) {
  const [key, setKey] = useState(setting?.key ?? "");
  const [value, setValue] = useState(() => (setting && looksLikeJson(setting.value) ? (formatJson(setting.value) ?? setting.value) : (setting?.value ?? "")));
  const [isJson, setIsJson] = useState(setting ? looksLikeJson(setting.value) : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);

  const format = () => {
    const formatted = formatJson(value);
    if (formatted === null) setErrors((current) => ({ ...current, value: jsonProblem(value) ?? "is not valid JSON" }));
    else {
      setValue(formatted);
      setErrors(({ value: _value, ...rest }) => rest);
    }
  };

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!setting && !KEY_PATTERN.test(key.trim())) problems.key = "must be dot-namespaced lower-case words, e.g. general.404_page";
    const problem = isJson ? jsonProblem(value) : null;
    if (problem) problems.value = problem;
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return setFailedSubmits((count) => count + 1);
    const finalKey = setting?.key ?? key.trim();
    // JSON is sent compact: what is stored is what the site parses, without the editing whitespace.
    const text = isJson ? JSON.stringify(JSON.parse(value)) : value;
    setBusy(true);
    const outcome = await run(() => settingsClient.save(finalKey, text), { fields: ["key"], success: `Saved ${finalKey}.` });
    setBusy(false);
    if (outcome.ok) return onClose();
    const { failure } = outcome;
    // 422 is about the value: unparseable JSON, or the parsed value breaking the key's schema.
    if (failure.status === 422) setErrors({ ...failure.fieldErrors, value: failure.serverMessage ?? "is not accepted for this key" });
    else {
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    }
    setFailedSubmits((count) => count + 1);
  };

  return (
    <Dialog
      title={setting ? `Edit ${setting.key}` : "Add a setting"}
      size="large"
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : "Save setting"}
        </button>
      }
    >
      <FormError message={message} />
      {setting ? (
        <p className="admin-dialog__identity">
          <span className="fc-field__label">Key</span> <code>{setting.key}</code>
        </p>
      ) : (
        <TextField
          label="Key"
          name="key"
          value={key}
          onChange={setKey}
          error={errors.key}
          required
          monospace
          spellCheck={false}
          placeholder="general.404_page"
          hint="Lower-case words joined by dots. Saving a key that exists replaces its value."
        />
      )}
      <CheckboxField
        label="The value is JSON"
        name="is_json"
        checked={isJson}
        onChange={setIsJson}
        hint="JSON values are checked before they are sent; plain values (a theme name, a divider) are sent as typed."
      />
      <div className="setting-value">
        <TextField label="Value" name="value" value={value} onChange={setValue} error={errors.value} rows={isJson ? 14 : 3} monospace spellCheck={false} />
        {isJson ? (
          <div className="setting-value__tools">
            <button type="button" className="editor-button editor-button--secondary" onClick={format}>
              Format
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
