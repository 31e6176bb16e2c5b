import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const FOLDER = path.join(import.meta.dirname, "..", "..", "docs", "decisions");

it("the index of decision records links every record, and only records that exist", () => {
  const records = readdirSync(FOLDER).filter((file) => /^\d{3}-.+\.md$/.test(file));
  const linked = [...readFileSync(path.join(FOLDER, "README.md"), "utf8").matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(
    (match) => match[1],
  );
  expect(records.filter((file) => !linked.includes(file))).toEqual([]);
  expect(linked.filter((file) => !records.includes(file!))).toEqual([]);
});
