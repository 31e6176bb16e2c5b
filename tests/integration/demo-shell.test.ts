import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepare } from "../../services/server.ts";
import { createTestDatabase } from "../support/databases.ts";

describe("npm start on an empty database", () => {
  it("seeds the demo menu (page links by id) and the demo footer", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      await prepare({
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-demo-shell-")),
        DEMO_VEHICLES: "5",
        LOG_LEVEL: "error",
      });
      const db = database.handle.db;
      const entries = await db
        .selectFrom("nav_entries")
        .leftJoin("pages", "pages.id", "nav_entries.page_id")
        .select(["nav_entries.label", "nav_entries.parent_id", "pages.path"])
        .where("nav_entries.parent_id", "is", null)
        .where("nav_entries.page_set", "=", "default")
        .orderBy("nav_entries.position")
        .execute();
      expect(entries.map((entry) => `${entry.label} ${entry.path}`)).toEqual([
        "Models /models",
        "Stock /stock",
        "Test drive /test-drive",
        "FAQ /faq",
        "About /about",
      ]);
      const arabic = await db
        .selectFrom("nav_entries")
        .leftJoin("pages", "pages.id", "nav_entries.page_id")
        .select(["nav_entries.label", "pages.path"])
        .where("nav_entries.parent_id", "is", null)
        .where("nav_entries.page_set", "=", "ar")
        .orderBy("nav_entries.position")
        .execute();
      expect(arabic.map((entry) => entry.path)).toEqual([
        "/ar/model-launch",
        "/ar/news",
        "/ar/stock",
        "/test-drive",
        "/contact-us",
      ]);
      const footer = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", "footer.config")
        .executeTakeFirst();
      expect(JSON.parse(footer!.value)).toMatchObject({ search_bar: true });
    } finally {
      await database.drop();
    }
  }, 120_000);
});
