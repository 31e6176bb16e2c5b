import type { Kysely, Transaction } from "kysely";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { compareDocuments, type DocumentComparison } from "../../model/page-document/compare.ts";
import { shapeIssue, sizeIssue } from "../../model/page-document/limits.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { sanitizePageHtmlInPlace } from "../../model/page-document/sanitize-html.server.ts";
import { validatePage, type PageIssue } from "../../model/page-document/validate.ts";
import { newId, now } from "../db/clock.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import type { Database, PagesTable } from "../db/schema.ts";
import type { PageDetail, PageFields, PageSummary, VersionSummary } from "../../model/cms/page-api.ts";
import { absoluteUrlProblem, pathOrUrlProblem, sitePathProblem } from "./link-targets.ts";
import { FIELD_DEFAULTS, columnsOf, fieldsOf, pathProblem } from "./page-fields.ts";
import type { BlockMigrations } from "../../model/page-document/migrate.ts";
import { migrateInput } from "./page-migration.ts";
import { migratePublished } from "./published-document.ts";
import type { ReferenceCheck } from "./page-references.ts";
import { NEWS_FIELD_NAMES, newsFieldIssues, storedNewsFields } from "../../model/news/news-record.ts";

const EMPTY_DOCUMENT: PageDocument = { schemaVersion: 1, root: { props: {} }, content: [] };

export interface FieldIssue {
  pointer: string;
  message: string;
}

type PageError =
  | { kind: "not-found" }
  | { kind: "stale"; revision: number }
  | { kind: "invalid-document"; issues: PageIssue[] }
  | { kind: "invalid-fields"; issues: FieldIssue[] }
  | { kind: "conflict"; message: string };

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PageError };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = <T>(error: PageError): Outcome<T> => ({ ok: false, error });

export type { PageDetail, PageSummary, VersionSummary };

export interface PublishedPageRow {
  page: PagesTable;
  versionId: string | null;
  document: string | null;
}

/**
 * Pages with a draft and immutable published versions. Every write names the revision it was based
 * on and fails with `stale` if the page has moved on since, so a concurrent save is never lost; every
 * document is validated before anything is written, so nothing invalid is ever stored.
 */
/**
 * The site caches published lookups under the "pages" revision (services/site/database-site-data.ts):
 * every write moves it on in the same transaction, so no committed change can leave a cache stale.
 */
function bumpPagesRevision(trx: Transaction<Database>, pageId: string): Promise<void> {
  return bumpSiteRevision(trx, "pages", pageId);
}

/**
 * A document as it may be stored: within the nesting, block-count and size limits (checked before
 * anything recursive runs), every HTML-bearing field sanitised, and valid. Every write goes through
 * it (create, update, restore, and so the seed and imports), so no stored draft holds HTML the site
 * would not render.
 */
function storableDocument(
  document: unknown,
  migrations: BlockMigrations,
): { ok: true; json: string; document: PageDocument } | { ok: false; issues: PageIssue[] } {
  const tooLarge = shapeIssue(document);
  if (tooLarge) return { ok: false, issues: [tooLarge] };
  // Within the limits, so the recursive migration walk is safe; a document from older editors is brought up to date.
  const migrated = migrateInput(document, migrations);
  if (!migrated.ok) return { ok: false, issues: migrated.issues };
  const sanitised = structuredClone(migrated.document);
  sanitizePageHtmlInPlace(sanitised);
  const validation = validatePage(sanitised);
  if (!validation.valid) return { ok: false, issues: validation.issues };
  const json = JSON.stringify(sanitised);
  const tooBig = sizeIssue(json);
  return tooBig ? { ok: false, issues: [tooBig] } : { ok: true, json, document: sanitised as PageDocument };
}

/**
 * A stored document parsed for reading, or why it cannot be used. Rows written before the limits
 * existed, or straight into the database, must not break a read: the caller reports and goes on.
 */
