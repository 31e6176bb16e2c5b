import type { Kysely } from "kysely";
import {
  SETTING_FAMILY_INFO,
  SETTING_INFO,
  type SettingFamily,
  type SettingFamilyValues,
  type SettingKey,
  type SettingValues,
} from "../../generated/contracts/settings.ts";
import type { Database } from "../db/schema.ts";
import { REVISION_TTL_MS, siteRevision } from "../foundation/site-revisions.ts";
import { localWriteCount } from "../foundation/revision-cache.ts";
import { checkSetting, familyOf, type SettingCheck } from "./setting-definitions.ts";

type Warn = (message: string) => void;

interface Snapshot {
  revision: number;
  /** Every stored setting's text by key (the table holds a few hundred rows at most). */
  texts: Promise<ReadonlyMap<string, string>>;
  /** Each key's check, made once per snapshot. */
  checks: Map<string, SettingCheck>;
}

/**
 * The one way the server reads settings: every stored setting, read in one query and kept until the
 * "settings" site revision moves (polled at most every REVISION_TTL_MS, so a change made on another node
 * shows within that; a change made through this process's SettingsStore shows at once). `read` answers
 * a declared key's value, parsed and checked against the registry (schemas/settings.schema.json), or its
 * default when none is stored or the stored one is broken (logged with `warn`).
 */
export class SettingsReader {
  #snapshot: Snapshot | null = null;
  #revision: { at: number; writes: number; value: Promise<number> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly revisionTtlMs = REVISION_TTL_MS,
  ) {}

  /** Forgets what was read: the next read asks the database (after a write through this process). */
  forget(): void {
    this.#snapshot = null;
    this.#revision = null;
  }

  #currentRevision(): Promise<number> {
    const at = Date.now();
    const writes = localWriteCount();
    if (
      !this.#revision ||
      this.revisionTtlMs === 0 ||
      this.#revision.writes !== writes ||
      at - this.#revision.at > this.revisionTtlMs
    ) {
      const entry = { at, writes, value: siteRevision(this.db, "settings") };
      this.#revision = entry;
      entry.value.catch(() => {
        if (this.#revision === entry) this.#revision = null;
      });
    }
    return this.#revision.value;
  }

  async #current(): Promise<Snapshot> {
    const revision = await this.#currentRevision();
    if (this.#snapshot?.revision !== revision) {
      const texts = this.db
        .selectFrom("settings")
        .select(["key", "value"])
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.key, row.value])));
      const snapshot: Snapshot = { revision, texts, checks: new Map() };
      this.#snapshot = snapshot;
      texts.catch(() => {
        if (this.#snapshot === snapshot) this.#snapshot = null;
      });
    }
    return this.#snapshot;
  }

  /** The stored texts by key, unchecked: for the settings domain's own readers that log in their own words. */
  async stored(): Promise<ReadonlyMap<string, string>> {
    return (await this.#current()).texts;
  }

  async #value(key: string, fallback: unknown, warn?: Warn): Promise<unknown> {
    const snapshot = await this.#current();
    const text = (await snapshot.texts).get(key);
    if (text === undefined) return fallback;
    let check = snapshot.checks.get(key);
    if (!check) {
      check = checkSetting(key, text);
      snapshot.checks.set(key, check);
    }
    if (check.ok) return check.value;
    warn?.(`${check.message}; the default is used`);
    return fallback;
  }

  /** A declared setting's value (parsed, checked), or its default. */
  async read<K extends SettingKey>(key: K, warn?: Warn): Promise<SettingValues[K]> {
    return (await this.#value(key, SETTING_INFO[key].default, warn)) as SettingValues[K];
  }

  /** The value of one key of a family (`translations.en` of `translations.*`), or the family's default. */
  async readMember<F extends SettingFamily>(family: F, key: string, warn?: Warn): Promise<SettingFamilyValues[F]> {
    const fallback = SETTING_FAMILY_INFO[family].default as SettingFamilyValues[F];
    // A key outside the family (an id from a request) cannot have been stored: the default.
    if (familyOf(key) !== family) return fallback;
    return (await this.#value(key, fallback, warn)) as SettingFamilyValues[F];
  }

  /** The stored text of each of `keys` whose value is valid (for callers that parse the text themselves). */
  async texts(keys: readonly SettingKey[], warn?: Warn): Promise<Map<string, string>> {
    const texts = await this.stored();
    const valid = new Map<string, string>();
    for (const key of keys) {
      const text = texts.get(key);
      if (text !== undefined && (await this.#value(key, undefined, warn)) !== undefined) valid.set(key, text);
    }
    return valid;
  }
}

const readers = new WeakMap<Kysely<Database>, SettingsReader>();

/** The reader of one database, shared by every domain of the process (one cache, one revision poll). */
export function settingsReader(db: Kysely<Database>): SettingsReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new SettingsReader(db);
    readers.set(db, reader);
  }
  return reader;
}

/**
 * The valid stored text of each of `keys`, read with `executor` and not cached: for a write transaction
 * that needs a setting. The shared reader would wait for a connection the transaction holds (SQLite has one).
 */
export async function settingTextsIn(
  executor: Kysely<Database>,
  keys: readonly SettingKey[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await executor.selectFrom("settings").select(["key", "value"]).where("key", "in", keys).execute();
  return new Map(rows.filter((row) => checkSetting(row.key, row.value).ok).map((row) => [row.key, row.value]));
}
