import { useQuery } from "@tanstack/react-query";
import { settingsClient, type Setting } from "../api/settings-client.ts";
import { EntityPanel } from "../ui/index.ts";
import { previewOf } from "./json-text.ts";
import { SettingDialog } from "./setting-dialog.tsx";

const SETTINGS_KEY = ["admin", "settings"] as const;

/** Settings: dot-namespaced keys (site.theme, general.404_page, ...) with text or JSON values. */
export function SettingsPanel() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.list });
  return (
    <EntityPanel<Setting>
      title="Settings"
      lead="Site-wide values by dot-namespaced key. Known keys are checked against their definitions when saved; the site uses its defaults for a missing key."
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
  );
}
