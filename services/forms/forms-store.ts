import { createHash } from "node:crypto";
import { type Kysely, type QueryCreator, type Selectable, type Transaction } from "kysely";
import { IDEMPOTENCY_TTL_MS } from "../../model/leads/idempotency.ts";
import { newId, now } from "../db/clock.ts";
import { recordAudit, type AuditActor } from "../foundation/audit-log.ts";
import { claimDueRows, recordFailure } from "../foundation/due-row-worker.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import { sanitizeFormHtml } from "./form-html.ts";
import { leadFacts, type LeadFacts } from "./lead-facts.ts";
import type { LeadRoute } from "../../model/leads/lead-routing.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type {
  Database,
  DeliveryKind,
  FormsTable,
  LeadDeliveriesTable,
  LeadExportsTable,
  LeadsTable,
} from "../db/schema.ts";
import {
  DEFAULT_INTEGRATIONS,
  DEFAULT_SETTINGS,
  EMPTY_SCHEMA,
  EMPTY_UI_SCHEMA,
  type FormDefinition,
  type FormInput,
  type FormIntegrations,
  type FormSettings,
} from "./form-types.ts";

export interface Location {
  id: string;
  attributes: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

interface Delivery {
  id: string;
  lead_id: string;
  kind: DeliveryKind;
  status: LeadDeliveriesTable["status"];
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  response: unknown;
  delivered_at: string | null;
  created_at: string;
}

export interface Lead extends LeadFacts {
  id: string;
  form_id: string;
  data: Record<string, unknown>;
  /** The honeypot caught it: stored for admins, never exported or delivered. */
  spam: boolean;
  /** Field name -> how the visitor confirmed it (a code sent to that phone or e-mail address). */
  verified: Record<string, "phone" | "email">;
  created_at: string;
  integrations: Delivery[];
}

export interface LeadQuery {
  items: number;
  page: number;
  from?: string;
  to?: string;
  /** true: only spam; false: only leads people sent; absent: both. */
  spam?: boolean;
  sort: "created_at" | "-created_at";
}

export type LeadExport = Selectable<LeadExportsTable>;

/** What a lead post left: the first answer, stored under its Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  body: { id: string; created_at: string };
}

export interface PublishedForm {
  form: FormDefinition;
  integrations: FormIntegrations;
}

export type LeadCreation =
  { kind: "created"; answer: StoredAnswer } | { kind: "replayed"; answer: StoredAnswer } | { kind: "key-reused" };

function parse<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toForm(row: Selectable<FormsTable>): FormDefinition {
  const settings = parse<Partial<FormSettings>>(row.settings, {});
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    schema: parse(row.schema, EMPTY_SCHEMA),
    ui_schema: { ...EMPTY_UI_SCHEMA, ...parse<Partial<FormDefinition["ui_schema"]>>(row.ui_schema, {}) },
    settings: { ...DEFAULT_SETTINGS, ...settings },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toIntegrations(text: string | null): FormIntegrations {
  return { ...DEFAULT_INTEGRATIONS, ...parse<Partial<FormIntegrations>>(text, {}) };
}

function toDelivery(row: Selectable<LeadDeliveriesTable>): Delivery {
  return {
    id: row.id,
    lead_id: row.lead_id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at,
    last_error: row.last_error,
    response: parse<unknown>(row.response, null),
    delivered_at: row.delivered_at,
    created_at: row.created_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string };
  return (
    candidate.code === "23505" ||
    candidate.code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    candidate.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(candidate.message ?? "")
  );
}

/** A date filter bound: a bare date (YYYY-MM-DD) means the whole day; anything else must parse as a time. */
export function dateBound(value: string | undefined, end: boolean): string | undefined | null {
  if (value === undefined || value === "") return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** Forms, locations, leads, their deliveries and exports, on SQLite and PostgreSQL alike. */
export class FormsStore {
  readonly db: Kysely<Database>;

  constructor(readonly database: DatabaseHandle) {
    this.db = database.db;
  }

  // Forms

  async listForms(): Promise<FormDefinition[]> {
    const rows = await this.db.selectFrom("forms").selectAll().orderBy("name").orderBy("id").execute();
    return rows.map(toForm);
  }

  /** Leads per form id, spam left out (the forms list's count); forms without leads are absent. */
  async countLeadsByForm(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom("leads")
      .where("spam", "=", 0)
      .select(["form_id", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("form_id")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.form_id, Number(row.count)]));
  }

  async getForm(id: string): Promise<FormDefinition | null> {
    const row = await this.db.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toForm(row) : null;
  }

  /** `id` is fixed only by the demo seed (demo pages name its forms); the API always makes a new one. */
  async createForm(
    unsafe: FormInput,
    integrations: FormIntegrations = DEFAULT_INTEGRATIONS,
    id: string = newId(),
    /** Set when the integrations are new (an import): the creation is recorded in the audit log. */
    audit?: { actor: AuditActor | null },
  ): Promise<FormDefinition> {
    const input = sanitizeFormHtml(unsafe);
    const at = now();
    const row: Selectable<FormsTable> = {
      id,
      name: input.name,
      status: input.status ?? "draft",
      schema: JSON.stringify(input.schema ?? EMPTY_SCHEMA),
      ui_schema: JSON.stringify(input.ui_schema ?? EMPTY_UI_SCHEMA),
      settings: JSON.stringify(input.settings ?? DEFAULT_SETTINGS),
      integrations: JSON.stringify(integrations),
      created_at: at,
      updated_at: at,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("forms").values(row).execute();
      if (audit)
        await recordAudit(trx, {
          actor: audit.actor,
          action: "form.integrations.create",
          subject: `form:${id}`,
          detail: { after: integrations },
        });
      await bumpSiteRevision(trx, "forms");
    });
    return toForm(row);
  }

