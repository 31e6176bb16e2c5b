import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newId, now } from "../../services/db/clock.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

/** What a polluted Object.prototype would show on any plain object. */
const polluted = () => ({}) as Record<string, unknown>;

/** Settings whose keys or parsed values name `__proto__`, `constructor` or `prototype`. */
const POISONED_VALUES: { key: string; value: string; pointer: string }[] = [
  { key: "translations.en", value: JSON.stringify({ "__proto__.x": "polluted" }), pointer: "/__proto__.x" },
  {
    key: "translations.en",
    value: JSON.stringify({ "constructor.prototype.x": "polluted" }),
    pointer: "/constructor.prototype.x",
  },
  { key: "translations.fr", value: '{"__proto__": {"x": "polluted"}}', pointer: "/__proto__" },
  { key: "general.404_page", value: '{"heading": "Lost", "__proto__": {"x": "polluted"}}', pointer: "/__proto__" },
];

describe.each(STORAGE_NEUTRAL_KINDS)("settings cannot pollute Object.prototype on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
  }, 120_000);
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.handle.db.deleteFrom("settings").execute();
  });
  // A failing run must not leak its pollution into the next test.
  afterEach(() => {
    for (const key of ["x"]) delete (Object.prototype as Record<string, unknown>)[key];
  });

  const save = (key: string, value: string) =>
    testApp.app.inject({ method: "POST", url: "/settings", headers: admin.headers, payload: { key, value } });
  const storedKeys = async () =>
    (await testApp.database.handle.db.selectFrom("settings").select("key").execute()).map((row) => row.key);

  /** Everything that reads settings: a public page (site shell, UI strings) and the widget translations API. */
  async function readEverything() {
    expect((await testApp.app.inject({ url: "/carousels" })).statusCode).toBe(200);
    for (const id of ["en", "fr"]) await testApp.app.inject({ url: `/public_api/widget_translations_configs/${id}` });
  }

  it.each(POISONED_VALUES)("refuses $key = $value with 422 and the pointer, and stores nothing", async (poison) => {
    const response = await save(poison.key, poison.value);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ issues: [expect.objectContaining({ pointer: poison.pointer })] });
    expect(await storedKeys()).toEqual([]);
    await readEverything();
    expect(polluted().x).toBeUndefined();
  });

  it("refuses a setting key with a __proto__, constructor or prototype segment", async () => {
    for (const key of ["translations.__proto__", "site.constructor", "prototype.x"]) {
      const response = await save(key, "{}");
      expect([400, 422], `${key}: ${response.body}`).toContain(response.statusCode);
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("a poisoned translations row already stored is harmless: nothing polluted, JSON writes and sign-in still work", async () => {
    for (const [key, value] of [
      ["translations.en", JSON.stringify({ "__proto__.x": "polluted", "header.menu": "Menu!" })],
      ["translations.fr", '{"__proto__": {"x": "polluted"}, "constructor.prototype.x": "polluted"}'],
    ] as const)
      await testApp.database.handle.db
        .insertInto("settings")
        .values({ id: newId(), key, value, updated_at: now() })
        .execute();

    await readEverything();
    // A fresh start reads the same rows (the poison survived restarts before).
    await testApp.services.settings.site();
    expect(polluted().x).toBeUndefined();

    const widget = await testApp.app.inject({ url: "/public_api/widget_translations_configs/en" });
    expect(widget.statusCode).toBe(200);
    expect(JSON.stringify(widget.json())).not.toContain("polluted");

    const write = await save("site.name", "Still works");
    expect(write.statusCode, write.body).toBe(201);
    await signIn(testApp, "editor");
  });
});
