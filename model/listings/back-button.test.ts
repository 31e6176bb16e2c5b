import { describe, expect, it } from "vitest";
import { backLinkFor } from "./back-button.ts";

describe("the vehicle page's back link", () => {
  const links = [
    { url: "/stock", label: "Back to all stock" },
    { url: "/approved", label: "Back to approved cars", publication_lists: ["approved"] },
    { url: "/new", publication_lists: ["new", "demo"] },
  ];

  it("goes to the link naming the vehicle's list, before the link for every list", () => {
    expect(backLinkFor(links, "approved")).toEqual({ href: "/approved", label: "Back to approved cars" });
    expect(backLinkFor(links, "demo")).toEqual({ href: "/new", label: null });
  });

  it("falls back to the link for every list, and to none without one", () => {
    expect(backLinkFor(links, "all")).toEqual({ href: "/stock", label: "Back to all stock" });
    expect(backLinkFor([links[1]!], "all")).toBeNull();
    expect(backLinkFor(null, "all")).toBeNull();
    expect(backLinkFor([], "all")).toBeNull();
  });
});
