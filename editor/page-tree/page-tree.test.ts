import { describe, expect, it } from "vitest";
import type { PageSummary } from "../api/pages-client.ts";
import { page } from "./testing/page-fixture.ts";
import {
  buildTree,
  flattenTree,
  moveTargets,
  pageKind,
  pageStatus,
  planMove,
  planPositions,
  slugify,
  suggestPath,
} from "./page-tree.ts";

const shape = (pages: PageSummary[]) =>
  flattenTree(buildTree(pages)).map((node) => `${"  ".repeat(node.depth)}${node.page.id}`);

describe("buildTree", () => {
  it("nests pages by parent_id and orders siblings by position, then path", () => {
    const pages = [
      page("estate", { parent_id: "models", position: 2, path: "/models/estate" }),
      page("home", { position: 0, path: "/" }),
      page("saloon", { parent_id: "models", position: 1, path: "/models/saloon" }),
      page("models", { position: 1, page_type: "folder" }),
      page("coupe", { parent_id: "models", position: 1, path: "/models/coupe" }),
      page("contact", { position: 5 }),
    ];
    expect(shape(pages)).toEqual(["home", "models", "  coupe", "  saloon", "  estate", "contact"]);
  });

  it("shows a page whose parent is not in the list at the top level instead of losing it", () => {
    expect(shape([page("a"), page("orphan", { parent_id: "gone", position: 1 })])).toEqual(["a", "orphan"]);
  });
});

describe("moveTargets", () => {
  it("offers every page except the page itself and its descendants", () => {
    const pages = [page("a"), page("b", { parent_id: "a" }), page("c", { parent_id: "b" }), page("d", { position: 1 })];
    expect(moveTargets(pages, "b").map((node) => node.page.id)).toEqual(["a", "d"]);
  });
});

describe("pageKind and pageStatus", () => {
  it("tells folders, redirects and links from content pages", () => {
    expect(pageKind(page("f", { page_type: "folder" }))).toBe("folder");
    expect(pageKind(page("r", { redirect_path: "/new" }))).toBe("redirect");
    expect(pageKind(page("l", { link_type: "file", to: "https://cdn.example.com/a.pdf" }))).toBe("link");
    expect(pageKind(page("p"))).toBe("page");
  });

  it("reads Draft only, Published and Unpublished changes from the version and the changes flag", () => {
    expect(pageStatus(page("p"))).toBe("draft");
    expect(pageStatus(page("p", { published_version_id: "v1", has_unpublished_changes: false }))).toBe("published");
    expect(pageStatus(page("p", { published_version_id: "v1", has_unpublished_changes: true }))).toBe("changed");
  });
});

describe("path suggestion", () => {
  it("slugs a title into lower-case words joined by dashes", () => {
    expect(slugify("  Range Rover Sport & Velar — 2025!  ")).toBe("range-rover-sport-and-velar-2025");
    expect(slugify("Café Straße")).toBe("cafe-strasse");
    expect(slugify("Owner's manual")).toBe("owners-manual");
  });

  it("suggests the parent path plus / plus the slug, and /slug at the top level or under /", () => {
    expect(suggestPath("/models", "Estate Car")).toBe("/models/estate-car");
    expect(suggestPath("/models/", "Estate")).toBe("/models/estate");
    expect(suggestPath(null, "About us")).toBe("/about-us");
    expect(suggestPath("/", "About us")).toBe("/about-us");
  });
});

const applied = (ordered: { id: string; position: number }[], changes: { id: string; position: number }[]) =>
  ordered.map((entry) => changes.find((change) => change.id === entry.id)?.position ?? entry.position);
const strictlyIncreasing = (positions: number[]) =>
  positions.every((position, index) => index === 0 || position > positions[index - 1]!);

describe("planPositions", () => {
  it("changes nothing when the order already holds", () => {
    expect(
      planPositions([
        { id: "a", position: 0 },
        { id: "b", position: 4 },
        { id: "c", position: 9 },
      ]),
    ).toEqual([]);
  });

  it("swaps two neighbours with at most two writes, leaving the order strictly increasing", () => {
    const ordered = [
      { id: "b", position: 1 },
      { id: "a", position: 0 },
      { id: "c", position: 2 },
    ];
    const changes = planPositions(ordered);
    expect(changes.length).toBeLessThanOrEqual(2);
    expect(strictlyIncreasing(applied(ordered, changes))).toBe(true);
  });

  it("keeps the positions that fit and renumbers only what must move", () => {
    // d moved to the front of 3, 7, 9 (d was at 12): only d needs a new position.
    expect(
      planPositions([
        { id: "d", position: 12 },
        { id: "a", position: 3 },
        { id: "b", position: 7 },
        { id: "c", position: 9 },
      ]),
    ).toEqual([{ id: "d", position: 0 }]);
  });

  it("always leaves whole, non-negative, strictly increasing positions", () => {
    const cases = [
      [5, 5, 0, 1],
      [0, 0, 0],
      [9, 1, 2, 3, 0],
      [2, 1, 0],
    ];
    for (const positions of cases) {
      const ordered = positions.map((position, index) => ({ id: String(index), position }));
      const result = applied(ordered, planPositions(ordered));
      expect(strictlyIncreasing(result)).toBe(true);
      expect(result.every((position) => Number.isInteger(position) && position >= 0)).toBe(true);
    }
  });

  it("separates equal positions", () => {
    const changes = planPositions([
      { id: "a", position: 0 },
      { id: "b", position: 0 },
      { id: "c", position: 0 },
    ]);
    expect(changes).toEqual([
      { id: "b", position: 1 },
      { id: "c", position: 2 },
    ]);
  });
});

describe("planMove", () => {
  const pages = [
    page("models", { page_type: "folder", revision: 4 }),
    page("a", { parent_id: "models", position: 0, revision: 2 }),
    page("b", { parent_id: "models", position: 1, revision: 3 }),
    page("c", { position: 1, revision: 7 }),
  ];

  it("moves a page under a new parent at the end, keeping its siblings where they are", () => {
    expect(planMove(pages, "c", "models", 2)).toEqual([
      { id: "c", revision: 7, fields: { parent_id: "models", position: 2 } },
    ]);
  });

  it("moves a page up among its siblings with the fewest writes, each based on that page's revision", () => {
    // b keeps 1 and a goes to 2: one write instead of two.
    expect(planMove(pages, "b", "models", 0)).toEqual([{ id: "a", revision: 2, fields: { position: 2 } }]);
  });

  it("plans nothing when the page stays where it is", () => {
    expect(planMove(pages, "a", "models", 0)).toEqual([]);
  });
});
