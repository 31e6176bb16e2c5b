import type { APIRequestContext } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp, waitForIslands } from "./support.ts";

/**
 * MENA News in the browser (decision 106): paging with plain links (?page=2 works
 * without JavaScript), read more, and "Back to News Section" returning to the page the item was opened
 * from. The news is in a locale and market no other spec writes (ru, LB), so the list is this spec's own.
 */
const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

async function session(request: APIRequestContext): Promise<Record<string, string>> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

async function publish(request: APIRequestContext, headers: Record<string, string>, data: object): Promise<void> {
  const created = await request.post("/api/cms/pages", { data, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
}

// One list for the whole file: with fullyParallel each worker would publish its own news into the same list.
test.describe.configure({ mode: "serial" });

const EMPTY = { schemaVersion: 1, root: { props: {} }, content: [] };

let list = "";

test.beforeAll(async ({ browser }) => {
  list = `/e2e-news-${uniqueStamp()}`;
  const context = await browser.newContext();
  const headers = await session(context.request);
  await publish(context.request, headers, {
    path: list,
    title: "Lebanon news",
    draft: {
      ...EMPTY,
      content: [
        {
          type: "mena-news",
          props: { id: "news", heading: "Lebanon news", locale: "ru", market: "LB", page_size: 2 },
        },
      ],
    },
  });
  const items = [
    ["oldest", "Showroom opens in Beirut", "2026-01-05"],
    ["middle", "New service hours", "2026-02-10"],
    ["newest", "Summer test drives", "2026-03-15"],
  ] as const;
  for (const [slug, title, date] of items)
    await publish(context.request, headers, {
      path: `${list}/${slug}`,
      title,
      page_type: "news",
      news_date: date,
      news_summary: `${title}: the details.`,
      news_market: "LB",
      news_locale: "ru",
      draft: EMPTY,
    });
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages through the news with links, reads an item and goes back to the page it came from", async ({ page }) => {
    await page.goto(list);
    const news = page.locator('[data-block="mena-news"]');
    await expect(news.locator(".mena-news__title")).toHaveText(["Summer test drives", "New service hours"]);
    await expect(news.getByText("Page 1 of 2")).toBeVisible();

    await news.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(news.locator(".mena-news__title")).toHaveText(["Showroom opens in Beirut"]);
    await expect(news.getByText("Page 2 of 2")).toBeVisible();
    await expect(news.getByText("Showroom opens in Beirut: the details.")).toBeVisible();

    await news.getByRole("link", { name: /Read more/ }).click();
    await expect(page).toHaveURL(`${list}/oldest?currentPage=2`);
    await expect(page).toHaveTitle(/Showroom opens in Beirut/);

    await page.getByRole("link", { name: "Back to News Section" }).click();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(news.getByText("Page 2 of 2")).toBeVisible();
    await expect(news.locator(".mena-news__title")).toHaveText(["Showroom opens in Beirut"]);

    // Straight to a page by its address, and back to the first page from there.
    await page.goto(`${list}?page=2`);
    await news.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(list);
    await expect(news.getByText("Page 1 of 2")).toBeVisible();
  });
});

test("marks the news a visitor has read as visited once back on the list", async ({ page, consoleErrors }) => {
  await page.goto(list);
  const news = page.locator('[data-block="mena-news"]');
  await expect(news.locator(".mena-news__title")).toHaveText(["Summer test drives", "New service hours"]);
  await expect(news.getByText("Visited")).toHaveCount(0);
  // The visit is remembered by the hydrated block (a click before hydration is a plain link).
  await waitForIslands(page);
  await news.getByRole("link", { name: /^Read more\s*: New service hours$/ }).click();
  await expect(page).toHaveURL(`${list}/middle?currentPage=1`);
  await page.getByRole("link", { name: "Back to News Section" }).click();
  await expect(page).toHaveURL(new RegExp(`${list}(\\?page=1)?$`));
  const read = news.locator(".mena-news__item").filter({ hasText: "New service hours" });
  await expect(read.getByText("Visited")).toBeVisible();
  await expect(
    news.locator(".mena-news__item").filter({ hasText: "Summer test drives" }).getByText("Visited"),
  ).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
