import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, scrollThrough, test, waitForIslands, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** The database the e2e server runs on (playwright.config.ts). */
const E2E_DATABASE = ".cache/e2e-data/e2e.db";
const ISLANDS_DOCUMENT = (
  JSON.parse(readFileSync("tests/fixtures/pages/islands.page.json", "utf8")) as { document: unknown }
).document;
const RICH_TEXT = "<p>Three years, unlimited mileage.</p>";

test.describe("the Content-Security-Policy of a site page", () => {
  test("blocks script that reached stored HTML without the nonce, while islands hydrate and an admin's metahead script runs", async ({
    page,
    request,
  }) => {
    // An admin publishes a page of islands (its own path: other specs see no metaheads) with page metaheads.
    expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
    const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
    const headers = { "x-csrf-token": csrfToken };
    const path = `/csp-${Date.now()}`;
    const created = await request.post("/api/cms/pages", {
      data: { path, title: "CSP test page", draft: ISLANDS_DOCUMENT },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const published = await request.post(`/api/cms/pages/${id}/publish`, {
      headers: { ...headers, "if-match": created.headers().etag! },
    });
    expect(published.status(), await published.text()).toBe(200);
    for (const metahead of [
      { language: "javascript", content: "window.__metaheadRan = true;" },
      {
        language: "html",
        content:
          '<script>window.__htmlMetaheadRan = true;</script><img alt="" src="data:," onerror="window.__handlerRan = true">',
        in_body: true,
      },
    ]) {
      const response = await request.post("/metaheads", { data: { ...metahead, rdx_core_page_id: id }, headers });
      expect(response.status(), await response.text()).toBe(201);
    }
    // Stored HTML that got past every check: written straight into the published version, before anyone saw the page.
    const database = new Database(E2E_DATABASE);
    try {
      const changed = database
        .prepare("update page_versions set document = replace(document, ?, ?) where page_id = ?")
        .run(
          JSON.stringify(RICH_TEXT).slice(1, -1),
          JSON.stringify(`${RICH_TEXT}<script>window.__injected = true;</script>`).slice(1, -1),
          id,
        );
      expect(changed.changes).toBe(1);
    } finally {
      database.close();
    }

    // An anonymous visitor.
    await page.context().clearCookies();
    await page.addInitScript(() => {
      const violations: { directive: string; blocked: string; sample: string }[] = [];
      (window as unknown as { __violations: typeof violations }).__violations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
      );
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-/);
    expect(await page.content()).toContain("window.__injected = true;");
    await scrollThrough(page);
    await waitForIslands(page);
    await page.locator('[data-island="tabs"]').getByRole("tab", { name: "Interior" }).click();
    await expect(page.getByRole("tabpanel", { name: "Interior" })).toBeVisible();

    const flags = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        injected: w.__injected,
        handler: w.__handlerRan,
        metahead: w.__metaheadRan,
        htmlMetahead: w.__htmlMetaheadRan,
      };
    });
    expect(flags).toEqual({ injected: undefined, handler: undefined, metahead: true, htmlMetahead: true });
    // The only violations are the two injected pieces: none for the site's own scripts.
    const violations = await page.evaluate(
      () =>
        (window as unknown as { __violations: { directive: string; blocked: string; sample: string }[] }).__violations,
    );
    expect(violations.map((violation) => violation.directive).sort()).toEqual(["script-src-attr", "script-src-elem"]);
    expect(violations.every((violation) => violation.blocked === "inline")).toBe(true);
  });
});
