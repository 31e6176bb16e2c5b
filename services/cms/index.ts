/** The cms domain's public surface: pages (drafts, versions, publishing), the public page API, seeding. */
import { defineDomain } from "../foundation/domain.ts";
import { mediaLibraryIds } from "../media/index.ts";
import { databaseReferenceCheck } from "./page-references.ts";
import { editorShortcutRoutes } from "./editor-shortcut-routes.ts";
import { pagesRoutes } from "./pages-routes.ts";
import { PageStore } from "./pages-store.ts";
import { publicPagesRoutes } from "./public-pages-routes.ts";
import { StoredPages } from "./stored-pages.ts";

export { draftPreview } from "./draft-preview.ts";
export { seedFromFolder } from "./seed.ts";
export { redirectTarget } from "./link-targets.ts";
export type { PageStore, PublishedPageRow } from "./pages-store.ts";
export type { TableProgress } from "./migrate-stored-pages.ts";

export const cmsDomain = defineDomain({
  name: "cms",
  create: ({ config, database, migrations }) => ({
    pages: new PageStore(database.db, migrations),
    references: databaseReferenceCheck(database.db, mediaLibraryIds(config)),
    storedPages: new StoredPages(database.db, migrations),
  }),
  routes:
    ({ pages, references }) =>
    async (app) => {
      await app.register(pagesRoutes(pages, references));
      await app.register(publicPagesRoutes(pages));
      await app.register(editorShortcutRoutes(pages));
    },
});
