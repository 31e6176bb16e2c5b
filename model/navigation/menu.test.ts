import { describe, expect, it } from "vitest";
import type { NavEntry } from "../../generated/contracts/entities/nav-entry.ts";
import {
  breadcrumbsForEntry,
  breadcrumbsForPage,
  menuForPath,
  menuLinkIssues,
  menuRows,
  menuTree,
  pageSetForPath,
  type MenuEntry,
} from "./menu.ts";

const row = (id: string, parent_id: string | null, position: number, url: string): NavEntry => ({
  id,
  page_set: "default",
  parent_id,
  position,
  label: id,
  link_type: "url",
  page_id: null,
  url,
  target: "_self",
});

const rows = [
  row("stock", null, 1, "/stock"),
  row("approved", "stock", 1, "/approved"),
  row("models", null, 0, "/models"),
  row("new", "stock", 0, "/new"),
  row("orphan", "missing", 0, "/orphan"),
];

describe("menus", () => {
  it("builds the tree by position under each parent and drops orphans", () => {
    const tree = menuTree(rows);
    expect(tree.map((entry) => entry.id)).toEqual(["models", "stock"]);
    expect(tree[1]!.children.map((entry) => entry.id)).toEqual(["new", "approved"]);
    expect(menuRows(rows).map((entry) => entry.id)).toEqual(["models", "stock", "new", "approved"]);
  });

  it("chooses the page set from the path's first segment when it has a menu, else the default set", () => {
    expect(pageSetForPath("/defender/110", ["default", "defender"])).toBe("defender");
    expect(pageSetForPath("/Defender", ["defender"])).toBe("defender");
    expect(pageSetForPath("/discovery", ["default", "defender"])).toBe("default");
    expect(pageSetForPath("/", ["defender"])).toBe("default");
    const menus = { default: menuTree(rows), defender: [] as MenuEntry[] };
    expect(menuForPath(menus, "/anything").length).toBe(2);
  });

  it("gives a page in another language that language's menu when there is one, else the menus by path", () => {
    const arabic = menuTree([{ ...rows[0]!, id: "ar-1", page_set: "ar", label: "المخزون" }]);
    const menus = { default: menuTree(rows), ar: arabic };
    expect(menuForPath(menus, "/ar/news", "ar")).toBe(arabic);
    expect(menuForPath(menus, "/arabic-page-elsewhere", "ar")).toBe(arabic);
    expect(menuForPath(menus, "/fr/nouvelles", "fr")).toBe(menus.default);
    expect(menuForPath({ default: menus.default }, "/ar/news", "ar")).toBe(menus.default);
  });

  it("gives breadcrumbs through the menu, through a parent entry for pages the menu cannot link, and none at home", () => {
    const tree = menuTree(rows);
    expect(breadcrumbsForPage(tree, "/approved/", "Approved cars")).toEqual([
      { label: "Home", url: "/" },
      { label: "stock", url: "/stock" },
      { label: "Approved cars", url: "/approved/" },
    ]);
    expect(breadcrumbsForPage(tree, "/elsewhere", "Elsewhere").map((crumb) => crumb.label)).toEqual([
      "Home",
      "Elsewhere",
    ]);
    expect(breadcrumbsForPage(tree, "/", "Home page")).toEqual([]);
    expect(
      breadcrumbsForPage(tree, "/showroom/x-1", "A car", { label: "Stock", url: "/stock" }).map((crumb) => crumb.label),
    ).toEqual(["Home", "stock", "A car"]);
    expect(
      breadcrumbsForPage([], "/showroom/x-1", "A car", { label: "Stock", url: "/stock" }).map((crumb) => crumb.url),
    ).toEqual(["/", "/stock", "/showroom/x-1"]);
    expect(breadcrumbsForEntry(tree, "new")?.map((crumb) => crumb.label)).toEqual(["Home", "stock", "new"]);
    expect(breadcrumbsForEntry(tree, "nope")).toBeNull();
    // A page in another language starts at that language's home, and its home has none.
    expect(breadcrumbsForPage(tree, "/ar/news", "الأخبار", undefined, "/ar").map((crumb) => crumb.url)).toEqual([
      "/ar",
      "/ar/news",
    ]);
    expect(breadcrumbsForPage(tree, "/ar", "الرئيسية", undefined, "/ar")).toEqual([]);
  });

  it("points at page links without a page or naming an unknown one, and URL links without a URL", () => {
    const issues = menuLinkIssues(
      {
        entries: [
          { label: "A", link_type: "page" },
          { label: "B", link_type: "url", children: [{ label: "C", link_type: "page", page_id: "gone" }] },
          { label: "D", link_type: "page", page_id: "known" },
        ],
      },
      (id) => id === "known",
    );
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      "/entries/0/page_id is required for a page link",
      "/entries/1/url is required for a URL link",
      "/entries/1/children/0/page_id names no page of this site",
    ]);
  });
});
