import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { settingsClient, type Setting } from "../api/settings-client.ts";
import { ActionsHeader, RowActions } from "./admin-table.tsx";
import { ConfirmDeleteDialog, Notice } from "../ui/index.ts";
import { previewOf } from "./json-text.ts";
import { SettingDialog } from "./setting-dialog.tsx";
import { useAdminWrites, type AdminRun } from "./use-admin-writes.ts";

const SETTINGS_KEY = ["admin", "settings"] as const;

type OpenDialog = { kind: "create" } | { kind: "edit" | "delete"; setting: Setting };

/** Settings: dot-namespaced keys (site.theme, general.404_page, ...) with text or JSON values. */
export function SettingsPanel() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.list });
  const { notice, setNotice, run } = useAdminWrites(SETTINGS_KEY);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Settings</h2>
          <p className="admin-panel__lead">Site-wide values by dot-namespaced key. Known keys are checked against their definitions when saved; the site uses its defaults for a missing key.</p>
        </div>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: "create" })}>
          Add setting
        </button>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {settings.isPending ? <p className="editor-loading">Loading settings…</p> : null}
      {settings.isError ? (
        <p className="editor-error" role="alert">
          The settings could not be loaded: {settings.error.message}
        </p>
      ) : null}
      {settings.isSuccess && settings.data.length === 0 ? <p className="admin-panel__empty">No settings yet: the site uses its defaults.</p> : null}
      {settings.isSuccess && settings.data.length > 0 ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {settings.data.map((setting) => (
              <tr key={setting.id}>
                <th scope="row">
                  <code>{setting.key}</code>
                </th>
                <td className="admin-table__value">
                  <code>{previewOf(setting.value) || <em>empty</em>}</code>
                </td>
                <RowActions subject={setting.key} onEdit={() => setDialog({ kind: "edit", setting })} onDelete={() => setDialog({ kind: "delete", setting })} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {dialog?.kind === "create" ? <SettingDialog setting={null} onClose={close} run={run} /> : null}
      {dialog?.kind === "edit" ? <SettingDialog setting={dialog.setting} onClose={close} run={run} /> : null}
      {dialog?.kind === "delete" ? <DeleteSettingDialog setting={dialog.setting} onClose={close} run={run} /> : null}
    </div>
  );
}

function DeleteSettingDialog({ setting, onClose, run }: { setting: Setting; onClose: () => void; run: AdminRun }) {
  const remove = async () => {
    const outcome = await run(() => settingsClient.remove(setting.id), { fields: [], success: `Deleted ${setting.key}.` });
    return outcome.ok ? null : outcome.failure.message;
  };
  return (
    <ConfirmDeleteDialog title={`Delete ${setting.key}?`} confirmLabel="Delete setting" onConfirm={remove} onClose={onClose}>
      <p>The site falls back to its default for this key.</p>
    </ConfirmDeleteDialog>
  );
}
