import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelay } from "./delivery-schedule.ts";
import { CSV_BOM, csvLine, exportColumns, exportRow } from "./export-rows.ts";
import { leadExportFileName } from "./export-file-name.ts";
import { isIdempotencyKey } from "./idempotency.ts";

describe("delivery retries", () => {
  it("back off exponentially from the first delay, capped at an hour, until the tries run out", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(7, 20)).toBe(1_920_000);
    expect(retryDelay(12, 20)).toBe(3_600_000);
    expect(retryDelay(MAX_ATTEMPTS)).toBeNull();
  });
});

describe("export rows", () => {
  const columns = exportColumns(
    { properties: { name: { title: "Name" }, consent: { title: "Consent" }, extra: {} } },
    { "ui:order": ["consent", "name"] },
  );
  it("put id and date first, then the fields in UI order, then the rest", () => {
    expect(columns.map((column) => column.title)).toEqual(["Lead id", "Created at", "Consent", "Name", "extra"]);
    expect(exportRow(columns, { id: "1", created_at: "t", data: { name: "A", consent: true } })).toEqual([
      "1",
      "t",
      "yes",
      "A",
      "",
    ]);
  });
  it("quote CSV cells as RFC 4180 says and defuse formulas", () => {
    expect(csvLine(['a "b"', "c,d", "=1+1", "plain"])).toBe('"a ""b""","c,d",\'=1+1,plain\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
  });
});

describe("idempotency keys", () => {
  it("are 1 to 200 printable ASCII characters", () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey("")).toBe(false);
    expect(isIdempotencyKey("has space")).toBe(false);
    expect(isIdempotencyKey("x".repeat(201))).toBe(false);
  });
});

describe("lead export file names", () => {
  it("name the form and the day, in plain ASCII", () => {
    expect(leadExportFileName("Contact us", "2026-11-28T17:05:00.000Z", "csv")).toBe("contact-us-leads-2026-11-28.csv");
    expect(leadExportFileName("  Équipe / Test-drive!  ", "2026-01-02T00:00:00.000Z", "xlsx")).toBe(
      "equipe-test-drive-leads-2026-01-02.xlsx",
    );
    expect(leadExportFileName("اتصل بنا", "2026-11-28T00:00:00.000Z", "csv")).toBe("form-leads-2026-11-28.csv");
  });
});