  async updateForm(id: string, unsafe: Partial<FormInput>): Promise<FormDefinition | null> {
    const input = sanitizeFormHtml(unsafe);
    const current = await this.getForm(id);
    if (!current) return null;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("forms")
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.schema !== undefined ? { schema: JSON.stringify(input.schema) } : {}),
          ...(input.ui_schema !== undefined ? { ui_schema: JSON.stringify(input.ui_schema) } : {}),
          ...(input.settings !== undefined ? { settings: JSON.stringify(input.settings) } : {}),
          updated_at: now(),
        })
        .where("id", "=", id)
        .execute();
      await bumpSiteRevision(trx, "forms");
    });
    return this.getForm(id);
  }

  async deleteForm(id: string): Promise<boolean> {
    // Children first: SQLite enforces the cascade, but one order works on both and needs no pragma.
    return this.db.transaction().execute(async (trx) => {
      const leads = trx.selectFrom("leads").select("id").where("form_id", "=", id);
      await trx.deleteFrom("lead_deliveries").where("lead_id", "in", leads).execute();
      await trx.deleteFrom("leads").where("form_id", "=", id).execute();
      await trx.deleteFrom("lead_idempotency_keys").where("form_id", "=", id).execute();
      await trx.deleteFrom("lead_exports").where("form_id", "=", id).execute();
      const result = await trx.deleteFrom("forms").where("id", "=", id).executeTakeFirst();
      await bumpSiteRevision(trx, "forms");
      return Number(result.numDeletedRows) > 0;
    });
  }

  async getIntegrations(id: string): Promise<FormIntegrations | null> {
    const row = await this.db.selectFrom("forms").select("integrations").where("id", "=", id).executeTakeFirst();
    return row ? toIntegrations(row.integrations) : null;
  }

  /** A published form with its integrations, in one read: what a lead post and the Form block need. */
  async getPublishedForm(id: string): Promise<PublishedForm | null> {
    const row = await this.db
      .selectFrom("forms")
      .selectAll()
      .where("id", "=", id)
      .where("status", "=", "published")
      .executeTakeFirst();
    return row ? { form: toForm(row), integrations: toIntegrations(row.integrations) } : null;
  }

  /** Replaces a form's integrations and records who did it, before and after, in the audit log (one transaction). */
  async putIntegrations(
    id: string,
    integrations: FormIntegrations,
    actor: AuditActor | null,
  ): Promise<FormIntegrations | null> {
    const updated = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("forms").select("integrations").where("id", "=", id).executeTakeFirst();
      if (!before) return false;
      await trx
        .updateTable("forms")
        .set({ integrations: JSON.stringify(integrations), updated_at: now() })
        .where("id", "=", id)
        .execute();
      await recordAudit(trx, {
        actor,
        action: "form.integrations.update",
        subject: `form:${id}`,
        detail: { before: toIntegrations(before.integrations), after: integrations },
      });
      await bumpSiteRevision(trx, "forms");
      return true;
    });
    return updated ? integrations : null;
  }

  // Locations

  async listLocations(): Promise<Location[]> {
    const rows = await this.db.selectFrom("form_locations").selectAll().orderBy("created_at").orderBy("id").execute();
    return rows.map((row) => ({ ...row, attributes: parse(row.attributes, {}) }));
  }

  async createLocation(attributes: Record<string, unknown>): Promise<Location> {
    const at = now();
    const location = { id: newId(), attributes, created_at: at, updated_at: at };
    await this.db
      .insertInto("form_locations")
      .values({ ...location, attributes: JSON.stringify(attributes) })
      .execute();
    return location;
  }

  async updateLocation(id: string, attributes: Record<string, unknown>): Promise<Location | null> {
    const at = now();
    const result = await this.db
      .updateTable("form_locations")
      .set({ attributes: JSON.stringify(attributes), updated_at: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const row = await this.db.selectFrom("form_locations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { ...row, attributes: parse(row.attributes, {}) };
  }

  async deleteLocation(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("form_locations").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // Leads

  /**
   * Stores a lead, its deliveries and the answer under its Idempotency-Key atomically: the caller
   * answers 201 only after this resolves, so an acknowledged lead is committed with everything that
   * delivers it. A key already used (the unique key refuses the insert, and nothing is stored)
   * answers the stored answer, or key-reused for another body.
   */
  async createLead(options: {
    formId: string;
    data: Record<string, unknown>;
    deliveries: DeliveryKind[];
    idempotencyKey: string | null;
    requestHash: string;
    /** The honeypot caught it: stored marked, with no deliveries. */
    spam?: boolean;
    /** Fields whose code the visitor confirmed, by field name. */
    verified?: Record<string, "phone" | "email">;
    /** The retailer it goes to and why; recorded as the first entry of its history. */
    route?: LeadRoute;
  }): Promise<LeadCreation> {
    const at = now();
    const spam = options.spam === true;
    const route = options.route ?? { retailer_id: null, routed_by: "unrouted" as const, reason: "" };
    const lead = {
      id: newId(),
      form_id: options.formId,
      data: JSON.stringify(options.data),
      spam: spam ? 1 : 0,
      verified: options.verified && Object.keys(options.verified).length > 0 ? JSON.stringify(options.verified) : null,
      status: spam ? ("spam" as const) : ("new" as const),
      retailer_id: route.retailer_id,
      routed_by: route.routed_by,
      created_at: at,
    };
    const routing = options.route && {
      id: newId(),
      lead_id: lead.id,
      kind: "routing" as const,
      from_value: null,
      to_value: route.retailer_id,
      text: route.reason,
      actor_id: null,
      actor_email: null,
      request_key: null,
      created_at: at,
    };
    const answer: StoredAnswer = { status: 201, body: { id: lead.id, created_at: at } };
    // Spam goes nowhere: no e-mail, no lead service, whatever the caller asked.
    const deliveries = (spam ? [] : options.deliveries).map((kind) => ({
      id: newId(),
      lead_id: lead.id,
      kind,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      response: null,
      delivered_at: null,
      created_at: at,
      updated_at: at,
    }));
    const key = options.idempotencyKey && {
      form_id: options.formId,
      key: options.idempotencyKey,
      request_hash: options.requestHash,
      lead_id: lead.id,
      status: answer.status,
      response: JSON.stringify(answer.body),
      created_at: at,
    };
    try {
      if (this.database.dialect === "postgres") {
        // One statement (data-modifying CTEs) is atomic on its own: one round trip to the server
        // instead of BEGIN, two or three inserts and COMMIT, which is most of a lead post's time.
        // (The CTEs' names are never read, so the creator keeps the plain database type.)
        let creator: QueryCreator<Database> = this.db;
        if (deliveries.length > 0)
          creator = creator.with("deliveries", (db) =>
            db.insertInto("lead_deliveries").values(deliveries),
          ) as unknown as QueryCreator<Database>;
        if (key)
          creator = creator.with("answer", (db) =>
            db.insertInto("lead_idempotency_keys").values(key),
          ) as unknown as QueryCreator<Database>;
        if (routing)
          creator = creator.with("routing", (db) =>
            db.insertInto("lead_events").values(routing),
          ) as unknown as QueryCreator<Database>;
        const statement = creator.insertInto("leads").values(lead);
        await statement.execute();
      } else {
        await this.db.transaction().execute(async (trx) => {
          await trx.insertInto("leads").values(lead).execute();
          if (deliveries.length > 0) await trx.insertInto("lead_deliveries").values(deliveries).execute();
          if (key) await trx.insertInto("lead_idempotency_keys").values(key).execute();
          if (routing) await trx.insertInto("lead_events").values(routing).execute();
        });
      }
    } catch (error) {
      // Two posts with one key at once: the other committed first; its answer is the answer.
      if (options.idempotencyKey && isUniqueViolation(error)) {
        const stored = await this.#storedAnswer(this.db, options.formId, options.idempotencyKey, options.requestHash);
        if (stored) return stored;
      }
      throw error;
    }
    return { kind: "created", answer };
  }

  /** The stored answer to an earlier post with this key (replayed, or key-reused for another body), or null. */
  findAnswer(formId: string, key: string, hash: string): Promise<LeadCreation | null> {
    return this.#storedAnswer(this.db, formId, key, hash);
  }

  async #storedAnswer(
    db: Kysely<Database> | Transaction<Database>,
    formId: string,
    key: string,
    hash: string,
  ): Promise<LeadCreation | null> {
    const row = await db
      .selectFrom("lead_idempotency_keys")
      .selectAll()
      .where("form_id", "=", formId)
      .where("key", "=", key)
      .where("created_at", ">", new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash) return { kind: "key-reused" };
    return {
      kind: "replayed",
      answer: { status: row.status, body: parse(row.response, { id: row.lead_id, created_at: row.created_at }) },
    };
  }

  /** Forgets answers older than the idempotency window (the outbox worker calls it now and then). */
  async sweepIdempotencyKeys(): Promise<void> {
    await this.db
      .deleteFrom("lead_idempotency_keys")
      .where("created_at", "<=", new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
      .execute();
  }

  #leadFilter(formId: string, from?: string, to?: string, spam?: boolean) {
    let query = this.db.selectFrom("leads").where("form_id", "=", formId);
    if (from) query = query.where("created_at", ">=", from);
    if (to) query = query.where("created_at", "<=", to);
    if (spam !== undefined) query = query.where("spam", "=", spam ? 1 : 0);
    return query;
  }

  async listLeads(formId: string, query: LeadQuery): Promise<{ leads: Lead[]; total: number }> {
    const filtered = this.#leadFilter(formId, query.from, query.to, query.spam);
    const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const direction = query.sort === "created_at" ? "asc" : "desc";
    const rows = await filtered
      .selectAll()
      .orderBy("created_at", direction)
      .orderBy("id", direction)
      .limit(query.items)
      .offset((query.page - 1) * query.items)
      .execute();
    return { leads: await this.leadsOf(rows), total: Number(count) };
  }

  /** How many leads an export writes: people's, never spam. */
  async countLeads(formId: string, from?: string, to?: string): Promise<number> {
    const { count } = await this.#leadFilter(formId, from, to, false)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * Leads page by page in created_at order (keyset), so an export never holds them all in memory; the
   * honeypot's catches are not exported.
   */
  async *leadPages(
    formId: string,
    query: Omit<LeadQuery, "items" | "page">,
    size = 2000,
  ): AsyncGenerator<Selectable<LeadsTable>[]> {
    const descending = query.sort !== "created_at";
    let after: { created_at: string; id: string } | null = null;
    for (;;) {
      let page = this.#leadFilter(formId, query.from, query.to, false).selectAll();
      if (after) {
        const { created_at, id } = after;
        // A row-value comparison, not `a < x OR (a = x AND b < y)`: PostgreSQL turns it into one range
        // scan of leads_by_form_and_date, so each page costs its own rows, not every row after it.
        page = page.where((eb) =>
          eb(eb.refTuple("created_at", "id"), descending ? "<" : ">", eb.tuple(created_at, id)),
        );
      }
      const direction = descending ? "desc" : "asc";
      const rows = await page.orderBy("created_at", direction).orderBy("id", direction).limit(size).execute();
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { created_at: last.created_at, id: last.id };
    }
  }

  /** Leads as editors read them: answers, deliveries, status, owner and routing. */
  async leadsOf(rows: Selectable<LeadsTable>[]): Promise<Lead[]> {
    const ids = rows.map((row) => row.id);
    const deliveries =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom("lead_deliveries")
            .selectAll()
            .where("lead_id", "in", ids)
            .orderBy("created_at")
            .orderBy("kind")
            .execute();
    const facts = await leadFacts(this.db, rows);
    return rows.map((row) => ({
      ...facts.get(row.id)!,
      id: row.id,
      form_id: row.form_id,
      data: parse(row.data, {}),
      spam: row.spam === 1,
      verified: parse(row.verified, {}),
      created_at: row.created_at,
      integrations: deliveries.filter((delivery) => delivery.lead_id === row.id).map(toDelivery),
    }));
  }

  async getLead(formId: string, leadId: string): Promise<Lead | null> {
    const row = await this.db
      .selectFrom("leads")
      .selectAll()
      .where("form_id", "=", formId)
      .where("id", "=", leadId)
      .executeTakeFirst();
    return row ? ((await this.leadsOf([row]))[0] ?? null) : null;
  }

  async getLeadById(leadId: string): Promise<Selectable<LeadsTable> | undefined> {
    return this.db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  }

  async deleteLead(formId: string, leadId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom("leads")
        .select("id")
        .where("form_id", "=", formId)
        .where("id", "=", leadId)
        .executeTakeFirst();
      if (!lead) return false;
      await trx.deleteFrom("lead_deliveries").where("lead_id", "=", leadId).execute();
      await trx.deleteFrom("lead_events").where("lead_id", "=", leadId).execute();
      await trx.deleteFrom("leads").where("id", "=", leadId).execute();
      return true;
    });
  }

  /** Sends the lead's failed deliveries again: due now, with a fresh set of tries. */
  async requeueFailed(formId: string, leadId: string): Promise<number> {
    const lead = await this.getLead(formId, leadId);
    if (!lead) return -1;
    const at = now();
    const result = await this.db
      .updateTable("lead_deliveries")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, updated_at: at })
      .where("lead_id", "=", leadId)
      .where("status", "=", "failed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  // The outbox

  /**
   * Claims up to `limit` due deliveries for this worker: due pending rows and rows whose claim has
   * lapsed (their worker died). One UPDATE ... RETURNING, so on SQLite (one writer at a time) the
   * claim is atomic; on PostgreSQL the inner SELECT takes FOR UPDATE SKIP LOCKED, so concurrent
   * workers claim disjoint rows and none waits on another.
   */
  async claimDeliveries(limit: number, claimMs: number): Promise<Selectable<LeadDeliveriesTable>[]> {
    return claimDueRows(this.database, "lead_deliveries", limit, claimMs);
  }

  async markDelivered(id: string, response: unknown): Promise<void> {
    const at = now();
    await this.db
      .updateTable("lead_deliveries")
      .set({
        status: "delivered",
        delivered_at: at,
        last_error: null,
        response: response === undefined ? null : JSON.stringify(response),
        updated_at: at,
      })
      .where("id", "=", id)
      .execute();
  }

  /** A failed try: due again after `retryMs`, or failed for good when null. */
  async markFailed(id: string, error: string, retryMs: number | null): Promise<void> {
    await recordFailure(this.db, "lead_deliveries", id, error, retryMs);
  }

  // Exports

  /**
   * A new export job, or the export of this form still pending or running (one at a time per form:
   * each holds every lead of the form in a file). One whose row stopped moving before `staleBefore`
   * does not count (its process died). The form's row is locked on PostgreSQL so two requests cannot
   * both start one; SQLite writes one transaction at a time.
   */
  async createExport(
    formId: string,
    format: "csv" | "xlsx",
    query: Omit<LeadQuery, "items" | "page">,
    staleBefore: string,
  ): Promise<{ created: LeadExport } | { running: LeadExport }> {
    return this.db.transaction().execute(async (trx) => {
      if (this.database.dialect === "postgres")
        await trx.selectFrom("forms").select("id").where("id", "=", formId).forUpdate().execute();
      const running = await trx
        .selectFrom("lead_exports")
        .selectAll()
        .where("form_id", "=", formId)
        .where("status", "in", ["pending", "running"])
        .where("updated_at", ">=", staleBefore)
        .executeTakeFirst();
      if (running) return { running };
      const created = this.#exportRow(formId, format, query);
      await trx.insertInto("lead_exports").values(created).execute();
      return { created };
    });
  }

  /** Export jobs created before `before` (their files are deleted with them). */
  async expiredExports(before: string): Promise<LeadExport[]> {
    return this.db.selectFrom("lead_exports").selectAll().where("created_at", "<", before).execute();
  }

  async deleteExport(id: string): Promise<void> {
    await this.db.deleteFrom("lead_exports").where("id", "=", id).execute();
  }

  #exportRow(formId: string, format: "csv" | "xlsx", query: Omit<LeadQuery, "items" | "page">): LeadExport {
    const at = now();
    const row: LeadExport = {
      id: newId(),
      form_id: formId,
      format,
      query: JSON.stringify(query),
      status: "pending",
      total: 0,
      written: 0,
      error: null,
      created_at: at,
      updated_at: at,
    };
    return row;
  }

  async getExport(formId: string, exportId: string): Promise<LeadExport | undefined> {
    return this.db
      .selectFrom("lead_exports")
      .selectAll()
      .where("form_id", "=", formId)
      .where("id", "=", exportId)
      .executeTakeFirst();
  }

  async updateExport(
    id: string,
    changes: Partial<Pick<LeadExport, "status" | "total" | "written" | "error">>,
  ): Promise<void> {
    await this.db
      .updateTable("lead_exports")
      .set({ ...changes, updated_at: now() })
      .where("id", "=", id)
      .execute();
  }
}
