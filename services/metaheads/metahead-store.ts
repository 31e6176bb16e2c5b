import type { Kysely, Selectable } from "kysely";
import type { MetaheadLanguage, SiteMetahead } from "../../model/site/site-data.ts";
import { newId, now } from "../db/clock.ts";
import type { Database, MetaheadsTable } from "../db/schema.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import { MAX_STYLESHEET_CHARS, compileStylesheet } from "./compile-stylesheet.ts";
import type { Metahead, MetaheadCreate } from "../../generated/contracts/entities/metahead.ts";

/** Languages that can run script in visitors' browsers: only admins write these (metaheads:write-scripts). */
export const SCRIPT_LANGUAGES: ReadonlySet<MetaheadLanguage> = new Set(["javascript", "js-src", "html"]);

/** A metahead as the API reads it; `compiled` is the CSS of a sass or scss one. */
export type { Metahead };

interface MetaheadIssue {
  pointer: string;
  message: string;
  line?: number | null;
  column?: number | null;
}

export type MetaheadWrite =
  | { ok: true; metahead: Metahead }
  | { ok: false; kind: "not-found" }
  | {
      ok: false;
      kind: "invalid";
      error: "invalid_stylesheet" | "invalid_metahead";
      message: string;
      issues: MetaheadIssue[];
    }
  | { ok: false; kind: "too-large"; message: string; issues: MetaheadIssue[] }
  /** The stylesheet compiler is at its limit; nothing was written. */
  | { ok: false; kind: "busy"; message: string };

function toMetahead(row: Selectable<MetaheadsTable>): Metahead {
  return { ...row, in_body: row.in_body === 1, reload_on_each_page: row.reload_on_each_page === 1 };
}

/** js-src holds a script URL: absolute http(s), protocol-relative or a path on this site. */
const SCRIPT_URL = /^(?:https?:)?\/\/[^\s"'<>]+$|^\/(?!\/)[^\s"'<>]*$/;

/**
 * Metaheads: code an admin (scripts, HTML) or an editor (styles) adds to every page or to one page.
 * Sass and SCSS are compiled on write, and the CSS is what the site injects. Every write bumps the
 * "metaheads" site revision, so cached HTML ages out.
 */
export class MetaheadStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** In sequence order. `pageIdOrGlobal`: that page's metaheads plus the global ones (seed: q[page_id_equal_or_null]). */
  async list(filter: { pageIdOrGlobal?: string } = {}): Promise<Metahead[]> {
    let query = this.db.selectFrom("metaheads").selectAll().orderBy("sequence").orderBy("created_at").orderBy("id");
    if (filter.pageIdOrGlobal !== undefined) {
      const pageId = filter.pageIdOrGlobal;
      query = query.where((eb) => eb.or([eb("rdx_core_page_id", "=", pageId), eb("rdx_core_page_id", "is", null)]));
    }
    return (await query.execute()).map(toMetahead);
  }

  async get(id: string): Promise<Metahead | null> {
    const row = await this.db.selectFrom("metaheads").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toMetahead(row) : null;
  }

  /** Every metahead as the site injects it (compiled CSS for sass and scss), in sequence order. */
  async forSite(): Promise<SiteMetahead[]> {
    const rows = await this.db
      .selectFrom("metaheads")
      .select([
        "id",
        "language",
        "content",
        "compiled",
        "in_body",
        "rdx_core_page_id",
        "consent_scope",
        "reload_on_each_page",
      ])
      .orderBy("sequence")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      language: row.language,
      content: row.language === "sass" || row.language === "scss" ? (row.compiled ?? "") : row.content,
      inBody: row.in_body === 1,
      pageId: row.rdx_core_page_id,
      consentScope: row.consent_scope,
      reloadOnEachPage: row.reload_on_each_page === 1,
    }));
  }

  async create(input: MetaheadCreate): Promise<MetaheadWrite> {
    const prepared = await this.#prepare(input);
    if (!prepared.ok) return prepared;
    const at = now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("metaheads")
        .values({ id: newId(), ...prepared.values, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      await bumpSiteRevision(trx, "metaheads");
      return { ok: true as const, metahead: toMetahead(row) };
    });
  }

  /** Changes the fields given; the rest stay. */
  async update(id: string, changes: Partial<MetaheadCreate>): Promise<MetaheadWrite> {
    const existing = await this.get(id);
    if (!existing) return { ok: false, kind: "not-found" };
    const prepared = await this.#prepare({ ...existing, ...changes });
    if (!prepared.ok) return prepared;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("metaheads")
        .set({ ...prepared.values, updated_at: now() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return { ok: false as const, kind: "not-found" as const };
      await bumpSiteRevision(trx, "metaheads");
      return { ok: true as const, metahead: toMetahead(row) };
    });
  }

  /** False when there is no such metahead. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom("metaheads").where("id", "=", id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await bumpSiteRevision(trx, "metaheads");
      return true;
    });
  }

  /** Checks what the database cannot (the page exists, a js-src is a URL) and compiles sass and scss. */
  async #prepare(
    input: MetaheadCreate,
  ): Promise<
    | { ok: true; values: Omit<MetaheadsTable, "id" | "created_at" | "updated_at"> }
    | Extract<MetaheadWrite, { kind: "invalid" | "too-large" | "busy" }>
  > {
    const pageId = input.rdx_core_page_id ?? null;
    if (pageId !== null) {
      const page = await this.db.selectFrom("pages").select("id").where("id", "=", pageId).executeTakeFirst();
      if (!page) {
        const message = `There is no page with id ${pageId}; use null for a metahead on every page.`;
        return {
          ok: false,
          kind: "invalid",
          error: "invalid_metahead",
          message,
          issues: [{ pointer: "/rdx_core_page_id", message }],
        };
      }
    }
    let content = input.content;
    let compiled: string | null = null;
    if (input.language === "js-src") {
      content = content.trim();
      if (!SCRIPT_URL.test(content)) {
        const message = "A js-src metahead holds the script's URL (https://..., //... or /path), nothing else.";
        return {
          ok: false,
          kind: "invalid",
          error: "invalid_metahead",
          message,
          issues: [{ pointer: "/content", message }],
        };
      }
    }
    if (input.language === "sass" || input.language === "scss") {
      if (content.length > MAX_STYLESHEET_CHARS) {
        const message = `A ${input.language} metahead is compiled on save and may be at most ${MAX_STYLESHEET_CHARS} characters long (this one has ${content.length}).`;
        return { ok: false, kind: "too-large", message, issues: [{ pointer: "/content", message }] };
      }
      const result = await compileStylesheet(content, input.language);
      if (!result.ok && "busy" in result) return { ok: false, kind: "busy", message: result.message };
      if (!result.ok) {
        const where = result.line !== null ? ` (line ${result.line}, column ${result.column})` : "";
        const message = `The ${input.language} does not compile: ${result.message}${where}`;
        return {
          ok: false,
          kind: "invalid",
          error: "invalid_stylesheet",
          message,
          issues: [{ pointer: "/content", message: result.message, line: result.line, column: result.column }],
        };
      }
      compiled = result.css;
    }
    return {
      ok: true,
      values: {
        content,
        compiled,
        language: input.language,
        sequence: input.sequence ?? 0,
        in_body: input.in_body ? 1 : 0,
        rdx_core_page_id: pageId,
        reload_on_each_page: input.reload_on_each_page ? 1 : 0,
        consent_scope: input.consent_scope ?? null,
      },
    };
  }
}
