import { AxeBuilder } from "@axe-core/playwright";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

test.describe("a page of static blocks", () => {
  test("loads no JavaScript at all", async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url());
    });
    await page.goto("/static");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(page.locator("script[src], script[type='module']")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Made for the journey");
    expect(consoleErrors).toEqual([]);
  });

  test("shows its images, from the local media library", async ({ page }) => {
    await page.goto("/static");
    const hero = page.locator(".hero-title-banner img");
    await expect(hero).toHaveJSProperty("complete", true);
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("a page with islands", () => {
  test("hydrates its interactive blocks without errors and keeps nested server HTML", async ({ page, consoleErrors }) => {
    await page.goto("/islands");
    await scrollThrough(page);
    await waitForIslands(page);
    const designPanel = page.getByRole("tabpanel", { name: "Design" });
    await expect(designPanel).toContainText("Design: a single unbroken line.");
    expect(consoleErrors).toEqual([]);
  });

  test("tabs switch: only the chosen tab's content is visible", async ({ page }) => {
    await page.goto("/islands");
    await waitForIslands(page);
    await page.getByRole("tab", { name: "Interior" }).click();
    await expect(page.getByRole("tab", { name: "Interior" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("img", { name: "The cabin in tan leather" })).toBeVisible();
    await expect(page.getByText("Design: a single unbroken line.")).toBeHidden();
    await page.getByRole("tab", { name: "Interior" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Technology" })).toBeFocused();
    await expect(page.getByText("Technology: it simply works.")).toBeVisible();
  });

  test("a URL hash naming a tab selects it on load", async ({ page }) => {
    await page.goto("/islands#interior");
    await waitForIslands(page);
    await expect(page.getByRole("tab", { name: "Interior" })).toHaveAttribute("aria-selected", "true");
  });

  test("in-page navigation scrolls to a block below the sticky bars and marks it current", async ({ page }) => {
    await page.goto("/islands");
    await waitForIslands(page);
    const nav = page.getByRole("navigation", { name: "On this page" });
    await nav.getByRole("link", { name: "Details" }).click();
    await expect(page).toHaveURL(/#rdx-details$/);
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const target = document.getElementById("rdx-details")!.getBoundingClientRect().top;
          const bars = [...document.querySelectorAll("[data-scroll-offset]")].reduce((sum, element) => sum + element.getBoundingClientRect().height, 0);
          return Math.abs(target - bars);
        }),
      )
      .toBeLessThan(4);
    await expect(nav.getByRole("link", { name: "Details" })).toHaveAttribute("aria-current", "true");
  });

  test("a URL hash with a Block Scroll ID scrolls to that block", async ({ page }) => {
    await page.goto("/islands#owners");
    await waitForIslands(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.locator("#rdx-owners")).toBeInViewport();
  });
});

test.describe("accessibility", () => {
  for (const path of ["/static", "/islands", "/no/such/page"]) {
    test(`axe-core finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path === "/islands") {
        await scrollThrough(page);
        await waitForIslands(page);
      }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
