import { providersPortOf, startFakeProviders, type FakeProviders } from "./fake-providers.ts";
import { publishFormPage } from "./form-pages.ts";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support.ts";

/**
 * reCAPTCHA on: a site-wide setting (so this spec runs in the site-wide-settings project, on its own
 * server, one test at a time), checked against the local fake of Google's script and verify endpoint
 * (RECAPTCHA_SCRIPT_URL, RECAPTCHA_VERIFY_URL).
 */
test.describe.configure({ mode: "serial" });

let providers: FakeProviders;
test.beforeAll(async ({}, testInfo) => {
  providers = await startFakeProviders(providersPortOf(testInfo));
});
test.afterAll(async () => {
  await providers.close();
});

/** Turns reCAPTCHA on, runs `body` on a new form page, and turns it off again whatever happened. */
async function withRecaptcha(request: APIRequestContext, body: (path: string) => Promise<void>): Promise<void> {
  const { path } = await publishFormPage(request, "Ask a question", [
    { name: "question", kind: "string", label: "Question", required: true },
  ]);
  // Still signed in from publishing: the session's CSRF token.
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const set = async (key: string, value: string) => {
    const saved = await request.post("/settings", { headers, data: { key, value } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await set("forms.recaptcha.site_key", "e2e-site-key-0123");
  await set("forms.recaptcha.enabled", "true");
  try {
    await body(path);
  } finally {
    await set("forms.recaptcha.enabled", "false");
  }
}

test("a browser lead carries a reCAPTCHA token the server accepts; the script loads only when a form is sent", async ({
  page,
  consoleErrors,
}) => {
  await withRecaptcha(page.request, async (path) => {
    await page.goto("/static");
    await page.goto(path);
    await expect(page.locator('[data-island="form"]')).toHaveAttribute("data-hydrated", "true");
    expect(providers.recaptcha.scriptLoads).toBe(0);
    await page.getByLabel("Question").fill("Is the Voyager available in blue?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Thank you, we will call you")).toBeVisible();
    expect(providers.recaptcha.scriptLoads).toBe(1);
    expect(providers.recaptcha.checked.at(-1)).toBe("e2e-token-e2e-site-key-0123-submit-1");
    expect(consoleErrors).toEqual([]);
  });
});

test("when the provider refuses the token, the visitor is told and keeps the answers", async ({ page }) => {
  providers.recaptcha.refuse = true;
  try {
    await withRecaptcha(page.request, async (path) => {
      await page.goto(path);
      await expect(page.locator('[data-island="form"]')).toHaveAttribute("data-hydrated", "true");
      await page.getByLabel("Question").fill("Do you take part-exchange?");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "We could not confirm that you are not a robot. Please send the form again.",
      );
      await expect(page.getByLabel("Question")).toHaveValue("Do you take part-exchange?");
    });
  } finally {
    providers.recaptcha.refuse = false;
  }
});
