import type {
  NavEntryMenu,
  NavEntryPageSets,
  NavEntryTree,
  NavEntryTreeEntry,
} from "../../generated/contracts/entities/nav-entry.ts";
import { request } from "./http.ts";

/** The admin navigation API (services/navigation/navigation-routes.ts): a page set's whole menu at once. */
export type { NavEntryMenu, NavEntryTreeEntry };

const base = "/api/navigation";

export const navigationClient = {
  pageSets: async () => (await request<NavEntryPageSets>(base)).data.data,
  menu: async (pageSet: string) =>
    (await request<NavEntryTree>(`${base}/${encodeURIComponent(pageSet)}`)).data.data.entries,
  /** Replaces the menu; 422 `invalid_menu` with JSON pointers into `menu`. */
  save: async (pageSet: string, menu: NavEntryMenu) =>
    (await request<NavEntryTree>(`${base}/${encodeURIComponent(pageSet)}`, { method: "PUT", body: menu })).data.data
      .entries,
};
