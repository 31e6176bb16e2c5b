import type { Setting, SettingList } from "../../generated/contracts/entities/setting.ts";
import { request } from "./http.ts";

/** The settings API (services/settings/settings-routes.ts): dot-namespaced keys, values stored as text. */
export type { Setting };

const base = "/settings";

export const settingsClient = {
  list: async () => (await request<SettingList>(base)).data.data,
  /** Creates the setting or replaces the value of the one with this key. 422: invalid JSON or schema issues. */
  save: async (key: string, value: string) =>
    (await request<Setting>(base, { method: "POST", body: { key, value } })).data,
  remove: async (id: string) => {
    await request<void>(`${base}/${encodeURIComponent(id)}`, { method: "DELETE" });
  },
};
