import { expect } from "vitest";
import type { StockImport } from "../../services/listings/feed/stock-import.ts";
import type { TestApp } from "./app.ts";

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
