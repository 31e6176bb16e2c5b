import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

/**
 * The exit popup and the floating action button (issue 12). Both come from site-wide settings, so this
 * spec runs in the site-wide settings Playwright project, on its own server, and removes what it added.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const EXIT_POPUP = {
  title: "You are leaving our site",
  text: "The partner site has its own privacy policy.",
  go_label: "Continue",
  cancel_label: "Stay here",
  whitelist: ["^https://partner\\.example\\.com/"],
  blacklist: ["/careers"],
};
const GLOBAL_FAB = { items: [{ link: { url: "/test-drive", link_text: "Book a test drive" } }] };

let headers: Record<string, string>;
const settingIds: string[] = [];
const pageIds: string[] = [];

async function setSetting(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.post("/settings", { data: { key, value }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  settingIds.push(((await response.json()) as { id: string }).id);
}

async function publish(request: APIRequestContext, path: string, content: unknown[]): Promise<void> {
  const created = await request.post("/api/cms/pages", {
    data: {
      path,
      title: "Overlay test page",
      draft: { schemaVersion: 1, root: { props: { title: "Overlays" } }, content },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  pageIds.push(id);
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
}

const stamp = uniqueStamp();
const LINKS_PAGE = `/overlays-links-${stamp}`;
const FAB_PAGE = `/overlays-fab-${stamp}`;
const TYPED_FAB_PAGE = `/overlays-fab-typed-${stamp}`;

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

test.beforeAll(async ({ request }) => {
  await signIn(request);
  const bad = await request.post("/settings", {
    data: { key: "exit_popup.config", value: JSON.stringify({ go_label: "Go", whitelist: [] }) },
    headers,
  });
  expect(bad.status()).toBe(422);
  await setSetting(request, "exit_popup.config", JSON.stringify(EXIT_POPUP));
  await setSetting(request, "floating_action_button.config", JSON.stringify(GLOBAL_FAB));
  const button = (url: string, link_text: string) => ({
    type: "quote",
    props: { id: `quote-${link_text.length}`, quote: `${link_text}: ${url}` },
  });
  await publish(request, LINKS_PAGE, [button("x", "links")]);
  await publish(request, FAB_PAGE, [
    {
      type: "floating-action-button",
      props: {
        id: "page-fab",
        items: [
          { link: { url: "/offers", link_text: "Page offers" } },
          { link: { url: "/range-rover/brochure", link_text: "Range Rover brochure" }, brands: "Range Rover" },
        ],
        is_quick_links: true,
        quick_links_label: "Quick links",
      },
    },
  ]);
  await publish(request, TYPED_FAB_PAGE, [
    {
      type: "floating-action-button",
      props: {
        id: "typed-fab",
        items: [
          { link: { url: "", link_text: "Ask a question", type: "form", form_id: "demo-contact" } },
          { link: { url: "/media/brochure.pdf", link_text: "Brochure", type: "file" } },
          { link: { url: "https://partner.example.com", link_text: "Partner site", type: "external" } },
        ],
        mobile_button_label: "Contact",
      },
    },
  ]);
});

test.afterAll(async ({ request }) => {
  // A fresh request context: sign in again (the one of beforeAll is gone).
  await signIn(request);
  for (const id of pageIds) await request.delete(`/api/cms/pages/${id}`, { headers });
  for (const id of settingIds) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
});

test("the exit popup asks before a whitelisted link, not before a blacklisted or other one; go follows, cancel stays", async ({
  page,
}) => {
  await page.route("https://partner.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Partner</title><h1>Partner site</h1>" }),
  );
  await page.goto(LINKS_PAGE);
  // The exit popup loads its code at the visitor's first interaction (decision 191).
  await page.mouse.move(20, 20);
  await page.waitForSelector("[data-island='shell:exit-popup'][data-hydrated='true']", { state: "attached" });
  const addLink = (href: string, text: string) =>
    page.evaluate(
      ([url, label]) => {
        const link = document.createElement("a");
        link.href = url!;
        link.textContent = label!;
        document.querySelector("main")!.append(link);
      },
      [href, text],
    );
  await addLink("https://partner.example.com/finance", "Partner finance");
  await addLink("https://partner.example.com/careers", "Partner careers");

  await page.getByRole("link", { name: "Partner finance" }).click();
  const dialog = page.getByRole("dialog", { name: EXIT_POPUP.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(EXIT_POPUP.text);
  // Judged once its fade-in has ended: mid-fade its text is paler than anyone reads it.
  await expect(dialog).toHaveCSS("opacity", "1");
  expect((await new AxeBuilder({ page }).include(".fc-exit-popup").analyze()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "Stay here" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(LINKS_PAGE);
  await expect(page.getByRole("link", { name: "Partner finance" })).toBeFocused();

  await page.getByRole("link", { name: "Partner finance" }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("https://partner.example.com/finance");

  await page.goto(LINKS_PAGE);
  // The exit popup loads its code at the visitor's first interaction (decision 191).
  await page.mouse.move(20, 20);
  await page.waitForSelector("[data-island='shell:exit-popup'][data-hydrated='true']", { state: "attached" });
  await addLink("https://partner.example.com/careers", "Partner careers");
  await page.getByRole("link", { name: "Partner careers" }).click();
  await page.waitForURL("https://partner.example.com/careers");
});

test("a whitelisted link clicked as the very first interaction still asks: the click waits for the popup's code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(LINKS_PAGE);
  await page.waitForLoadState("networkidle");
  // Nothing of the islands runtime is loaded before the visitor acts.
  expect(scripts.filter((url) => /\/assets\/islands-/.test(url))).toEqual([]);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "https://partner.example.com/finance";
    link.textContent = "Partner finance";
    document.querySelector("main")!.append(link);
  });
  await page.route("https://partner.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Partner</title><h1>Partner site</h1>" }),
  );
  // Playwright moves the pointer onto the link and clicks at once: the click comes long before the
  // runtime could load, so it is held for the exit popup, not followed.
  await page.getByRole("link", { name: "Partner finance" }).click();
  await expect(page.getByRole("dialog", { name: EXIT_POPUP.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(LINKS_PAGE);
});

test("the site-wide floating action button shows on pages without their own, as plain links", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/static");
  const fab = page.getByRole("navigation", { name: "Quick actions" });
  await expect(fab.getByRole("link", { name: "Book a test drive" })).toHaveAttribute("href", "/test-drive");
  expect((await new AxeBuilder({ page }).include("[data-fab]").analyze()).violations).toEqual([]);
  // The exit popup's island is the only script.
  expect(scripts.every((url) => new URL(url).pathname.startsWith("/assets/"))).toBe(true);
});

test("a page's Floating action button block takes priority over the setting, items limited by brand", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(FAB_PAGE);
  await expect(page.getByRole("link", { name: "Book a test drive" })).toHaveCount(0);
  const quickLinks = page.getByRole("navigation", { name: "Quick links" });
  await quickLinks.getByText("Quick links").click();
  await expect(quickLinks.getByRole("link", { name: "Page offers" })).toBeVisible();
  // Not a Range Rover page: the brand-limited item is left out.
  await expect(quickLinks.getByRole("link", { name: "Range Rover brochure" })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("[data-fab]").analyze()).violations).toEqual([]);
});

test("floating action items open a form, download a file or leave for another site; phones fold them behind the mobile label", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(TYPED_FAB_PAGE);
  const fab = page.getByRole("navigation", { name: "Quick actions" });
  await expect(fab.getByRole("link", { name: "Brochure" })).toBeHidden();
  await fab.getByText("Contact", { exact: true }).click();
  await expect(fab.getByRole("link", { name: "Brochure" })).toBeVisible();
  await expect(fab.getByRole("link", { name: "Brochure" })).toHaveAttribute("download", "");
  await expect(fab.getByRole("link", { name: /Partner site/ })).toHaveAttribute("target", "_blank");
  await page.screenshot({ path: ".cache/screens/fab-typed-390.png" });

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(fab.getByText("Contact", { exact: true })).toBeHidden();
  await fab.getByRole("link", { name: "Ask a question" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("E-mail")).toBeVisible();
  await page.screenshot({ path: ".cache/screens/fab-typed-1366.png" });
});
