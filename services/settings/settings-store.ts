import type { Kysely } from "kysely";
import { newId, now } from "../db/clock.ts";
import type { Database } from "../db/schema.ts";
import type { SiteSettings } from "../../model/site/site-data.ts";
import type { Setting } from "../../generated/contracts/entities/setting.ts";
import { checkSetting, type SettingIssue } from "./setting-definitions.ts";
import { readSharedCachePolicy, readSiteSettings } from "./site-settings.ts";
import { settingsReader } from "./settings-reader.ts";
import type { SettingKey, SettingValues } from "../../generated/contracts/settings.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";

/** A setting as the API reads and writes it (id, key, value). */
export type { Setting };

export type SettingWrite =
  | { ok: true; setting: Setting; created: boolean }
  | { ok: false; kind: "json" | "key" | "schema"; message: string; issues?: SettingIssue[] };

/**
 * The dot-namespaced settings table. Only declared keys are stored, validated against schemas/settings.schema.json
 * before they are stored; every change bumps the "settings" site revision, so cached HTML rendered
 * with the old values ages out (docs/decisions/004-html-cache.md).
 */
export class SettingsStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** What a CDN may keep of public answers (the caching settings). */
  sharedCachePolicy(): Promise<SiteSettings["sharedCache"]> {
    return readSharedCachePolicy(this.db);
  }

  async list(key?: string): Promise<Setting[]> {
    let query = this.db.selectFrom("settings").select(["id", "key", "value", "updated_at"]).orderBy("key");
    if (key !== undefined) query = query.where("key", "=", key);
    return query.execute();
  }

  /** Creates the setting or replaces the value of the one with this key (its id stays). */
  async upsert(key: string, value: string): Promise<SettingWrite> {
    const check = checkSetting(key, value);
    if (!check.ok)
      return check.kind === "schema"
        ? { ok: false, kind: "schema", message: check.message, issues: check.issues }
        : { ok: false, kind: check.kind, message: check.message };
    const result = await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("settings").select("id").where("key", "=", key).executeTakeFirst();
      const setting = await trx
        .insertInto("settings")
        .values({ id: newId(), key, value, updated_at: now() })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), updated_at: eb.ref("excluded.updated_at") })),
        )
        .returning(["id", "key", "value", "updated_at"])
        .executeTakeFirstOrThrow();
      await bumpSiteRevision(trx, "settings");
      return { ok: true as const, setting, created: existing === undefined };
    });
    settingsReader(this.db).forget();
    return result;
  }

  /** A declared setting's value through the one settings reader (its default when unset or broken, logged by `warn`). */
  read<K extends SettingKey>(key: K, warn?: (message: string) => void): Promise<SettingValues[K]> {
    return settingsReader(this.db).read(key, warn);
  }

  /** The settings the site shell reads; broken values fall back to their defaults (logged by `warn`). */
  site(warn?: (message: string) => void): Promise<SiteSettings> {
    return readSiteSettings(this.db, warn);
  }

  /** False when there is no such setting. */
  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom("settings").where("id", "=", id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await bumpSiteRevision(trx, "settings");
      return true;
    });
    settingsReader(this.db).forget();
    return deleted;
  }
}
