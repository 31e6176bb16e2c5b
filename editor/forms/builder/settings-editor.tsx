import { useState } from "react";
import type { FieldSpec, FormSettings } from "../../../model/forms/index.ts";
import { CheckboxField, SelectField, TextField } from "../../ui/index.ts";
import { Tabs } from "../tabs.tsx";

type SettingsTab = "thank_you" | "notifications" | "confirmations";

const TABS = [
  { key: "thank_you", label: "Thank you" },
  { key: "notifications", label: "Notifications" },
  { key: "confirmations", label: "Confirmations" },
] as const;

/** Recipients typed one per line or separated by commas. */
function recipientsOf(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The form's settings: the thank-you content, staff notifications and the visitor's confirmation. */
export function SettingsEditor({
  settings,
  fields,
  onChange,
}: {
  settings: FormSettings;
  fields: readonly FieldSpec[];
  onChange: (settings: FormSettings) => void;
}) {
  const [tab, setTab] = useState<SettingsTab>("thank_you");
  const [recipients, setRecipients] = useState(settings.notifications.recipients.join("\n"));
  const { thank_you, notifications, confirmations } = settings;
  const emailFields = fields.filter((field) => field.kind === "email");
  return (
    <Tabs label="Form settings" tabs={TABS} selected={tab} onSelect={setTab}>
      {tab === "thank_you" ? (
        <>
          <TextField
            label="Title"
            name="thank_you_title"
            value={thank_you.title}
            onChange={(title) => onChange({ ...settings, thank_you: { ...thank_you, title } })}
          />
          <TextField
            label="Content (HTML)"
            name="thank_you_html"
            rows={5}
            value={thank_you.html}
            hint="Shown in place of the form after a visitor sends it."
            onChange={(html) => onChange({ ...settings, thank_you: { ...thank_you, html } })}
          />
        </>
      ) : null}
      {tab === "notifications" ? (
        <>
          <CheckboxField
            label="E-mail staff about every lead"
            name="notifications_enabled"
            checked={notifications.enabled}
            onChange={(enabled) => onChange({ ...settings, notifications: { ...notifications, enabled } })}
          />
          <TextField
            label="Recipients"
            name="notifications_recipients"
            rows={3}
            value={recipients}
            hint="One e-mail address per line."
            onChange={(text) => {
              setRecipients(text);
              onChange({ ...settings, notifications: { ...notifications, recipients: recipientsOf(text) } });
            }}
          />
          <TextField
            label="Subject"
            name="notifications_subject"
            value={notifications.subject}
            onChange={(subject) => onChange({ ...settings, notifications: { ...notifications, subject } })}
          />
        </>
      ) : null}
      {tab === "confirmations" ? (
        <>
          <CheckboxField
            label="E-mail the visitor a confirmation"
            name="confirmations_enabled"
            checked={confirmations.enabled}
            onChange={(enabled) => onChange({ ...settings, confirmations: { ...confirmations, enabled } })}
          />
          <SelectField
            label="Send to the address in"
            name="confirmations_email_field"
            value={confirmations.email_field ?? ""}
            options={[
              { value: "", label: "Choose an e-mail field" },
              ...emailFields.map((field) => ({ value: field.name, label: `${field.label} (${field.name})` })),
            ]}
            onChange={(email_field) => onChange({ ...settings, confirmations: { ...confirmations, email_field } })}
          />
          <TextField
            label="Subject"
            name="confirmations_subject"
            value={confirmations.subject}
            onChange={(subject) => onChange({ ...settings, confirmations: { ...confirmations, subject } })}
          />
          <TextField
            label="Message (HTML)"
            name="confirmations_html"
            rows={5}
            value={confirmations.html}
            onChange={(html) => onChange({ ...settings, confirmations: { ...confirmations, html } })}
          />
        </>
      ) : null}
    </Tabs>
  );
}
