import { Readable } from "node:stream";
import { expect } from "vitest";
import type { StockImport } from "../../services/listings/feed/stock-import.ts";
import type { TestApp } from "./app.ts";
import type { StockFeed } from "../../generated/contracts/entities/stock-feed.ts";
import { demoFeed } from "../../services/listings/feed/demo-feed.ts";

/** `count` demo vehicles as feed rows, and their dealers (to seed before importing). */
export function feedFixture(count: number, seed = 11) {
  const feed = demoFeed(count, seed);
  return { dealers: feed.dealers, rows: [...feed.rows] };
}

/** Feed rows (or raw lines) as an NDJSON stream. */
export function ndjson(rows: readonly (StockFeed | Record<string, unknown> | string)[]): Readable {
  return Readable.from(rows.map((row) => `${typeof row === "string" ? row : JSON.stringify(row)}\n`));
}

/** An import the admin API started (202), followed as the admin screen does until it has ended. */
export async function endOfImport(
  testApp: TestApp,
  headers: Record<string, string>,
  started: { statusCode: number; body: string; json: () => unknown },
): Promise<StockImport & { rows_per_second: number; rejections: { line: number; field: string; reason: string }[] }> {
  expect(started.statusCode, started.body).toBe(202);
  const { id, status } = (started.json() as { data: StockImport }).data;
  expect(status).toBe("running");
  type Answer = { data: Awaited<ReturnType<typeof endOfImport>> };
  let answer: Answer | null = null;
  await expect
    .poll(
      async () => {
        answer = (await testApp.app.inject({ url: `/api/stock/imports/${id}`, headers })).json() as Answer;
        return answer.data.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .not.toBe("running");
  return answer!.data;
}
