/** The dynamic-content domain's public surface: lists computed from the published stock, and their API. */
import { defineDomain } from "../foundation/domain.ts";
import { DynamicContentLists } from "./lists.ts";
import { dynamicContentRoutes, type ListDefinitions } from "./routes.ts";

export type { DynamicContentLists } from "./lists.ts";

export const dynamicContentDomain = defineDomain({
  name: "dynamic-content",
  create: ({ database }) => ({ dynamicContentLists: new DynamicContentLists(database.db) }),
  routes: ({
    dynamicContentLists,
    settings,
  }: {
    dynamicContentLists: DynamicContentLists;
    settings: ListDefinitions;
  }) => dynamicContentRoutes(dynamicContentLists, settings),
});
