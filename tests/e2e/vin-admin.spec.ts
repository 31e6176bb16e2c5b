import { AxeBuilder } from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const EDITOR = { email: "vins-editor@example.com", password: "Marmalade harbour whistles 17 tunes" };
/** A list of this spec's own, so no other spec's lists (software-updates.spec.ts) are touched. */
const LIST = "e2e-vin-admin";

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

async function upload(page: Page, list: string, file: ReturnType<typeof csvFile>) {
  const form = page.getByRole("region", { name: "Upload a list" });
  await form.getByLabel("List key").fill(list);
  await form.getByLabel("CSV file").setInputFiles(file);
  await form.getByRole("button", { name: "Upload" }).click();
}

test.describe("the VIN lists admin at /admin/vins", () => {
  test("an admin uploads a CSV and sees the list and its count; a bad CSV shows its problems by line and changes nothing", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "VIN lists" }).click();
    await expect(page).toHaveURL(/\/admin\/vins$/);
    await expect(page.getByRole("heading", { level: 2, name: "VIN lists" })).toBeVisible();

    // Three VINs, one of them twice and one written with spaces and in lower case: the list counts three.
    await upload(
      page,
      LIST,
      csvFile(
        "campaign.csv",
        "vin;model\nWVWZZZ1JZ3W000001;Coupe\nWVWZZZ1JZ3W000002;Coupe\nwvwzzz 1jz3w 000003;Estate\nWVWZZZ1JZ3W000001;Coupe\n",
      ),
    );
    await expect(page.getByRole("status")).toContainText(`Uploaded list ${LIST}: 3 VINs.`);
    const row = page.getByRole("table", { name: "VIN lists" }).getByRole("row").filter({ hasText: LIST });
    await expect(row.getByRole("cell").nth(0)).toHaveText("3");
    await expect(row.getByRole("cell").nth(1)).toContainText("UTC");

    // A file with two bad rows to the same list: both named by line, and the list keeps its three VINs.
    await upload(
      page,
      LIST,
      csvFile("broken.csv", "vin,note\nWVWZZZ1JZ3W000004,fine\nWVWZZZ1JZ3W,short\nWVWZZZ1JZ3W00000I,letter I\n"),
    );
    const problems = page.getByRole("list", { name: "Problems in the file" });
    await expect(page.getByText("The CSV has 2 problem(s); nothing was changed.")).toBeVisible();
    await expect(problems.getByRole("listitem")).toHaveText([
      "Line 3: A VIN has 17 characters.",
      "Line 4: A VIN holds only digits and the letters A to Z without I, O and Q.",
    ]);
    await page.reload();
    await expect(row.getByRole("cell").nth(0)).toHaveText("3");

    // Shown again with its problems, the screen passes axe at 1366 px.
    await upload(page, LIST, csvFile("no-header.csv", "WVWZZZ1JZ3W000005\n"));
    await expect(page.getByRole("list", { name: "Problems in the file" })).toHaveText(
      "Line 1: The first row must name a vin column.",
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(consoleErrors.filter((error) => !error.includes("422"))).toEqual([]);
  });

  test("an editor reads the VIN lists with no upload control; the API refuses the editor's upload", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
    const signedIn = await postSignIn(admin, ADMIN);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const created = await admin.post("/api/users", {
      headers: { "x-csrf-token": csrfToken },
      data: { email: EDITOR.email, name: "VIN lists editor", role: "editor", password: EDITOR.password },
    });
    expect(created.status(), await created.text()).toBe(201);
    const list = await admin.put("/api/vins/e2e-vin-editor", {
      headers: { "x-csrf-token": csrfToken, "content-type": "text/csv" },
      data: "vin\nWVWZZZ1JZ3W000009\n",
    });
    expect(list.status(), await list.text()).toBe(200);
    await admin.dispose();

    const context = await browser.newContext({ extraHTTPHeaders: { origin } });
    const page = await context.newPage();
    const editorSignedIn = await postSignIn(page.request, EDITOR);
    expect(editorSignedIn.ok()).toBe(true);
    await page.goto("/admin/orders");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "VIN lists" }).click();
    await expect(page).toHaveURL(/\/admin\/vins$/);
    const row = page.getByRole("table", { name: "VIN lists" }).getByRole("row").filter({ hasText: "e2e-vin-editor" });
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await expect(page.getByText("Only admins may upload lists.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
    await expect(page.getByLabel("CSV file")).toHaveCount(0);
    const { csrfToken: editorCsrf } = (await editorSignedIn.json()) as { csrfToken: string };
    const refused = await page.request.put("/api/vins/e2e-vin-editor", {
      headers: { "x-csrf-token": editorCsrf, "content-type": "text/csv" },
      data: "vin\n",
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });
});
