import { describe, expect, it } from "vitest";
import { externalNavigationFrom, externalNavigationUrl } from "./external-navigation.ts";

const ANSWER = {
  logo: { src: "/brand/logo.svg", href: "/", alt: "Brand" },
  entries: [
    {
      id: "models",
      label: "Models",
      url: "/models",
      children: [{ id: "defender", label: "Defender", url: "/defender" }],
    },
    { id: "offers", title: "Offers", href: "https://offers.example.com/", target: "_blank" },
    { id: "bad", label: "Script", url: "javascript:alert(1)" },
    { id: "empty", label: "", url: "/nowhere" },
    { id: "owners", label: "Owners", url: "/owners" },
  ],
};

describe("the navigation service's menu", () => {
  it("keeps entries with a label and a safe link, children included, and the service's logo on this site", () => {
    const navigation = externalNavigationFrom(ANSWER, {});
    expect(navigation?.entries.map((entry) => [entry.id, entry.label, entry.url, entry.target])).toEqual([
      ["models", "Models", "/models", "_self"],
      ["offers", "Offers", "https://offers.example.com/", "_blank"],
      ["owners", "Owners", "/owners", "_self"],
    ]);
    expect(navigation?.entries[0]?.children.map((child) => child.label)).toEqual(["Defender"]);
    expect(navigation?.logo).toEqual({ src: "/brand/logo.svg", homepage: "/", alt: "Brand" });
  });

  it("leaves out the disabled entries at any level, and keeps only the enabled ones when some are named", () => {
    const disabled = externalNavigationFrom(ANSWER, { disable: ["defender", "offers"] });
    expect(disabled?.entries.map((entry) => entry.id)).toEqual(["models", "owners"]);
    expect(disabled?.entries[0]?.children).toEqual([]);
    const enabled = externalNavigationFrom(ANSWER, { enable: ["owners"] });
    expect(enabled?.entries.map((entry) => entry.id)).toEqual(["owners"]);
  });

  it("ignores a logo on another host (the page may load images from this site only)", () => {
    expect(
      externalNavigationFrom({ ...ANSWER, logo: { src: "https://cdn.example.com/logo.svg" } }, {})?.logo,
    ).toBeNull();
    expect(externalNavigationFrom({ ...ANSWER, logo: { src: "//cdn.example.com/logo.svg" } }, {})?.logo).toBeNull();
  });

  it("reads the list under data or items too, and answers null when nothing usable is left", () => {
    expect(externalNavigationFrom({ data: { items: [{ label: "A", url: "/a" }] } }, {})?.entries[0]?.url).toBe("/a");
    expect(externalNavigationFrom([{ label: "B", url: "/b" }], {})?.entries[0]?.id).toBe("nav-0");
    expect(externalNavigationFrom({ entries: [] }, {})).toBeNull();
    expect(externalNavigationFrom({ entries: [{ label: "X", url: "data:text/html,x" }] }, {})).toBeNull();
    expect(externalNavigationFrom("<html>", {})).toBeNull();
    expect(externalNavigationFrom(ANSWER, { enable: ["none-of-these"] })).toBeNull();
  });

  it("puts the page's language into the address", () => {
    expect(externalNavigationUrl("https://nav.example.com/naas/nav.locale={locale}.json", "ar")).toBe(
      "https://nav.example.com/naas/nav.locale=ar.json",
    );
  });
});
