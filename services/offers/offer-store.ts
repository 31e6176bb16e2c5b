import type { Kysely, Selectable } from "kysely";
import type { Offer, OfferWrite } from "../../generated/contracts/entities/offer.ts";
import { now } from "../db/clock.ts";
import type { Database, OffersTable } from "../db/schema.ts";
import { bumpSiteRevision, siteRevision } from "../foundation/site-revisions.ts";

export type OfferWriteResult =
  | { ok: true; offer: Offer }
  | { ok: false; kind: "not-found" }
  | { ok: false; kind: "exists" }
  /** The offer changed since the revision the write is based on (If-Match). */
  | { ok: false; kind: "stale"; revision: number };

function toOffer(row: Selectable<OffersTable>): Offer {
  const document = JSON.parse(row.document) as OfferWrite;
  return { ...document, published: row.published === 1, revision: row.revision, updated_at: row.updated_at };
}

/**
 * The offers (migration 011, decision 103). Writes take an already checked offer (offer-validation.ts)
 * and bump the "offers" site revision in the same transaction, so cached pages listing offers age out.
 */
export class OfferStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Offer[]> {
    const rows = await this.db.selectFrom("offers").selectAll().orderBy("id").execute();
    return rows.map(toOffer);
  }

  async get(id: string): Promise<Offer | null> {
    const row = await this.db.selectFrom("offers").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toOffer(row) : null;
  }

  /** Published offers, by id, whatever their schedule (the service decides which are active at a time). */
  async published(): Promise<Offer[]> {
    const rows = await this.db.selectFrom("offers").selectAll().where("published", "=", 1).orderBy("id").execute();
    return rows.map(toOffer);
  }

  revision(): Promise<number> {
    return siteRevision(this.db, "offers");
  }

  async create(offer: OfferWrite, source = "admin"): Promise<OfferWriteResult> {
    const at = now();
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("offers").select("id").where("id", "=", offer.id).executeTakeFirst();
      if (existing) return { ok: false as const, kind: "exists" as const };
      const row = await trx
        .insertInto("offers")
        .values({ ...columns(offer), revision: 1, source, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      await bumpSiteRevision(trx, "offers");
      return { ok: true as const, offer: toOffer(row) };
    });
  }

  /** Replaces an offer whose revision is `expected`. */
  async update(id: string, offer: OfferWrite, expected: number): Promise<OfferWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("offers").select("revision").where("id", "=", id).executeTakeFirst();
      if (!existing) return { ok: false as const, kind: "not-found" as const };
      if (existing.revision !== expected)
        return { ok: false as const, kind: "stale" as const, revision: existing.revision };
      const row = await trx
        .updateTable("offers")
        .set({ ...columns({ ...offer, id }), revision: expected + 1, source: "admin", updated_at: now() })
        .where("id", "=", id)
        .where("revision", "=", expected)
        .returningAll()
        .executeTakeFirstOrThrow();
      await bumpSiteRevision(trx, "offers");
      return { ok: true as const, offer: toOffer(row) };
    });
  }

  async delete(id: string, expected: number): Promise<OfferWriteResult | { ok: true; offer: null }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("offers").select("revision").where("id", "=", id).executeTakeFirst();
      if (!existing) return { ok: false as const, kind: "not-found" as const };
      if (existing.revision !== expected)
        return { ok: false as const, kind: "stale" as const, revision: existing.revision };
      await trx.deleteFrom("offers").where("id", "=", id).execute();
      await bumpSiteRevision(trx, "offers");
      return { ok: true as const, offer: null };
    });
  }

  /** Inserts or replaces offers by id in one transaction (the import); returns how many were written. */
  async upsertMany(offers: readonly OfferWrite[], source: string): Promise<number> {
    if (offers.length === 0) return 0;
    const at = now();
    await this.db.transaction().execute(async (trx) => {
      for (const offer of offers) {
        const existing = await trx
          .selectFrom("offers")
          .select("revision")
          .where("id", "=", offer.id)
          .executeTakeFirst();
        if (existing)
          await trx
            .updateTable("offers")
            .set({ ...columns(offer), revision: existing.revision + 1, source, updated_at: at })
            .where("id", "=", offer.id)
            .execute();
        else
          await trx
            .insertInto("offers")
            .values({ ...columns(offer), revision: 1, source, created_at: at, updated_at: at })
            .execute();
      }
      await bumpSiteRevision(trx, "offers");
    });
    return offers.length;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom("offers").select("id").limit(1).executeTakeFirst()) === undefined;
  }
}

function columns(offer: OfferWrite): Pick<OffersTable, "id" | "document" | "published"> {
  return { id: offer.id, document: JSON.stringify(offer), published: offer.published ? 1 : 0 };
}
