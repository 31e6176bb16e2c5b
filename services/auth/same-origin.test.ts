import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./same-origin.ts";

describe("safeReturnTo", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnTo("/cms/pages/1?tab=2#x")).toBe("/cms/pages/1?tab=2#x");
    expect(safeReturnTo("/")).toBe("/");
  });

  it("falls back to /cms for anything that could leave the site", () => {
    for (const value of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "cms", "", undefined, 42, "/\u0000x", "/x\nLocation: y"]) {
      expect(safeReturnTo(value), String(value)).toBe("/cms");
    }
  });

  it("does not return to the sign-in or sign-out pages (a loop)", () => {
    expect(safeReturnTo("/auth/login?returnTo=/x")).toBe("/cms");
    expect(safeReturnTo("/auth/logout")).toBe("/cms");
  });
});
