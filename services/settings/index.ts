/** The settings domain's public surface: the dot-namespaced settings and what the site shell reads of them. */
import { defineDomain } from "../foundation/domain.ts";
import { settingsRoutes } from "./settings-routes.ts";
import { SettingsStore } from "./settings-store.ts";
import { showroomConfigRoutes } from "./showroom-config-routes.ts";

export type { SettingsStore } from "./settings-store.ts";
export { showroomConfigEntries } from "./showroom-config.ts";
export { settingsReader, settingTextsIn } from "./settings-reader.ts";

export const settingsDomain = defineDomain({
  name: "settings",
  create: ({ database }) => ({ settings: new SettingsStore(database.db) }),
  routes:
    ({ settings }) =>
    async (app) => {
      await app.register(settingsRoutes(settings));
      await app.register(showroomConfigRoutes(settings));
    },
});