function readStoredDocument(
  json: string,
  migrations?: BlockMigrations,
): { ok: true; document: PageDocument } | { ok: false; problem: string } {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON (${(error as Error).message})` };
  }
  if (
    typeof document !== "object" ||
    document === null ||
    !Array.isArray((document as { content?: unknown }).content)
  ) {
    return { ok: false, problem: "is not a page document" };
  }
  const tooLarge = shapeIssue(document) ?? sizeIssue(json);
  if (tooLarge) return { ok: false, problem: `${tooLarge.pointer || "/"} ${tooLarge.message}` };
  if (!migrations) return { ok: true, document: document as PageDocument };
  const migrated = migrateInput(document, migrations);
  if (!migrated.ok)
    return {
      ok: false,
      problem: migrated.issues.map((issue) => `${issue.pointer || "/"} ${issue.message}`).join("; "),
    };
  return { ok: true, document: migrated.document as PageDocument };
}

export type Warn = (message: string) => void;

export class PageStore {
  /** `migrations`: generated/registry/block-migrations.ts, from the composition root (decision 019). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly migrations: BlockMigrations,
    /** Where a damaged stored row is reported; reads carry on without it. */
    private readonly warn: Warn = (message) => console.warn(message),
  ) {}

  async list(): Promise<PageSummary[]> {
    const rows = await this.db
      .selectFrom("pages")
      .selectAll()
      .orderBy("parent_id")
      .orderBy("position")
      .orderBy("path")
      .execute();
    const published = await this.publishedDocuments(rows);
    return rows.map((row) => summaryOf(row, published.get(row.id), this.warn, this.migrations));
  }

  /**
   * A page with its draft. A stored draft that cannot be used (not JSON, over the limits) is
   * reported and answered as an empty document with `draft_problem` saying why, so the page can
   * still be opened, fixed or deleted.
   */
  async get(id: string): Promise<PageDetail | null> {
    const row = await this.db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const published = await this.publishedDocuments([row]);
    const summary = summaryOf(row, published.get(row.id), this.warn, this.migrations);
    const draft = readStoredDocument(row.draft, this.migrations);
    if (draft.ok) return { ...summary, draft: draft.document };
    this.warn(`page ${row.id} (${row.path}): the stored draft ${draft.problem}`);
    return {
      ...summary,
      draft: EMPTY_DOCUMENT,
      draft_problem: `The stored draft ${draft.problem}; it was replaced by an empty page.`,
    };
  }

  async create(
    fields: Partial<PageFields> & Pick<PageFields, "path" | "title">,
    draft: unknown,
    userId: string | null,
    /** Checks the document's references to other items (the API's saves; the seed has none). */
    references?: ReferenceCheck,
  ): Promise<Outcome<PageDetail>> {
    const merged: PageFields = storedNewsFields({ ...FIELD_DEFAULTS, ...fields });
    const document = storableDocument(draft ?? EMPTY_DOCUMENT, this.migrations);
    if (!document.ok) return fail({ kind: "invalid-document", issues: document.issues });
    const broken = references ? await references(document.document) : [];
    if (broken.length > 0) return fail({ kind: "invalid-document", issues: broken });
    const problems = await this.fieldIssues(merged, null);
    if (problems.length > 0) return fail({ kind: "invalid-fields", issues: problems });
    const id = newId();
    const timestamp = now();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("pages")
          .values({
            ...(columnsOf(merged) as PagesTable),
            id,
            draft: document.json,
            revision: 1,
            published_version_id: null,
            created_at: timestamp,
            updated_at: timestamp,
            updated_by: userId,
          })
          .execute();
        await bumpPagesRevision(trx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        return fail({
          kind: "invalid-fields",
          issues: [{ pointer: "/path", message: "is already used by another page" }],
        });
      throw error;
    }
    return ok((await this.get(id))!);
  }

  /** Changes record fields and/or the draft, based on `revision`. */
  async update(
    id: string,
    revision: number,
    changes: { fields?: Partial<PageFields>; draft?: unknown },
    userId: string | null,
    references?: ReferenceCheck,
  ): Promise<Outcome<PageDetail>> {
    const current = await this.db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return fail({ kind: "not-found" });
    if (current.revision !== revision) return fail({ kind: "stale", revision: current.revision });
    const update: Partial<PagesTable> = {};
    if (changes.draft !== undefined) {
      const document = storableDocument(changes.draft, this.migrations);
      if (!document.ok) return fail({ kind: "invalid-document", issues: document.issues });
      const broken = references ? await references(document.document) : [];
      if (broken.length > 0) return fail({ kind: "invalid-document", issues: broken });
      update.draft = document.json;
    }
    const fields = changes.fields && Object.keys(changes.fields).length > 0 ? changes.fields : null;
    if (fields) {
      const merged = storedNewsFields({ ...fieldsOf(current), ...fields });
      const problems = await this.fieldIssues(merged, id);
      if (problems.length > 0) return fail({ kind: "invalid-fields", issues: problems });
      // The fields sent, and for a news page its news fields as stored (fallbacks applied).
      const written = Object.keys(fields).concat(merged.page_type === "news" ? NEWS_FIELD_NAMES : []);
      Object.assign(
        update,
        columnsOf(Object.fromEntries(written.map((name) => [name, merged[name as keyof PageFields]]))),
      );
    }
    try {
      const updated = await this.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("pages")
          .set({ ...update, revision: revision + 1, updated_at: now(), updated_by: userId })
          .where("id", "=", id)
          .where("revision", "=", revision)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        // A draft save leaves what the site shows as it was: published lookups stay cached.
        if (fields) await bumpPagesRevision(trx, id);
        return true;
      });
      if (!updated) return this.staleOrMissing(id);
    } catch (error) {
      if (isUniqueViolation(error))
        return fail({
          kind: "invalid-fields",
          issues: [{ pointer: "/path", message: "is already used by another page" }],
        });
      throw error;
    }
    return ok((await this.get(id))!);
  }

  async delete(id: string, revision: number): Promise<Outcome<null>> {
    const child = await this.db.selectFrom("pages").select("id").where("parent_id", "=", id).executeTakeFirst();
    if (child) return fail({ kind: "conflict", message: "This page has child pages: move or delete them first." });
    const deleted = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom("pages")
        .where("id", "=", id)
        .where("revision", "=", revision)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await bumpPagesRevision(trx, id);
      return true;
    });
    if (!deleted) return this.staleOrMissing(id);
    return ok(null);
  }

  /** Publishes the draft as a new immutable version. An invalid draft is never published. */
  async publish(id: string, revision: number, userId: string | null): Promise<Outcome<PageDetail>> {
    const outcome = await this.db.transaction().execute(async (trx) => {
      const page = await trx.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
      if (!page) return fail<null>({ kind: "not-found" });
      if (page.revision !== revision) return fail<null>({ kind: "stale", revision: page.revision });
      const stored = readStoredDocument(page.draft, this.migrations);
      if (!stored.ok)
        return fail<null>({
          kind: "invalid-document",
          issues: [{ pointer: "", blockId: null, blockType: null, message: stored.problem, keyword: "stored" }],
        });
      const draft = stored.document;
      const validation = validatePage(draft);
      if (!validation.valid) return fail<null>({ kind: "invalid-document", issues: validation.issues });
      const versionId = newId();
      const claimed = await trx
        .updateTable("pages")
        .set({
          published_version_id: versionId,
          revision: revision + 1,
          updated_at: now(),
          updated_by: userId,
          draft: JSON.stringify(draft),
        })
        .where("id", "=", id)
        .where("revision", "=", revision)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return fail<null>({ kind: "stale", revision: -1 });
      await trx
        .insertInto("page_versions")
        .values({
          id: versionId,
          page_id: id,
          number: (await this.lastVersionNumber(trx, id)) + 1,
          document: JSON.stringify(normalizePage(draft)),
          title: page.title,
          created_at: now(),
          created_by: userId,
        })
        .execute();
      await bumpPagesRevision(trx, id);
      return ok(null);
    });
    if (!outcome.ok)
      return outcome.error.kind === "stale" && outcome.error.revision === -1 ? this.staleOrMissing(id) : outcome;
    return ok((await this.get(id))!);
  }

  async versions(id: string): Promise<VersionSummary[] | null> {
    const page = await this.db
      .selectFrom("pages")
      .select(["published_version_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!page) return null;
    const rows = await this.db
      .selectFrom("page_versions")
      .leftJoin("users", "users.id", "page_versions.created_by")
      .select([
        "page_versions.id",
        "page_versions.number",
        "page_versions.title",
        "page_versions.created_at",
        "users.email as created_by",
      ])
      .where("page_versions.page_id", "=", id)
      .orderBy("page_versions.number", "desc")
      .execute();
    return rows.map((row) => ({ ...row, published: row.id === page.published_version_id }));
  }

  /** A version's document; null when there is none, or when the stored one cannot be used (reported). */
  async versionDocument(id: string, versionId: string): Promise<PageDocument | null> {
    const row = await this.db
      .selectFrom("page_versions")
      .select("document")
      .where("page_id", "=", id)
      .where("id", "=", versionId)
      .executeTakeFirst();
    if (!row) return null;
    const stored = readStoredDocument(row.document, this.migrations);
    if (stored.ok) return stored.document;
    this.warn(`page ${id}: the stored document of version ${versionId} ${stored.problem}`);
    return null;
  }

  /** Which blocks differ between two versions; `draft` names the current draft. */
  async compare(id: string, from: string, to: string): Promise<DocumentComparison | null> {
    const load = async (which: string): Promise<PageDocument | null> =>
      which === "draft" ? ((await this.get(id))?.draft ?? null) : this.versionDocument(id, which);
    const [before, after] = await Promise.all([load(from), load(to)]);
    if (!before || !after) return null;
    try {
      return compareDocuments(before, after);
    } catch (error) {
      this.warn(`page ${id}: comparing ${from} with ${to} failed: ${String(error)}`);
      return null;
    }
  }

  /** Makes a version's document the draft again (publish to make it live). */
  async restore(id: string, revision: number, versionId: string, userId: string | null): Promise<Outcome<PageDetail>> {
    const document = await this.versionDocument(id, versionId);
    if (!document) return fail({ kind: "not-found" });
    return this.update(id, revision, { draft: document }, userId);
  }

  /** A published version's stored JSON as the site renders it: migrated to today's block versions. */
  publishedDocument(json: string): PageDocument {
    return migratePublished(json, this.migrations);
  }

  /** The id of the page at `path`, published or not; null when there is none. */
  async idOfPath(path: string): Promise<string | null> {
    const row = await this.db.selectFrom("pages").select("id").where("path", "=", path).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The page at `path` with its published document, for the site and the public API. */
  async findPublished(path: string): Promise<PublishedPageRow | null> {
    const row = await this.db
      .selectFrom("pages")
      .leftJoin("page_versions", "page_versions.id", "pages.published_version_id")
      .selectAll("pages")
      .select(["page_versions.document as published_document"])
      .where("pages.path", "=", path)
      .executeTakeFirst();
    if (!row) return null;
    const { published_document, ...page } = row;
    if (published_document) {
      // A damaged published row answers as unpublished (404), never as a failure of the site.
      const stored = readStoredDocument(published_document);
      if (!stored.ok) {
        this.warn(
          `page ${page.id} (${page.path}): the published document ${stored.problem}; answered as not published`,
        );
        return { page: page as PagesTable, versionId: null, document: null };
      }
    }
    return { page: page as PagesTable, versionId: page.published_version_id, document: published_document };
  }

  /** The published, enabled pages of a translation group (path and locale), for hreflang alternates. */
  async translationsOf(group: string): Promise<{ path: string; locale: string | null }[]> {
    return this.db
      .selectFrom("pages")
      .select(["path", "locale"])
      .where("translation_group", "=", group)
      .where("published_version_id", "is not", null)
      .where("disabled", "=", 0)
      .where("page_type", "=", "page")
      .where("link_type", "=", "internal")
      .where("redirect_path", "is", null)
      .orderBy("path")
      .execute();
  }

  private async fieldIssues(fields: PageFields, id: string | null): Promise<FieldIssue[]> {
    const issues: FieldIssue[] = [];
    const pathIssue = pathProblem(fields.path);
    if (pathIssue) issues.push({ pointer: "/path", message: pathIssue });
    if (fields.title.trim() === "") issues.push({ pointer: "/title", message: "must not be empty" });
    if (fields.link_type !== "internal" && !fields.to)
      issues.push({ pointer: "/to", message: `is required for a ${fields.link_type} link page` });
    issues.push(...urlFieldIssues(fields));
    issues.push(...newsFieldIssues(fields));
    if (fields.parent_id !== null) {
      if (fields.parent_id === id) issues.push({ pointer: "/parent_id", message: "cannot be the page itself" });
      else if (
        !(await this.db.selectFrom("pages").select("id").where("id", "=", fields.parent_id).executeTakeFirst())
      ) {
        issues.push({ pointer: "/parent_id", message: "is not an existing page" });
      } else if (id !== null && (await this.isDescendant(fields.parent_id, id))) {
        issues.push({ pointer: "/parent_id", message: "cannot be one of the page's own descendants" });
      }
    }
    const taken = pathIssue
      ? undefined
      : await this.db.selectFrom("pages").select("id").where("path", "=", fields.path).executeTakeFirst();
    if (taken && taken.id !== id) issues.push({ pointer: "/path", message: "is already used by another page" });
    // PostgreSQL text cannot hold NUL, and no page field needs a control character: refuse them with a pointer, not a 500.
    for (const [name, value] of Object.entries(fields)) {
      const pointer = `/${name}`;
      if (
        typeof value === "string" &&
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value) &&
        !issues.some((issue) => issue.pointer === pointer)
      ) {
        issues.push({ pointer, message: "must not contain control characters" });
      }
    }
    return issues;
  }

  private async isDescendant(candidate: string, ancestor: string): Promise<boolean> {
    let current: string | null = candidate;
    for (let depth = 0; current !== null && depth < 100; depth++) {
      if (current === ancestor) return true;
      const row: { parent_id: string | null } | undefined = await this.db
        .selectFrom("pages")
        .select("parent_id")
        .where("id", "=", current)
        .executeTakeFirst();
      current = row?.parent_id ?? null;
    }
    return false;
  }

  private async staleOrMissing<T>(id: string): Promise<Outcome<T>> {
    const row = await this.db.selectFrom("pages").select("revision").where("id", "=", id).executeTakeFirst();
    return fail(row ? { kind: "stale", revision: row.revision } : { kind: "not-found" });
  }

  private async lastVersionNumber(trx: Transaction<Database>, id: string): Promise<number> {
    const row = await trx
      .selectFrom("page_versions")
      .select((eb) => eb.fn.max<number>("number").as("last"))
      .where("page_id", "=", id)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  private async publishedDocuments(rows: PagesTable[]): Promise<Map<string, string>> {
    const ids = rows.map((row) => row.published_version_id).filter((id): id is string => id !== null);
    if (ids.length === 0) return new Map();
    const versions = await this.db
      .selectFrom("page_versions")
      .select(["page_id", "document"])
      .where("id", "in", ids)
      .execute();
    return new Map(versions.map((version) => [version.page_id, version.document]));
  }
}

function summaryOf(
  row: PagesTable,
  publishedDocument: string | undefined,
  warn: Warn,
  migrations: BlockMigrations,
): PageSummary {
  return {
    id: row.id,
    ...fieldsOf(row),
    revision: row.revision,
    published_version_id: row.published_version_id,
    has_unpublished_changes: publishedDocument === undefined || hasChanges(row, publishedDocument, warn, migrations),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Whether the draft differs from the published document (stored normalised, so the draft is compared
 * in the same form). A draft that cannot be read counts as changed and is reported: one damaged row
 * must not fail the page list for everyone.
 */
function hasChanges(row: PagesTable, publishedDocument: string, warn: Warn, migrations: BlockMigrations): boolean {
  const draft = readStoredDocument(row.draft, migrations);
  if (!draft.ok) {
    warn(`page ${row.id} (${row.path}): the stored draft ${draft.problem}`);
    return true;
  }
  try {
    return JSON.stringify(normalizePage(draft.document)) !== publishedDocument;
  } catch (error) {
    warn(`page ${row.id} (${row.path}): the stored draft cannot be normalised: ${String(error)}`);
    return true;
  }
}

/**
 * The record's URLs: a redirect goes to a path on this site; an external link to an absolute http(s)
 * URL; a file link, the canonical URL and the external meta image to either. Empty means none.
 */
function urlFieldIssues(fields: PageFields): FieldIssue[] {
  const checks: [keyof PageFields, string | null, (value: string) => string | null][] = [
    ["redirect_path", fields.redirect_path, sitePathProblem],
    ["to", fields.to, fields.link_type === "external" ? absoluteUrlProblem : pathOrUrlProblem],
    ["canonical_url", fields.canonical_url, pathOrUrlProblem],
    ["external_meta_image", fields.external_meta_image, pathOrUrlProblem],
  ];
  const issues: FieldIssue[] = [];
  for (const [name, value, problemOf] of checks) {
    const problem = value ? problemOf(value) : null;
    if (problem) issues.push({ pointer: `/${name}`, message: problem });
  }
  return issues;
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string };
  return (
    candidate.code === "23505" ||
    candidate.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(candidate.message ?? "")
  );
}
