import { AxeBuilder } from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** The vehicle page's Enquire form (a demo form): its hidden retailer field routes the lead. */
const ENQUIRY_FORM = "demo-vehicle-enquiry";

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe("the leads back office at /cms/leads", () => {
  test("an admin finds a new lead routed to its retailer, moves it through statuses, assigns it, adds a note, filters by status and reads its history", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    const choices = (await (await page.request.get("/leads/choices")).json()) as {
      retailers: { id: string; name: string }[];
      owners: { id: string; email: string; name: string }[];
    };
    const me = choices.owners.find((owner) => owner.email === ADMIN.email)!;
    const retailer = choices.retailers[0]!;
    const name = `Lead Walker ${randomUUID().slice(0, 8)}`;

    // A visitor's enquiry about a vehicle of that retailer.
    const visitor = await playwrightRequest.newContext({ baseURL });
    const posted = await visitor.post(`/forms/${ENQUIRY_FORM}/leads`, {
      headers: { "idempotency-key": randomUUID(), origin: new URL(baseURL!).origin },
      data: {
        data: { name, email: "walker@example.com", phone: "+61 400 000 000", retailer: retailer.name, consent: true },
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await visitor.dispose();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/cms");
    await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    const search = page.getByRole("search", { name: "Leads" });
    await search.getByLabel("Search").fill(name);
    await search.getByRole("button", { name: "Search" }).click();
    const table = page.getByRole("table", { name: "Leads" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("New");
    await expect(row).toContainText("Vehicle enquiry");
    await expect(row).toContainText(`${retailer.name} (by the lead's retailer)`);
    await expectNoAxeViolations(page);

    // Work the lead: two status changes, an owner, a note.
    await row.getByRole("button", { name: `Open the lead of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Lead: ${name}` });
    await dialog.getByLabel("Status").selectOption("contacted");
    await expect(dialog.getByRole("status")).toHaveText("Status is now Contacted.");
    await dialog.getByLabel("Status").selectOption("qualified");
    await expect(dialog.getByRole("status")).toHaveText("Status is now Qualified.");
    await dialog.getByLabel("Owner").selectOption(me.id);
    await expect(dialog.getByRole("status")).toHaveText(/^Assigned to /);
    await dialog.getByLabel("Add a note").fill("Called back; wants a test drive on Saturday.");
    await dialog.getByRole("button", { name: "Add note" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Note added.");
    await expect(dialog.getByLabel("Add a note")).toHaveValue("");

    // The history: routing, each change and the note, with who and when.
    const history = dialog.getByRole("list", { name: "History" });
    const entries = history.getByRole("listitem");
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toContainText(`Routed to ${retailer.name} by the lead's retailer field`);
    await expect(entries.nth(0)).toContainText("system");
    await expect(entries.nth(1)).toContainText(`Status New → Contacted — ${ADMIN.email}`);
    await expect(entries.nth(2)).toContainText(`Status Contacted → Qualified — ${ADMIN.email}`);
    await expect(entries.nth(3)).toContainText(`Assigned to ${ADMIN.email} — ${ADMIN.email}`);
    await expect(entries.nth(4)).toContainText("Note: Called back; wants a test drive on Saturday.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    // Filters: it is among the qualified leads, not among the won ones.
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await expect(row).toContainText("Qualified");
    await expect(row).toContainText(me.name || me.email);
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await expect(page.getByText("No leads match.")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await expect(row).toHaveCount(1);

    // A phone's width: the same screen and the lead's dialog, still without violations.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Open the lead of ${name}` }).click();
    await expect(dialog.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveCount(5);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
