import { describe, expect, it } from "vitest";
import { browserPatternProblem, nestedQuantifierAt } from "./pattern-policy.ts";

describe("form field pattern policy", () => {
  it("finds a quantified group that holds a quantifier (exponential backtracking)", () => {
    for (const evil of ["(a+)+$", "^(a*)*b", "(\\w+\\s?)*$", "((ab)+)+", "(x{1,9})+", "(a+){2,}"])
      expect(nestedQuantifierAt(evil), evil).toBeGreaterThan(0);
  });

  it("accepts the usual field patterns", () => {
    for (const fine of [
      "^\\+?[0-9 ()-]{6,20}$",
      "^[A-Z]{2}\\d{4}$",
      "(ab)+",
      "(a|b)?c+",
      "[(+)]+",
      "\\(a+\\)+",
      "(a{1})+",
    ])
      expect(nestedQuantifierAt(fine), fine).toBe(-1);
  });

  it("explains what is wrong with a pattern the browser cannot use", () => {
    expect(browserPatternProblem("(a+)+$")).toMatch(/exponential/);
    expect(browserPatternProblem("([a-z")).toMatch(/not a valid regular expression/);
    expect(browserPatternProblem("^[0-9]{5}$")).toBeNull();
  });
});
