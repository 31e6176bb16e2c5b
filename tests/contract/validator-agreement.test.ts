/**
 * Whole-page validation answers from the fast yes/no validator and asks the reporting (ajv) one only
 * when a document fails. Both are compiled from the same schemas; this suite makes sure they agree, on
 * every block's defaults and examples and on systematic mutations of them (each field removed,
 * nulled, retyped, overlong, and unknown fields added), nested blocks included.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import {
  blockChecks,
  blockValidators,
  isValidPageDocument,
  validatePageDocument,
} from "../../generated/contracts/validators.ts";
import { pageOf } from "../support/render-block.ts";

type Json = unknown;

const REPLACEMENTS: Json[] = [null, 42, 1.5, -1, 0, "", "x", "x".repeat(2000), true, [], {}, [{}], { unexpected: 1 }];

/** Every mutation of `value`: one change at one place. */
function* mutations(value: Json, depth = 0): Generator<Json> {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      for (const changed of mutations(value[index], depth + 1))
        yield value.map((item, i) => (i === index ? changed : item));
      yield value.filter((_, i) => i !== index);
    }
    if (value.length > 0) yield [...value, ...Array.from({ length: 1001 }, () => value[0])];
    return;
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, Json>;
    yield { ...record, __unknown_field__: 1 };
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      yield rest;
      for (const replacement of REPLACEMENTS) yield { ...record, [key]: replacement };
      for (const changed of mutations(record[key], depth + 1)) yield { ...record, [key]: changed };
    }
  }
}

function samples(key: (typeof blockKeys)[number]): Json[] {
  const schema = JSON.parse(readFileSync(`blocks/${key}/block.schema.json`, "utf8")) as {
    examples?: Json[];
    "x-invalid-examples"?: { props: Json }[];
  };
  const base = [blockMeta[key].insertDefaults, ...(schema.examples ?? [])];
  const invalid = (schema["x-invalid-examples"] ?? []).map((example) => example.props);
  return [...base, ...invalid].map((props) => ({ id: "agreement", ...(props as object) }));
}

describe.each(blockKeys)("fast and reporting validators agree on %s", (key) => {
  it("for its defaults, examples and every single mutation of them", () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const sample of samples(key)) {
      for (const candidate of [sample, ...mutations(sample)]) {
        checked++;
        const fast = blockChecks[key](candidate);
        const full = blockValidators[key](candidate);
        if (fast !== full && disagreements.length < 5)
          disagreements.push(`${JSON.stringify(candidate).slice(0, 300)} fast=${fast} full=${full}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});

describe("fast and reporting page validators agree", () => {
  it("on whole pages with every block, and on mutations of the page envelope and its nodes", () => {
    const page = pageOf(
      ...blockKeys.map((key) => ({ type: key, props: blockMeta[key].insertDefaults as Record<string, unknown> })),
    );
    const candidates: Json[] = [page, ...mutations(page)];
    candidates.push(
      { ...page, zones: {} },
      { ...page, schemaVersion: 2 },
      { ...page, content: [{ type: "no-such-block", props: { id: "x" } }] },
    );
    const disagreements = candidates.filter(
      (candidate) => isValidPageDocument(candidate) !== validatePageDocument(candidate),
    );
    expect(disagreements.map((candidate) => JSON.stringify(candidate).slice(0, 200))).toEqual([]);
    expect(isValidPageDocument(page)).toBe(true);
    // Every block and thousands of mutations: seconds on a quiet machine, more beside other suites.
  }, 60_000);
});
