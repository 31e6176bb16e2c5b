/** The navigation domain's public surface: site menus per brand page set, their API and the demo menus. */
import { defineDomain } from "../foundation/domain.ts";
import { NavigationStore } from "./navigation-store.ts";
import { navigationRoutes } from "./navigation-routes.ts";

export type { NavigationStore } from "./navigation-store.ts";
export { seedNavigation } from "./seed.ts";

export const navigationDomain = defineDomain({
  name: "navigation",
  create: ({ database }) => ({ navigation: new NavigationStore(database.db) }),
  routes: ({ navigation }) => navigationRoutes(navigation, (message) => console.warn(message)),
});
