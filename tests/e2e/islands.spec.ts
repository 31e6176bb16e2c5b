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
  test("hydrates its interactive blocks without errors and keeps nested server HTML", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/islands");
    await scrollThrough(page);
    await waitForIslands(page);
    const designPanel = page.getByRole("tabpanel", { name: "Design" });
    await expect(designPanel).toContainText("Design: a single unbroken line.");
    expect(consoleErrors).toEqual([]);
  });

  test("tabs switch: only the chosen tab's content is visible", async ({ page }) => {
    await page.goto("/islands");
    await expect(page.locator('[data-island="tabs"]')).toHaveAttribute("data-hydrated", "true");
    const tabs = page.locator('[data-island="tabs"]');
    await tabs.getByRole("tab", { name: "Interior" }).click();
    await expect(tabs.getByRole("tab", { name: "Interior" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("img", { name: "The cabin in tan leather" })).toBeVisible();
    await expect(page.getByText("Design: a single unbroken line.")).toBeHidden();
    await tabs.getByRole("tab", { name: "Interior" }).press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Technology" })).toBeFocused();
    await expect(page.getByText("Technology: it simply works.")).toBeVisible();
  });

  test("the quote slider advances", async ({ page }) => {
    await page.goto("/islands");
    const slider = page
      .locator('[data-block-id="slider"], [data-island="quote-slider"]')
      .filter({ hasText: "First slide quote." })
      .first();
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute("data-hydrated", "true");
    await expect(slider.getByText("First slide quote.")).toBeVisible();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slider.getByText("Second slide quote.")).toBeVisible();
    await expect(slider.getByText("First slide quote.")).toBeHidden();
  });

  test("the accordion opens a section, and opens and closes all", async ({ page }) => {
    await page.goto("/islands");
    const question = page.getByRole("button", { name: "How long is the warranty?" });
    await question.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="accordion"]')).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText("Three years, unlimited mileage.")).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Three years, unlimited mileage.")).toBeVisible();
    await page.getByRole("button", { name: "Open all" }).click();
    await expect(page.getByText("It took two minutes.")).toBeVisible();
    await page.getByRole("button", { name: "Close all" }).click();
    await expect(page.getByText("Yes, with a refundable deposit.")).toBeHidden();
  });

  test("the accordion publishes its questions as FAQ structured data", async ({ page }) => {
    await page.goto("/islands");
    // The page has other structured data too (the breadcrumbs' BreadcrumbList): pick the FAQ by its @type.
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts
      .map(
        (text) =>
          JSON.parse(text) as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
      )
      .find((candidate) => candidate["@type"] === "FAQPage") ?? { "@type": "none", mainEntity: [] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((entry) => entry.name)).toContain("Do you take part exchange?");
    expect(data.mainEntity.find((entry) => entry.name === "Do you take part exchange?")?.acceptedAnswer.text).toBe(
      "Yes & we value it online.",
    );
  });

  test("image tabs switch image and content", async ({ page }) => {
    await page.goto("/islands");
    // Image tabs hydrate when the visitor comes near them (they are below the fold here).
    await page.getByRole("tab", { name: "Interior" }).last().scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="image-tabs"]')).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("tab", { name: "Interior" }).last().click();
    await expect(page.getByRole("img", { name: "Tan interior" })).toBeVisible();
    await expect(page.getByText("Cabin: hand-stitched leather.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Silver exterior" })).toBeHidden();
  });

  test("an island nested in another island's slot hydrates on its own", async ({ page }) => {
    await page.goto("/islands");
    await expect(page.locator('[data-island="tabs"]')).toHaveAttribute("data-hydrated", "true");
    await page.locator('[data-island="tabs"]').getByRole("tab", { name: "Technology" }).click();
    const nested = page.locator('[data-island="quote-slider"]').filter({ hasText: "Nested one." });
    await expect(nested).toHaveAttribute("data-hydrated", "true");
    await nested.getByRole("button", { name: "Next slide" }).click();
    await expect(nested.getByText("Nested two.")).toBeVisible();
  });

  test("a URL hash naming a tab selects it on load", async ({ page }) => {
    await page.goto("/islands#interior");
    await expect(page.locator('[data-island="tabs"]').getByRole("tab", { name: "Interior" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("in-page navigation scrolls to a block below the sticky bars and marks it current", async ({ page }) => {
    await page.goto("/islands");
    await expect(page.locator('[data-island="inpage-navigation"]')).toHaveAttribute("data-hydrated", "true");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await nav.getByRole("link", { name: "Details" }).click();
    await expect(page).toHaveURL(/#rdx-details$/);
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const target = document.getElementById("rdx-details")!.getBoundingClientRect().top;
          const bars = [...document.querySelectorAll("[data-scroll-offset]")].reduce(
            (sum, element) => sum + element.getBoundingClientRect().height,
            0,
          );
          return Math.abs(target - bars);
        }),
      )
      .toBeLessThan(4);
    await expect(nav.getByRole("link", { name: "Details" })).toHaveAttribute("aria-current", "true");
  });

  test("a URL hash with a Block Scroll ID scrolls to that block", async ({ page }) => {
    await page.goto("/islands#owners");
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
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
