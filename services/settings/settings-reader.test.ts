import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import { newId, now } from "../db/clock.ts";
import { SettingsReader, settingsReader } from "./settings-reader.ts";
import { SettingsStore } from "./settings-store.ts";

/** The one cached settings reader over a real database. */
describe("the settings reader", () => {
  let database: TestDatabase;
  let store: SettingsStore;
  const db = () => database.handle.db;
  /** A value written past the API (by hand, or by an older version), as another node would see it. */
  const writeRaw = async (key: string, value: string) => {
    await db().insertInto("settings").values({ id: newId(), key, value, updated_at: now() }).execute();
    await bumpSiteRevision(db(), "settings");
  };

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    store = new SettingsStore(db());
  });
  beforeEach(async () => {
    await db().deleteFrom("settings").execute();
    settingsReader(db()).forget();
  });
  afterAll(() => database.drop());

  it("answers the registry's default for a setting nobody stored", async () => {
    const reader = settingsReader(db());
    expect(await reader.read("consent.strategy")).toBe("basic");
    expect(await reader.read("site.time_zone")).toBe("Europe/London");
    expect(await reader.read("consent.banner")).toBeNull();
    expect(await reader.read("navigation.disabled_on_pages")).toEqual(["/"]);
  });

  it("answers a saved JSON setting parsed, at once after a save through the store", async () => {
    const reader = settingsReader(db());
    expect(await reader.read("search.popup.enabled")).toBe("false");
    await store.upsert("search.popup.enabled", "true");
    await store.upsert(
      "maps.tiles",
      JSON.stringify({ url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "T" }),
    );
    expect(await reader.read("search.popup.enabled")).toBe("true");
    expect(await reader.read("maps.tiles")).toEqual({ url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "T" });
  });

  it("falls back to the default, and says why, when a stored value is broken", async () => {
    await writeRaw("consent.strategy", "sometimes");
    await writeRaw("meta", "[{");
    const warnings: string[] = [];
    const reader = settingsReader(db());
    expect(await reader.read("consent.strategy", (message) => warnings.push(message))).toBe("basic");
    expect(await reader.read("meta", (message) => warnings.push(message))).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^The value of consent.strategy does not match its schema: .*; the default is used$/),
      expect.stringMatching(/^The value of meta must be JSON, and it is not: .*; the default is used$/),
    ]);
  });

  it("sees a change another node made once the settings revision moves, and not before", async () => {
    const reader = new SettingsReader(db(), 0);
    expect(await reader.read("site.name")).toBe("Forecourt Motors");
    await db()
      .insertInto("settings")
      .values({ id: newId(), key: "site.name", value: "Gulf Motors", updated_at: now() })
      .execute();
    // Same revision: the cached snapshot stands (no query of the whole table per read).
    expect(await reader.read("site.name")).toBe("Forecourt Motors");
    await bumpSiteRevision(db(), "settings");
    expect(await reader.read("site.name")).toBe("Gulf Motors");
  });

  it("reads one key of a family, and the family's default for a key outside it", async () => {
    await store.upsert("translations.en", JSON.stringify({ "header.menu": "Menu!" }));
    const reader = settingsReader(db());
    expect(await reader.readMember("translations.*", "translations.en")).toEqual({ "header.menu": "Menu!" });
    expect(await reader.readMember("translations.*", "translations.fr")).toBeNull();
    expect(await reader.readMember("translations.*", "translations.not a language")).toBeNull();
  });
});
