import type { Kysely } from "kysely";
import type { BlockMigrations } from "../../model/page-document/migrate.ts";
import type { Database } from "../db/schema.ts";
import { migrateStoredPages, type StoredPagesReport, type TableProgress } from "./migrate-stored-pages.ts";

/** A stored page document as text, named as `npm run validate -- --db` reports it. */
export interface StoredDocument {
  /** `db:<page id>/draft` or `db:<page id>/v<number>`. */
  source: string;
  /** The page's path; null for a version of a page that no longer exists. */
  path: string | null;
  text: string;
}

/** Every stored page document as a whole, for the maintenance commands (npm run migrate, validate --db) and the first start. */
export class StoredPages {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly migrations: BlockMigrations,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom("pages").select("id").limit(1).executeTakeFirst()) === undefined;
  }

  /** Rewrites every draft and version not at today's block versions (decision 019). */
  migrate(options: { batchSize: number; onProgress?: (progress: TableProgress) => void }): Promise<StoredPagesReport> {
    return migrateStoredPages(this.db, this.migrations, options);
  }

  /** Every draft (by path), then every published version (by page and number), read in pages of 200. */
  async *documents(): AsyncGenerator<StoredDocument> {
    const pages = await this.db.selectFrom("pages").select(["id", "path", "draft"]).orderBy("path").execute();
    const paths = new Map(pages.map((page) => [page.id, page.path]));
    for (const page of pages) yield { source: `db:${page.id}/draft`, path: page.path, text: page.draft };
    for (let offset = 0; ; offset += 200) {
      const versions = await this.db
        .selectFrom("page_versions")
        .select(["id", "page_id", "number", "document"])
        .orderBy("page_id")
        .orderBy("number")
        .limit(200)
        .offset(offset)
        .execute();
      for (const version of versions)
        yield {
          source: `db:${version.page_id}/v${version.number}`,
          path: paths.get(version.page_id) ?? null,
          text: version.document,
        };
      if (versions.length < 200) break;
    }
  }
}
