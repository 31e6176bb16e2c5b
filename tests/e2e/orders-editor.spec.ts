import { request as playwrightRequest } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const EDITOR = { email: "orders-editor@example.com", password: "Tangerine lighthouse quarrels 42 times" };

test.describe("an editor at /admin/orders", () => {
  test("reads the orders list and an order's detail, with no Cancel, Refund or Release buttons, and nothing else of the admin area", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    // An admin adds the editor; a buyer reserves a car (one no other spec takes: fourth from the end).
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
    const signedIn = await postSignIn(admin, ADMIN);
    expect(signedIn.ok()).toBe(true);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const created = await admin.post("/api/users", {
      headers: { "x-csrf-token": csrfToken },
      data: { email: EDITOR.email, name: "Orders editor", role: "editor", password: EDITOR.password },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stock = (
      (await (
        await admin.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc")
      ).json()) as {
        data: { id: string; status: string }[];
      }
    ).data.filter((vehicle) => vehicle.status === "stock");
    const vehicle = stock.at(-4)!;
    const init = await admin.post("/buy_online/orders/init", {
      data: { vehicle_id: vehicle.id, company_uuid: "default" },
    });
    expect(init.status(), await init.text()).toBe(201);
    const { order_number: number } = (await init.json()) as { order_number: string };
    await admin.dispose();

    const context = await browser.newContext();
    const page = await context.newPage();
    expect((await postSignIn(page.request, EDITOR)).ok()).toBe(true);
    await page.goto("/cms");
    await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByText("Only admins may cancel, refund or release.")).toBeVisible();
    const row = page.getByRole("table", { name: "Orders" }).getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Initiated");
    // The reservation lock is listed, without a Release button.
    await expect(
      page.getByRole("table", { name: "Reservation locks" }).getByRole("row").filter({ hasText: vehicle.id }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Release/ })).toHaveCount(0);
    // The admin-only tabs are not there.
    await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);

    await row.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).not.toBeEmpty();
    await expect(page.getByRole("list", { name: "History" }).getByRole("listitem").first()).toContainText("by buyer");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);

    // The rest of /admin stays the admins': the page guard refuses, and so does the API for actions.
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/);
    const cancel = await page.request.post(`/orders/${number}/cancel`, { headers: { origin } });
    expect([401, 403]).toContain(cancel.status());
    await context.close();
  });
});
