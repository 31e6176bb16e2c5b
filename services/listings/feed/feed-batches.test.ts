import { describe, expect, it } from "vitest";
import { feedFixture } from "../../../tests/support/stock-feed.ts";
import { feedBatches, type ParsedBatch, type ParseSettings } from "./feed-batches.ts";
import { feedRecords } from "./feed-records.ts";
import { parseInWorker } from "./parse-in-worker.ts";

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The text as byte chunks of `size`, so lines and characters are cut mid-way. */
async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("reading an NDJSON feed from bytes", () => {
  it("keeps line numbers, skips blank lines, drops \\r before \\n and reads a character cut between chunks", async () => {
    const text = '{"a":"été"}\r\n\n{"b":"日本"}\n{oops\n{"c":1}';
    const records = await all(feedRecords(chunked(text, 3), "ndjson"));
    expect(records).toEqual([
      { line: 1, value: { a: "été" } },
      { line: 3, value: { b: "日本" } },
      { line: 4, error: expect.stringContaining("is not JSON") },
      { line: 5, value: { c: 1 } },
    ]);
  });
});

describe("parsing a feed in a worker thread", () => {
  const { dealers, rows } = feedFixture(25);
  const text = [...rows.map((row) => JSON.stringify(row)), '{"id":"x"}'].join("\n");
  const settings = (output: ParseSettings["output"]): ParseSettings => ({
    format: "ndjson",
    importId: "import-1",
    dealers: dealers.map((dealer) => [dealer.dealer_code, dealer.id]),
    batchSize: 10,
    output,
  });
  const decoded = (batches: ParsedBatch[]) =>
    batches.map(({ copy, ...rest }) => ({
      ...rest,
      copy: copy && {
        ids: copy.ids,
        vehicles: Buffer.from(copy.vehicles).toString(),
        publications: Buffer.from(copy.publications).toString(),
      },
    }));

  it.each(["copy", "rows"] as const)("gives the batches parsing in this thread gives (%s)", async (output) => {
    const inWorker = await all(parseInWorker(chunked(text, 4096), settings(output)));
    const here = await all(feedBatches(chunked(text, 4096), settings(output)));
    expect(decoded(inWorker)).toEqual(decoded(here));
    expect(inWorker.map((batch) => batch.lines.length)).toEqual([10, 10, 5, 0]);
    expect(inWorker.at(-1)!.rowsRead).toBe(26);
    // The last line lacks every field but its id: one rejection per field, enough to end a batch.
    expect(inWorker[2]!.rejections.length).toBeGreaterThanOrEqual(10);
    expect(inWorker[2]!.rejections[0]).toMatchObject({ line: 26, reason: "is required" });
  });

  it("ends with the input's error and stops the worker", async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(`${JSON.stringify(rows[0])}\n`);
      throw new Error("connection reset");
    }
    await expect(all(parseInWorker(failing(), settings("copy")))).rejects.toThrow("connection reset");
  });
});
