import { randomUUID } from "node:crypto";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** The demo forms the server seeds into an empty forms table (services/forms/demo-forms.ts). */
const TEST_DRIVE = "demo-test-drive";
const CONTACT = "demo-contact";

test.describe("the demo forms on the site", () => {
  test("a visitor submits the inline test-drive form and the footer's contact form; an admin finds both leads", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const tag = randomUUID().slice(0, 8);
    await page.goto("/test-drive");

    // The inline form: one invalid field first.
    const form = page.locator(".fc-form").first();
    const name = form.getByLabel("Name");
    // Typing before the form's island has hydrated is not kept (React takes over the inputs): wait for it.
    await expect(page.locator('[data-island="form"]').first()).toHaveAttribute("data-hydrated", "true");
    await expect(name).toBeEditable();
    await name.fill(`Ada ${tag}`);
    await form.getByLabel("E-mail").fill("not-an-address");
    await form.getByLabel("Model").selectOption({ label: "Voyager" });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Request a test drive" }).click();
    const email = form.getByLabel("E-mail");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email.locator("xpath=ancestor::*[contains(@class,'fc-form__field')][1]")).toHaveClass(
      /fc-form__field--invalid/,
    );
    const describedBy = await email.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy!.split(" ")[0]}"]`)).not.toBeEmpty();
    await email.fill(`ada.${tag}@example.com`);
    await form.getByRole("button", { name: "Request a test drive" }).click();
    await expect(page.getByText("Thank you for your request")).toBeVisible();

    // The footer's "Contact us" opens the contact form in the modal dialog.
    const footerLink = page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact us" });
    await footerLink.click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").fill(`Grace ${tag}`);
    await dialog.getByLabel("E-mail").fill(`grace.${tag}@example.com`);
    await dialog.getByLabel("Message").fill("Is the Voyager available in blue?");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Thank you for your message")).toBeVisible();

    // Escape closes it and gives the focus back to the link that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(footerLink).toBeFocused();
    expect(consoleErrors).toEqual([]);

    // An admin finds both leads.
    const login = await postSignIn(page.request, ADMIN);
    expect(login.ok()).toBe(true);
    for (const [formId, text] of [
      [TEST_DRIVE, `ada.${tag}@example.com`],
      [CONTACT, `grace.${tag}@example.com`],
    ]) {
      const response = await page.request.get(`/forms/${formId}/leads`);
      expect(response.ok()).toBe(true);
      expect(JSON.stringify(await response.json())).toContain(text);
    }
  });

  test("a page without forms or form links ships no JavaScript; its footer form links go to the form's page", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/static");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
