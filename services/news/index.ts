/** The news domain's public surface: published news pages (lists, collections) and the news feeds. */
import { defineDomain } from "../foundation/domain.ts";
import { newsRoutes } from "./news-routes.ts";
import { NewsStore } from "./news-store.ts";

export { NewsStore } from "./news-store.ts";
export { newsListResolver, collectionFeedResolver } from "./news-block-data.ts";

export const newsDomain = defineDomain({
  name: "news",
  create: ({ database }) => ({ news: new NewsStore(database.db) }),
  routes: ({ news }, { config }) => newsRoutes(news, { publicUrl: config.publicUrl }),
});
