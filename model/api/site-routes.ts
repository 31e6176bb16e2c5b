import { BROWSER_ERRORS_PATH } from "../diagnostics/browser-errors.ts";
import { route } from "./route-contract.ts";

/**
 * The routes the runtime of every site page calls (renderer/islands, the site shell's form dialog), part of
 * `routes` (routes.ts) and also a module of their own: the script every visitor loads carries these
 * contracts, not all of them.
 */
export const siteRoutes = {
  // A form's definition, read by the forms a page opens in the browser (modal form links, a form in an accordion).
  form: route({ method: "GET", path: "/forms/:id", params: "form#params", response: "form#form" }),
  // The block data an island fetches before it hydrates instead of carrying it in the page (decision 178).
  islandData: route({
    method: "GET",
    path: "/_island-data",
    query: "island-data#query",
    response: "island-data#answer",
  }),
  // The header's search: pages and vehicles matching the words typed.
  search: route({ method: "GET", path: "/public_api/search", query: "search#query", response: "search#results" }),
  // What a page's error buffer caught, scrubbed, a few reports a post.
  browserErrorReport: route({
    method: "POST",
    path: BROWSER_ERRORS_PATH,
    body: "browser-error#report_post",
    status: 202,
  }),
} as const;
