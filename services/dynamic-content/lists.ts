import type { Kysely } from "kysely";
import { normaliseValue } from "../../model/dynamic-content/index.ts";
import type { DynamicContentListSetting } from "../../model/site/site-data.ts";
import type { Database } from "../db/schema.ts";
import { cachedFor } from "../foundation/revision-cache.ts";
import { siteRevision } from "../foundation/site-revisions.ts";

/** Stock fields a list may name, and the vehicle column each reads (decision 100). */
const FIELDS: Readonly<
  Record<
    string,
    | "nameplate_name"
    | "nameplate_model_group"
    | "nameplate_brand_name"
    | "model_display_name"
    | "version"
    | "drivetrain"
    | "state"
  >
> = {
  nameplate_name: "nameplate_name",
  model_key: "nameplate_model_group",
  nameplate_model_group: "nameplate_model_group",
  brand: "nameplate_brand_name",
  nameplate_brand_name: "nameplate_brand_name",
  model_display_name: "model_display_name",
  version: "version",
  drivetrain: "drivetrain",
  state: "state",
};

/** One computed list: its name and its values, normalised (trim, spaces to underscores, lower case), sorted. */
export interface ComputedList {
  name: string;
  values: string[];
}

/**
 * The dynamic-content lists of the dynamic_content.lists setting, computed from the published local
 * stock: per list, the distinct values of its field over every published vehicle. Recomputed when the
 * listings revision (a stock import) or the definitions change.
 */
export class DynamicContentLists {
  readonly #revision = cachedFor(1000, () => siteRevision(this.db, "listings"));
  #cached: { key: string; value: Promise<Map<string, ComputedList>> } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * What the lists of `definitions` are computed from (the listings revision and the definitions),
   * without computing them: pages key their HTML by it, so a cached page costs no stock query.
   */
  async revision(definitions: readonly DynamicContentListSetting[]): Promise<string> {
    return `${await this.#revision()}|${JSON.stringify(definitions)}`;
  }

  /** The lists by uuid; a list naming an unknown field is empty. */
  async byUuid(definitions: readonly DynamicContentListSetting[]): Promise<Map<string, ComputedList>> {
    const key = await this.revision(definitions);
    if (this.#cached?.key !== key) {
      const value = this.#compute(definitions);
      this.#cached = { key, value };
      value.catch(() => {
        if (this.#cached?.value === value) this.#cached = null;
      });
    }
    return this.#cached.value;
  }

  /** The lists by name (what reffine_sl rules name), values as sets. */
  async byName(definitions: readonly DynamicContentListSetting[]): Promise<Map<string, Set<string>>> {
    const lists = await this.byUuid(definitions);
    const out = new Map<string, Set<string>>();
    for (const list of lists.values()) {
      const values = out.get(list.name) ?? new Set<string>();
      for (const value of list.values) values.add(value);
      out.set(list.name, values);
    }
    return out;
  }

  async #compute(definitions: readonly DynamicContentListSetting[]): Promise<Map<string, ComputedList>> {
    const columns = new Map<string, string[]>();
    for (const column of new Set(definitions.map((list) => FIELDS[list.field]).filter((name) => name !== undefined))) {
      const rows = await this.db
        .selectFrom("vehicles")
        .select(column)
        .distinct()
        .where("id", "in", this.db.selectFrom("vehicle_publications").select("vehicle_id"))
        .execute();
      const values = new Set(
        rows.map((row) => normaliseValue((row as Record<string, unknown>)[column] ?? "")).filter((v) => v !== ""),
      );
      columns.set(column, [...values].sort());
    }
    return new Map(
      definitions.map((list) => {
        const column = FIELDS[list.field];
        return [list.uuid, { name: list.name, values: column ? (columns.get(column) ?? []) : [] }];
      }),
    );
  }
}
