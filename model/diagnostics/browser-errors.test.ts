import { describe, expect, it } from "vitest";
import { errorGroupKey, scrubReport, scrubText } from "./browser-errors.ts";

describe("browser error reports", () => {
  it("drop query strings, e-mail addresses and long numbers a visitor may have typed", () => {
    expect(
      scrubText(
        "Failed https://site.test/offers?email=ada@example.com&tel=0400000000#top for ada@example.com, call +44 7700 900123",
        500,
      ),
    ).toBe("Failed https://site.test/offers for [e-mail], call [number]");
    expect(scrubText("Cannot read properties of undefined (reading 'map') at line 12", 500)).toBe(
      "Cannot read properties of undefined (reading 'map') at line 12",
    );
  });

  it("keep only the script's address and the page's path, cut to size", () => {
    const report = scrubReport({
      kind: "error",
      message: "x".repeat(900),
      source: "https://site.test/assets/form-1.js?v=2",
      line: 3,
      column: -1,
      stack: "Error\n at https://site.test/assets/form-1.js?v=2:3:9",
      page: "/contact?name=Ada",
      value: "typed by the visitor",
    });
    expect(report).toEqual({
      kind: "error",
      message: "x".repeat(500),
      source: "https://site.test/assets/form-1.js",
      line: 3,
      column: 0,
      stack: "Error\n at https://site.test/assets/form-1.js",
      page: "/contact",
    });
    expect(scrubReport({ message: "   " })).toBeNull();
    expect(scrubReport("boom")).toBeNull();
  });

  it("group by kind, message and script, not by line", () => {
    const a = scrubReport({ message: "boom", source: "/a.js", line: 1 })!;
    const b = scrubReport({ message: "boom", source: "/a.js?x=1", line: 99 })!;
    expect(errorGroupKey(a)).toBe(errorGroupKey(b));
  });
});
