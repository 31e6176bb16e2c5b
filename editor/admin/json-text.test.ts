import { describe, expect, it } from "vitest";
import { formatJson, jsonProblem, looksLikeJson, previewOf } from "./json-text.ts";

describe("JSON setting values", () => {
  it("treats objects and arrays as JSON and plain words as text", () => {
    expect(looksLikeJson(' {"heading": "Lost?"}')).toBe(true);
    expect(looksLikeJson("[]")).toBe(true);
    expect(looksLikeJson("jdx")).toBe(false);
  });

  it("names the line and column of a JSON mistake", () => {
    expect(jsonProblem('{"a": 1}')).toBeNull();
    expect(jsonProblem('{\n  "a": 1,\n}')).toMatch(/^is not valid JSON: .*line 3/);
    expect(jsonProblem("   ")).toMatch(/^is empty/);
  });

  it("formats with two spaces, and refuses what does not parse", () => {
    expect(formatJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatJson("{oops")).toBeNull();
  });

  it("previews long values on one shortened line", () => {
    expect(previewOf('{\n  "heading": "Lost?"\n}')).toBe('{"heading":"Lost?"}');
    expect(previewOf("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
