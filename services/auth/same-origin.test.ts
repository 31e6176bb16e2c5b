import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./same-origin.ts";

describe("safeReturnTo", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnTo("/cms/pages/1?tab=2#x")).toBe("/cms/pages/1?tab=2#x");
    expect(safeReturnTo("/")).toBe("/");
    expect(safeReturnTo("/a/../cms")).toBe("/cms");
    expect(safeReturnTo("/search?q=%2F%2Fnot-a-host")).toBe("/search?q=%2F%2Fnot-a-host");
  });

  it("falls back to /cms for anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "cms",
      "",
      undefined,
      42,
      "/\u0000x",
      "/x\nLocation: y",
    ]) {
      expect(safeReturnTo(value), String(value)).toBe("/cms");
    }
  });

  it("falls back for paths that become protocol-relative once normalised or decoded", () => {
    const sneaky = [
      "/.//evil.example",
      "/a/..//evil.example",
      "/..//evil.example",
      "/./\\evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5Cevil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r//evil.example",
      "/%09/evil.example",
    ];
    for (const value of sneaky) expect(safeReturnTo(value), JSON.stringify(value)).toBe("/cms");
  });

  it("does not return to the sign-in or sign-out pages (a loop)", () => {
    expect(safeReturnTo("/auth/login?returnTo=/x")).toBe("/cms");
    expect(safeReturnTo("/auth/logout")).toBe("/cms");
  });
});
