import type { RoutePlugin } from "../foundation/schemas.ts";
import type { PageStore } from "./pages-store.ts";

const PAGE_TREE = "/cms";

/**
 * /cms/_ redirects: to the page tree, or, followed by a site path (/cms/_/used-cars), to
 * the editor of the page at that path, so "edit this page" links need only the page's address. A path
 * without a page goes to the page tree. The page guard has already sent anonymous browsers to sign in.
 */
export function editorShortcutRoutes(pages: Pick<PageStore, "idOfPath">): RoutePlugin {
  return async (app) => {
    app.get("/cms/_", { schema: { hide: true } }, async (_request, reply) =>
      reply.header("cache-control", "no-store").redirect(PAGE_TREE, 302),
    );
    app.get<{ Params: { "*": string } }>("/cms/_/*", { schema: { hide: true } }, async (request, reply) => {
      const rest = request.params["*"].replace(/\/+$/, "");
      const id = rest === "" ? null : await pages.idOfPath(`/${rest}`);
      const location = id ? `/cms/pages/${encodeURIComponent(id)}` : PAGE_TREE;
      return reply.header("cache-control", "no-store").redirect(location, 302);
    });
  };
}
