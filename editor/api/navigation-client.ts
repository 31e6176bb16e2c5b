import type { NavEntryMenu, NavEntryTreeEntry } from "../../generated/contracts/entities/nav-entry.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The admin navigation API (services/navigation/navigation-routes.ts): a page set's whole menu at once. */
export type { NavEntryMenu, NavEntryTreeEntry };

export const navigationClient = {
  pageSets: async () => (await call(routes.navigationPageSets, {})).data.data,
  menu: async (pageSet: string) =>
    (await call(routes.navigationMenu, { params: { page_set: pageSet } })).data.data.entries,
  /** Replaces the menu; 422 `invalid_menu` with JSON pointers into `menu`. */
  save: async (pageSet: string, menu: NavEntryMenu) =>
    (await call(routes.navigationSave, { params: { page_set: pageSet }, body: menu })).data.data.entries,
};
