import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { settingsClient, type Setting } from "../api/settings-client.ts";
import { EntityPanel } from "../ui/index.ts";
import { previewOf } from "./json-text.ts";
import { SettingDialog } from "./setting-dialog.tsx";

// The forms bring react-jsonschema-form; the Expert view does not need it.
const SettingsForms = lazy(() => import("./settings/settings-forms.tsx"));

const SETTINGS_KEY = ["admin", "settings"] as const;

type View = "forms" | "expert";

/**
 * Settings: by default grouped forms drawn from the settings registry; the Expert view lists the
 * stored keys with their raw text or JSON.
 */
export function SettingsPanel() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.list });
  const [view, setView] = useState<View>("forms");
  const switcher = (
    <div className="settings-views" role="group" aria-label="Settings view">
      {(
        [
          ["forms", "Forms"],
          ["expert", "Expert (raw values)"],
        ] as const
      ).map(([name, label]) => (
        <button
          key={name}
          type="button"
          className={`editor-button${view === name ? "" : " editor-button--secondary"}`}
          aria-pressed={view === name}
          onClick={() => setView(name)}
        >
          {label}
        </button>
      ))}
    </div>
  );
  if (view === "forms")
    return (
      <section className="admin-panel" aria-labelledby="settings-title">
        <div className="admin-panel__bar">
          <div>
            <h2 id="settings-title">Settings</h2>
            <p className="admin-panel__lead">
              What the whole site does, by topic. Each group saves on its own; a setting never saved uses the default
              shown.
            </p>
          </div>
          {switcher}
        </div>
        <Suspense fallback={<p>Loading the settings forms…</p>}>
          <SettingsForms settings={settings} queryKey={SETTINGS_KEY} />
        </Suspense>
      </section>
    );
  return (
    <>
      {switcher}
      <EntityPanel<Setting>
        title="Settings"
        lead="Every stored setting by key, with its raw text or JSON. Only the keys the site reads can be saved; each is checked against its definition. The site uses its default for a key with no value."
        addLabel="Add setting"
        noun="settings"
        list={settings}
        writesKey={SETTINGS_KEY}
        empty="No settings yet: the site uses its defaults."
        rowKey={(setting) => setting.id}
        subject={(setting) => setting.key}
        columns={[
          { header: "Key", rowHeader: true, cell: (setting) => <code>{setting.key}</code> },
          {
            header: "Value",
            className: "admin-table__value",
            cell: (setting) => <code>{previewOf(setting.value) || <em>empty</em>}</code>,
          },
        ]}
        form={(setting, close, run) => <SettingDialog setting={setting} onClose={close} run={run} />}
        deletion={{
          title: (setting) => `Delete ${setting.key}?`,
          confirmLabel: "Delete setting",
          remove: (setting) => settingsClient.remove(setting.id),
          success: (setting) => `Deleted ${setting.key}.`,
          body: () => <p>The site falls back to its default for this key.</p>,
        }}
      />
    </>
  );
}
