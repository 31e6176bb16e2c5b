import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { siteRevisionReader } from "../foundation/site-revisions.ts";
import { SettingsStore } from "../settings/settings-store.ts";
import { CurrencyService } from "./double-price.ts";
import type { ExchangeFetch } from "./exchange-client.ts";

/** The site's double price against a rate that starts in the future (decision 118). */
describe("a rate applies only from its start date", () => {
  let database: TestDatabase;
  let clock = 0;
  const start = Date.UTC(2026, 11, 1); // 2026-12-01 00:00 UTC
  const fetched: ExchangeFetch = async () => ({ rate: 3.6725, startDate: "2026-12-01", startsAt: start });
  let service: CurrencyService;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const settings = new SettingsStore(database.handle.db);
    await settings.upsert("currency_exchange.api_url", "https://fx.example.test");
    service = new CurrencyService(database.handle.db, siteRevisionReader(database.handle.db), fetched, {
      revisionTtlMs: 0,
      now: () => clock,
    });
  });
  afterAll(() => database.drop());

  it("converts nothing before the start, and converts from that instant with a new revision", async () => {
    clock = start - 1;
    const before = await service.override();
    expect(before.double.enabled).toBe(false);
    clock = start;
    const after = await service.override();
    expect(after.double).toMatchObject({ enabled: true, rate: 3.6725 });
    // The revision keys the HTML cache: a page cached before the start is not served after it.
    expect(after.revision).not.toBe(before.revision);
  });
});
