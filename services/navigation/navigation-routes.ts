import type { NavEntryQuery } from "../../generated/contracts/entities/nav-entry.ts";
import { DEFAULT_PAGE_SET, pageSetForPath } from "../../model/navigation/menu.ts";
import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { NavigationStore } from "./navigation-store.ts";

const publicErrors = errorResponses([400, 404]);
const adminErrors = errorResponses([400, 401, 403, 404, 422]);

/**
 * The navigation API. Public, as the site's own menus are (`GET /nav_entries`,
 * `/nav_entries_v2`, `/nav_entries/breadcrumbs/{id}`), and the admin's (`/api/navigation`, admins
 * write a page set's whole menu; a wrong entry is a 422 with its JSON pointer, nothing written).
 */
export function navigationRoutes(store: NavigationStore, warn: (message: string) => void): RoutePlugin {
  return async (app) => {
    const tags = ["navigation"];

    async function pageSetOf(query: NavEntryQuery): Promise<string> {
      if (query.page_set) return query.page_set;
      if (query.path) return pageSetForPath(query.path, await store.pageSets());
      return DEFAULT_PAGE_SET;
    }

    app.get(
      "/nav_entries",
      {
        schema: {
          tags,
          summary: "A page set's menu entries, flat (parents before children, by position)",
          querystring: ref("nav-entry", "query"),
          response: { 200: ref("nav-entry", "list"), ...publicErrors },
        },
      },
      async (request) => {
        const pageSet = await pageSetOf(request.query);
        return { page_set: pageSet, data: await store.list(pageSet, warn) };
      },
    );

    app.get(
      "/nav_entries_v2",
      {
        schema: {
          tags,
          summary: "A page set's menu as a tree",
          querystring: ref("nav-entry", "query"),
          response: { 200: ref("nav-entry", "tree"), ...publicErrors },
        },
      },
      async (request) => {
        const pageSet = await pageSetOf(request.query);
        return { data: { page_set: pageSet, entries: await store.menu(pageSet, warn) } };
      },
    );

    app.get(
      "/nav_entries/breadcrumbs/:id",
      {
        schema: {
          tags,
          summary: "Breadcrumbs of a menu entry: Home, its parents, the entry",
          params: ref("nav-entry", "params"),
          response: { 200: ref("nav-entry", "breadcrumbs"), ...publicErrors },
        },
      },
      async (request, reply) => {
        const crumbs = await store.breadcrumbs(request.params.id);
        return crumbs ? { data: crumbs } : sendError(reply, 404, "not_found", "There is no such menu entry.");
      },
    );

    app.get(
      "/api/navigation",
      {
        ...guard("settings:read"),
        schema: {
          tags,
          summary: "The page sets that have a menu",
          response: { 200: ref("nav-entry", "page_sets"), ...adminErrors },
        },
      },
      async () => ({ data: await store.pageSets() }),
    );

    app.get(
      "/api/navigation/:page_set",
      {
        ...guard("settings:read"),
        schema: {
          tags,
          summary: "A page set's menu as a tree (empty when it has none)",
          params: ref("nav-entry", "page_set_params"),
          response: { 200: ref("nav-entry", "tree"), ...adminErrors },
        },
      },
      async (request) => ({
        data: { page_set: request.params.page_set, entries: await store.menu(request.params.page_set, warn) },
      }),
    );

    app.put(
      "/api/navigation/:page_set",
      {
        ...guard("settings:write"),
        schema: {
          tags,
          summary: "Replace a page set's menu (entries, children, order); an empty list removes it",
          description:
            "Each entry is checked against https://forecourt.dev/schemas/nav-entry#/$defs/menu and page links against the pages: 422 `invalid_menu` with JSON pointers, nothing written.",
          params: ref("nav-entry", "page_set_params"),
          body: ref("nav-entry", "menu_input"),
          response: { 200: ref("nav-entry", "tree"), ...adminErrors },
        },
      },
      async (request, reply) => {
        const result = await store.replace(request.params.page_set, request.body);
        if (!result.ok) return sendError(reply, 422, "invalid_menu", result.message, { issues: result.issues });
        return { data: { page_set: request.params.page_set, entries: result.entries } };
      },
    );
  };
}
