import type { Kysely } from "kysely";
import {
  documentText,
  indexPage,
  searchPages,
  type IndexedPage,
  type SearchResult,
} from "../../model/search/page-search.ts";
import type { Database } from "../db/schema.ts";
import type { SiteRevisionReader } from "../foundation/site-revisions.ts";

/**
 * The site search over published pages (not folders, links, redirects or disabled pages). The index
 * is held per process and rebuilt when the "pages" site revision moves (a publish on any node), so a
 * search reads memory; a site has hundreds of pages, not millions.
 */
export class PageSearchIndex {
  private built: { revision: number; pages: IndexedPage[] } | null = null;
  private building: { revision: number; promise: Promise<IndexedPage[]> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly revisions: SiteRevisionReader,
  ) {}

  async search(query: string, limit?: number): Promise<SearchResult[]> {
    return searchPages(await this.pages(), query, limit);
  }

  private async pages(): Promise<IndexedPage[]> {
    const revision = await this.revisions.one("pages");
    if (this.built?.revision === revision) return this.built.pages;
    if (this.building?.revision !== revision) {
      const promise = this.read().then((pages) => {
        if (!this.built || this.built.revision < revision) this.built = { revision, pages };
        return pages;
      });
      promise
        .finally(() => {
          if (this.building?.promise === promise) this.building = null;
        })
        .catch(() => {});
      this.building = { revision, promise };
    }
    return this.building.promise;
  }

  private async read(): Promise<IndexedPage[]> {
    const rows = await this.db
      .selectFrom("pages")
      .innerJoin("page_versions", "page_versions.id", "pages.published_version_id")
      .select(["pages.id", "pages.path", "pages.title", "pages.meta_description", "page_versions.document"])
      .where("pages.page_type", "=", "page")
      .where("pages.link_type", "=", "internal")
      .where("pages.disabled", "=", 0)
      .where("pages.redirect_path", "is", null)
      .execute();
    return rows.map((row) => {
      let body = "";
      try {
        body = documentText((JSON.parse(row.document) as { content?: unknown }).content ?? []);
      } catch {
        body = "";
      }
      return indexPage({ id: row.id, path: row.path, title: row.title, description: row.meta_description ?? "", body });
    });
  }
}
