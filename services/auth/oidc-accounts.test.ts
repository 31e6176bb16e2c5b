import { describe, expect, it } from "vitest";
import { claimedRole } from "./oidc-accounts.ts";

describe("claimedRole", () => {
  it("reads a role name, or the highest role in a list, and ignores anything else", () => {
    expect(claimedRole("editor")).toBe("editor");
    expect(claimedRole(["viewer", "staff", "admin", "editor"])).toBe("admin");
    expect(claimedRole("superuser")).toBeNull();
    expect(claimedRole(undefined)).toBeNull();
    expect(claimedRole(["Admin"])).toBeNull();
  });
});
