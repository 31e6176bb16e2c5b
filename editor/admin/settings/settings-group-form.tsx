import type { ErrorSchema } from "@rjsf/utils";
import { useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error.ts";
import { settingsClient, type Setting } from "../../api/settings-client.ts";
import { errorSchemaOf } from "../../inspector/error-schema.ts";
import { FormError } from "../../ui/index.ts";
import { SettingControl, type DraftValue } from "./setting-control.tsx";
import { initialValue, sentText } from "./setting-draft.ts";
import { sectionId, type SettingField, type SettingSection } from "./settings-catalogue.ts";

interface Problems {
  messages: Record<string, string>;
  issues: Record<string, ErrorSchema>;
}

const NO_PROBLEMS: Problems = { messages: {}, issues: {} };

/**
 * One group's form (Consent, Overlays, ...): a control per setting and one Save for the group, which
 * sends the settings that changed. What the server refuses shows under its setting (and, for a form,
 * under the field its JSON pointer names); the rest is saved.
 */
export function SettingsGroupForm({
  section,
  stored,
  onSaved,
}: {
  section: SettingSection;
  stored: readonly Setting[];
  onSaved: () => Promise<void>;
}) {
  const storedValue = (key: string) => stored.find((setting) => setting.key === key)?.value;
  const [drafts, setDrafts] = useState<Record<string, DraftValue>>({});
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const id = sectionId(section.group);

  const valueOf = (field: SettingField) => drafts[field.key] ?? initialValue(field, storedValue(field.key));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const changed = section.fields.filter((field) => field.key in drafts);
    if (changed.length === 0) {
      setStatus(`Nothing changed in ${section.group}.`);
      return;
    }
    setBusy(true);
    setStatus("");
    const found: Problems = { messages: {}, issues: {} };
    const saved: string[] = [];
    for (const field of changed) {
      const text = sentText(field, drafts[field.key]!);
      if ("problem" in text) {
        found.messages[field.key] = text.problem;
        continue;
      }
      try {
        await settingsClient.save(field.key, text.text);
        saved.push(field.key);
      } catch (error) {
        found.messages[field.key] = error instanceof Error ? error.message : "was not saved";
        if (error instanceof ApiError && error.status === 422) found.issues[field.key] = errorSchemaOf(error.issues);
      }
    }
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !saved.includes(key))));
    setProblems(found);
    if (saved.length > 0) await onSaved();
    setBusy(false);
    const failed = Object.keys(found.messages).length;
    setStatus(
      failed === 0
        ? `Saved ${section.group}. The site shows it now.`
        : `${failed} setting(s) of ${section.group} were not saved${saved.length > 0 ? `; the others were` : ""}.`,
    );
    if (failed > 0) queueMicrotask(() => errorRef.current?.focus());
  }

  return (
    <section className="settings-forms__group" aria-labelledby={`${id}-title`} id={id}>
      <h3 id={`${id}-title`}>{section.group}</h3>
      <form onSubmit={save} aria-label={`${section.group} settings`} noValidate>
        <div ref={errorRef} tabIndex={-1}>
          <FormError
            message={
              Object.keys(problems.messages).length > 0
                ? `Some ${section.group} settings were not saved: see the messages under them.`
                : null
            }
          />
        </div>
        {section.fields.map((field) => (
          <SettingControl
            key={field.key}
            field={field}
            value={valueOf(field)}
            onChange={(value) => setDrafts((current) => ({ ...current, [field.key]: value }))}
            error={problems.messages[field.key]}
            issues={problems.issues[field.key] ?? {}}
          />
        ))}
        <div className="settings-forms__actions">
          <button type="submit" className="editor-button" disabled={busy}>
            {busy ? "Saving…" : `Save ${section.group}`}
          </button>
          <p role="status" className="settings-forms__status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
