import { sql, type Kysely } from "kysely";
import type { LeadLeadUpdate } from "../../generated/contracts/entities/lead.ts";
import type { LeadFilters } from "../../model/leads/lead-filters.ts";
import { routeLead, type LeadRoute } from "../../model/leads/lead-routing.ts";
import { newId, now } from "../db/clock.ts";
import type { Database, LeadEventsTable, LeadStatus } from "../db/schema.ts";
import type { AuditActor } from "../foundation/audit-log.ts";
import type { FormsStore, Lead } from "./forms-store.ts";

/** Answers that can route a lead: without any of them no retailer is read. */
const ROUTING_FIELDS = ["retailer_code", "retailer", "postcode", "post_code", "postal_code", "zip", "zip_code"];

/** The retailer a new lead goes to (its own retailer field, else its postcode), read from the dealers. */
export async function routeNewLead(db: Kysely<Database>, data: Record<string, unknown>): Promise<LeadRoute> {
  if (!ROUTING_FIELDS.some((field) => typeof data[field] === "string" && data[field] !== ""))
    return routeLead(data, []);
  const retailers = await db.selectFrom("dealers").select(["id", "dealer_code", "name", "postcode"]).execute();
  return routeLead(data, retailers);
}

export interface LeadSearch extends LeadFilters {
  items: number;
  page: number;
  sort: "created_at" | "-created_at";
}

export type LeadChange =
  { kind: "changed"; lead: Lead } | { kind: "not-found" } | { kind: "bad-owner"; message: string };

/** Whether `%`, `_` and `\` in a search are taken literally (LIKE's wildcards escaped). */
const likePattern = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The leads back office: every form's leads, filtered and searched; status and owner changes and
 * notes, each written with its history entry in one transaction (a change is never without its
 * record). Setting what is already set writes nothing, and a note's Idempotency-Key is unique per
 * lead, so a retried request changes nothing twice.
 */
export class LeadOffice {
  readonly db: Kysely<Database>;

  constructor(private readonly store: FormsStore) {
    this.db = store.db;
  }

  async search(query: LeadSearch): Promise<{ leads: (Lead & { form_name: string })[]; total: number }> {
    let filtered = this.db.selectFrom("leads");
    if (query.status) filtered = filtered.where("leads.status", "=", query.status);
    if (query.owner)
      filtered =
        query.owner === "none"
          ? filtered.where("leads.owner_id", "is", null)
          : filtered.where("leads.owner_id", "=", query.owner);
    if (query.retailer)
      filtered =
        query.retailer === "none"
          ? filtered.where("leads.retailer_id", "is", null)
          : filtered.where("leads.retailer_id", "=", query.retailer);
    if (query.form) filtered = filtered.where("leads.form_id", "=", query.form);
    if (query.from) filtered = filtered.where("leads.created_at", ">=", query.from);
    if (query.to) filtered = filtered.where("leads.created_at", "<=", query.to);
    // The answers are stored as JSON text: one LIKE over it finds a name, an e-mail, a phone or any answer.
    for (const word of (query.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5))
      filtered = filtered.where(sql<boolean>`lower(leads.data) like ${likePattern(word)} escape '\\'`);
    const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const direction = query.sort === "created_at" ? "asc" : "desc";
    const rows = await filtered
      .selectAll("leads")
      .orderBy("leads.created_at", direction)
      .orderBy("leads.id", direction)
      .limit(query.items)
      .offset((query.page - 1) * query.items)
      .execute();
    const formIds = [...new Set(rows.map((row) => row.form_id))];
    const forms =
      formIds.length === 0
        ? []
        : await this.db.selectFrom("forms").select(["id", "name"]).where("id", "in", formIds).execute();
    const names = new Map(forms.map((form) => [form.id, form.name]));
    const leads = await this.store.leadsOf(rows);
    return {
      leads: leads.map((lead) => ({ ...lead, form_name: names.get(lead.form_id) ?? lead.form_id })),
      total: Number(count),
    };
  }

  async lead(leadId: string): Promise<Lead | null> {
    const row = await this.store.getLeadById(leadId);
    return row ? ((await this.store.leadsOf([row]))[0] ?? null) : null;
  }

