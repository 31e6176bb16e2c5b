import type { ErrorSchema } from "@rjsf/utils";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error.ts";
import { settingsClient, type Setting } from "../../api/settings-client.ts";
import { errorSchemaOf } from "../../inspector/error-schema.ts";
import { FormError, TextField } from "../../ui/index.ts";
import { SettingControl, type DraftValue } from "./setting-control.tsx";
import { initialValue, sentText } from "./setting-draft.ts";
import { SETTING_FAMILIES, type SettingFamilyForm } from "./settings-catalogue.ts";

export const FAMILIES_SECTION_ID = "settings-per-language-and-retailer";

/** One member being edited (or added): its draft and what the server said of the last save. */
function MemberEditor({
  family,
  memberKey,
  stored,
  onDone,
  onSaved,
}: {
  family: SettingFamilyForm;
  memberKey: string;
  stored: string | undefined;
  onDone: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const field = family.member(memberKey);
  const [value, setValue] = useState<DraftValue>(() => initialValue(field, stored));
  const [error, setError] = useState<string | undefined>();
  const [issues, setIssues] = useState<ErrorSchema>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = sentText(field, value);
    if ("problem" in text) return setError(text.problem);
    setBusy(true);
    try {
      await settingsClient.save(memberKey, text.text);
      setError(undefined);
      setIssues({});
      await onSaved(`Saved ${memberKey}. The site shows it now.`);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "was not saved");
      if (failure instanceof ApiError && failure.status === 422) setIssues(errorSchemaOf(failure.issues));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="settings-families__editor" onSubmit={save} aria-label={`Edit ${memberKey}`} noValidate>
      <SettingControl
        // The family's help is said once, above its keys.
        field={{ ...field, title: memberKey, description: "" }}
        value={value}
        onChange={setValue}
        error={error}
        issues={issues}
      />
      <div className="settings-forms__actions">
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : `Save ${memberKey}`}
        </button>
        <button type="button" className="editor-button editor-button--secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A family's members, each with Edit and Remove, and a form to add one by its key. */
function FamilyForm({
  family,
  stored,
  onSaved,
}: {
  family: SettingFamilyForm;
  stored: readonly Setting[];
  onSaved: () => Promise<void>;
}) {
  const headingId = useId();
  const members = stored.filter((setting) => family.accepts(setting.key)).sort((a, b) => a.key.localeCompare(b.key));
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [newName, setNewName] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const saved = async (message: string) => {
    await onSaved();
    setStatus(message);
  };

  function add(event: FormEvent) {
    event.preventDefault();
    const key = `${family.prefix}${newName.trim()}`;
    if (!family.accepts(key)) {
      setAddError(`“${key}” is not a key of this family: it looks like ${family.example}.`);
      return;
    }
    setAddError(undefined);
    setNewName("");
    setEditing(key);
    setStatus("");
  }

  async function remove(setting: Setting) {
    try {
      await settingsClient.remove(setting.id);
      setRemoving(null);
      setFailure(null);
      await saved(`Removed ${setting.key}: the site uses the shared value again.`);
    } catch (error) {
      setFailure(`${setting.key} was not removed: ${error instanceof Error ? error.message : "unknown error"}`);
    }
  }

  const adding = editing !== null && !members.some((member) => member.key === editing);

  return (
    <section className="settings-families__family" aria-labelledby={headingId}>
      <h4 id={headingId}>{family.title}</h4>
      <p className="fc-field__hint">
        {family.description} <code className="settings-forms__key">{family.family}</code>
      </p>
      <FormError message={failure} />
      {members.length === 0 ? (
        <p className="settings-families__empty">None yet: the site uses the shared value.</p>
      ) : (
        <ul className="settings-families__members" aria-label={`${family.title}: keys`}>
          {members.map((member) => (
            <li key={member.key} className="settings-families__member">
              <div className="settings-families__row">
                <code>{member.key}</code>
                <span className="settings-families__buttons">
                  <button
                    type="button"
                    className="fc-link-button"
                    aria-expanded={editing === member.key}
                    aria-label={`Edit ${member.key}`}
                    onClick={() => {
                      setEditing(editing === member.key ? null : member.key);
                      setStatus("");
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="fc-link-button"
                    aria-label={`Remove ${member.key}`}
                    onClick={() => setRemoving(member.key)}
                  >
                    Remove
                  </button>
                </span>
              </div>
              {removing === member.key ? (
                <div className="settings-families__confirm" role="group" aria-label={`Remove ${member.key}?`}>
                  <span>Remove {member.key}? The site then uses the shared value.</span>
                  <button type="button" className="editor-button editor-button--danger" onClick={() => remove(member)}>
                    Yes, remove
                  </button>
                  <button
                    type="button"
                    className="editor-button editor-button--secondary"
                    onClick={() => setRemoving(null)}
                  >
                    Keep it
                  </button>
                </div>
              ) : null}
              {editing === member.key ? (
                <MemberEditor
                  family={family}
                  memberKey={member.key}
                  stored={member.value}
                  onDone={() => setEditing(null)}
                  onSaved={saved}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <MemberEditor
          family={family}
          memberKey={editing}
          stored={undefined}
          onDone={() => setEditing(null)}
          onSaved={saved}
        />
      ) : (
        <form className="settings-families__add" onSubmit={add} aria-label={`Add to ${family.title}`} noValidate>
          <TextField
            label={`New key: ${family.prefix}…`}
            name={`${family.family}-new`}
            value={newName}
            onChange={setNewName}
            hint={`The end of the key, e.g. ${family.example.slice(family.prefix.length)} for ${family.example}.`}
            error={addError}
          />
          <button type="submit" className="editor-button editor-button--secondary">
            Add
          </button>
        </form>
      )}
      <p role="status" className="settings-forms__status">
        {status}
      </p>
    </section>
  );
}

/**
 * The key families (texts per language, footer per language, stock locator options per retailer):
 * the keys set, each edited with its family's form, and new ones added by the end of their key.
 */
export function SettingsFamilies({ stored, onSaved }: { stored: readonly Setting[]; onSaved: () => Promise<void> }) {
  return (
    <section
      className="settings-forms__group"
      aria-labelledby={`${FAMILIES_SECTION_ID}-title`}
      id={FAMILIES_SECTION_ID}
    >
      <h3 id={`${FAMILIES_SECTION_ID}-title`}>Per language and per retailer</h3>
      {SETTING_FAMILIES.map((family) => (
        <FamilyForm key={family.family} family={family} stored={stored} onSaved={onSaved} />
      ))}
    </section>
  );
}
