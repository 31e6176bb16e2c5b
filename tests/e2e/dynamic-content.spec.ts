import type { APIRequestContext } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

function quote(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    type: "quote",
    props: {
      id,
      quote: text,
      alignment: "center",
      author: "",
      author_position: "",
      box_color: "light-theme",
      padding: "normal",
      block_scroll_id: "",
      ...extra,
    },
  };
}

/** YYYY-MM-DD of the day `offset` days from today (UTC; the schedules below span whole days around it). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function publish(request: APIRequestContext, path: string, content: unknown[]): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const created = await request.post("/api/cms/pages", {
    data: { path, title: "Dynamic content", draft: { schemaVersion: 1, root: { props: {} }, content } },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
}

test.describe("block visibility decided on the server, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a url_brands block shows only under its brand's path; a scheduled block only within its dates", async ({
    page,
    browser,
  }) => {
    // Published from a context of its own: the visitor's page stays anonymous (and cacheable).
    const brand = `dcbrand${uniqueStamp()
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()}`;
    const context = await browser.newContext();
    await publish(context.request, `/${brand}`, [
      quote("plain", "Always here"),
      quote("ours", "Only under our brand", { dc_strategy: { key: "url_brands", value: brand } }),
      quote("theirs", "Only under jaguar", { dc_strategy: { key: "url_brands", value: "Jaguar" } }),
      quote("current", "Offer running now", { offer_schedule: { start_date: day(-2), end_date: day(2) } }),
      quote("ended", "Offer ended yesterday", { offer_schedule: { start_date: day(-10), end_date: day(-2) } }),
    ]);
    await context.close();

    const response = await page.goto(`/${brand}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain("Always here");
    expect(html).toContain("Only under our brand");
    expect(html).not.toContain("Only under jaguar");
    expect(html).toContain("Offer running now");
    expect(html).not.toContain("Offer ended yesterday");
    await expect(page.getByText("Only under our brand")).toBeVisible();
    await expect(page.getByText("Offer running now")).toBeVisible();
    await expect(page.getByText("Only under jaguar")).toHaveCount(0);
    // Served again (from the HTML cache), the decisions hold.
    const again = await (await page.goto(`/${brand}`))!.text();
    expect(again).not.toContain("Offer ended yesterday");
    expect(again).toContain("Only under our brand");
  });
});