  /** A status change, an owner change, or both, with their history entries, in one transaction. */
  async update(leadId: string, change: LeadLeadUpdate, actor: AuditActor | null): Promise<LeadChange> {
    const outcome = await this.db.transaction().execute(async (trx): Promise<LeadChange["kind"] | string> => {
      const row = await trx
        .selectFrom("leads")
        .select(["id", "status", "owner_id"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      if (!row) return "not-found";
      const events: Omit<LeadEventsTable, "id" | "lead_id" | "created_at" | "request_key">[] = [];
      const set: { status?: LeadStatus; owner_id?: string | null } = {};
      if (change.status !== undefined && change.status !== row.status) {
        set.status = change.status;
        events.push(event("status", row.status, change.status, actor));
      }
      if (change.owner_id !== undefined && change.owner_id !== row.owner_id) {
        let ownerEmail: string | null = null;
        if (change.owner_id !== null) {
          const owner = await trx
            .selectFrom("users")
            .select(["id", "email", "role", "disabled"])
            .where("id", "=", change.owner_id)
            .executeTakeFirst();
          if (!owner || owner.disabled === 1 || owner.role === "viewer")
            return `There is no editor or admin ${change.owner_id} to assign the lead to.`;
          ownerEmail = owner.email;
        }
        set.owner_id = change.owner_id;
        // The new owner's e-mail as they were named then: the history reads the same if they leave.
        events.push({ ...event("owner", row.owner_id, change.owner_id, actor), text: ownerEmail });
      }
      if (events.length === 0) return "changed";
      const at = now();
      await trx.updateTable("leads").set(set).where("id", "=", leadId).execute();
      await trx
        .insertInto("lead_events")
        .values(events.map((entry) => ({ ...entry, id: newId(), lead_id: leadId, request_key: null, created_at: at })))
        .execute();
      return "changed";
    });
    if (outcome === "not-found") return { kind: "not-found" };
    if (outcome !== "changed") return { kind: "bad-owner", message: outcome };
    return { kind: "changed", lead: (await this.lead(leadId))! };
  }

  /**
   * Adds a note. With a key, a retried post finds its note (the unique index refuses a second) and
   * answers it again; the note is the answer, so "added" is said only once it is committed.
   */
  async addNote(
    leadId: string,
    text: string,
    actor: AuditActor | null,
    key: string | null,
  ): Promise<{ kind: "added"; replayed: boolean; note: LeadEventsTable } | { kind: "not-found" }> {
    if (!(await this.store.getLeadById(leadId))) return { kind: "not-found" };
    const earlier = key ? await this.#noteByKey(leadId, key) : undefined;
    if (earlier) return { kind: "added", replayed: true, note: earlier };
    const note: LeadEventsTable = {
      ...event("note", null, null, actor),
      text,
      id: newId(),
      lead_id: leadId,
      request_key: key,
      created_at: now(),
    };
    try {
      await this.db.insertInto("lead_events").values(note).execute();
    } catch (error) {
      // The same key at once from two tries: the first one's note is the answer.
      const raced = key ? await this.#noteByKey(leadId, key) : undefined;
      if (raced) return { kind: "added", replayed: true, note: raced };
      throw error;
    }
    return { kind: "added", replayed: false, note };
  }

  #noteByKey(leadId: string, key: string) {
    return this.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", leadId)
      .where("request_key", "=", key)
      .executeTakeFirst();
  }

  /** The lead's history, oldest first; null for no such lead. */
  async history(leadId: string): Promise<LeadEventsTable[] | null> {
    if (!(await this.store.getLeadById(leadId))) return null;
    return this.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /** What the pickers offer: editors and admins who can own a lead, retailers, forms. */
  async choices() {
    const [owners, retailers, forms] = await Promise.all([
      this.db
        .selectFrom("users")
        .select(["id", "email", "name"])
        .where("disabled", "=", 0)
        .where("role", "in", ["editor", "admin"])
        .orderBy("name")
        .orderBy("email")
        .execute(),
      this.db.selectFrom("dealers").select(["id", "name"]).orderBy("name").execute(),
      this.db.selectFrom("forms").select(["id", "name"]).orderBy("name").execute(),
    ]);
    return { owners, retailers, forms };
  }
}

function event(
  kind: LeadEventsTable["kind"],
  from: string | null,
  to: string | null,
  actor: AuditActor | null,
): Omit<LeadEventsTable, "id" | "lead_id" | "created_at" | "request_key"> {
  return {
    kind,
    from_value: from,
    to_value: to,
    text: null,
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
  };
}

/** A history row as the API answers it (schemas/lead.schema.json lead-event). */
export function publicEvent(row: LeadEventsTable) {
  return {
    id: row.id,
    lead_id: row.lead_id,
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    text: row.text,
    actor: row.actor_id && row.actor_email ? { id: row.actor_id, email: row.actor_email } : null,
    created_at: row.created_at,
  };
}
