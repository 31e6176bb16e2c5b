import type { Setting } from "../../generated/contracts/entities/setting.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The settings API (services/settings/settings-routes.ts): dot-namespaced keys, values stored as text. */
export type { Setting };

export const settingsClient = {
  list: async () => (await call(routes.settings, {})).data.data,
  /** Creates the setting or replaces the value of the one with this key. 422: invalid JSON or schema issues. */
  save: async (key: string, value: string) => (await call(routes.settingSave, { body: { key, value } })).data,
  remove: async (id: string) => {
    await call(routes.settingDelete, { params: { id } });
  },
};
