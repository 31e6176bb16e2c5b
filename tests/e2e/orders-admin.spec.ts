import { AxeBuilder } from "@axe-core/playwright";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const FREE_VENDOR = "NO_PAYMENT_JAPAN";

interface ListedVehicle {
  id: string;
  status: string;
  title: string;
  link: string;
}

interface Lock {
  lock_id: string;
  order_number: string;
  amount: number;
  currency: string;
}

/**
 * Stock vehicles in the order order-online.spec.ts reads them; that spec takes the first and the third,
 * this one takes two from the end of the same list, so the two never reserve the same car.
 */
async function ourVehicles(request: APIRequestContext): Promise<[ListedVehicle, ListedVehicle]> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc");
  expect(response.ok()).toBe(true);
  const stock = ((await response.json()) as { data: ListedVehicle[] }).data.filter(
    (vehicle) => vehicle.status === "stock",
  );
  expect(stock.length).toBeGreaterThan(6);
  return [stock.at(-1)!, stock.at(-2)!];
}

test.describe("the orders admin at /admin/orders", () => {
  test("an admin finds a reservation, reads its history, is told why a free order has nothing to refund, cancels it and releases a stale lock", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // A buyer on the site: the buyer routes take only same-site requests.
    const buyer = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    const [reserved, stale] = await ourVehicles(buyer);
    const init = async (vehicleId: string) => {
      const response = await buyer.post("/buy_online/orders/init", {
        data: { vehicle_id: vehicleId, company_uuid: "default" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Lock;
    };
    const order = await init(reserved.id);
    const ordered = await buyer.post("/buy_online/orders", {
      data: {
        lock_id: order.lock_id,
        vehicle_id: reserved.id,
        vendor_uuid: FREE_VENDOR,
        customer_email: "orders-admin@example.com",
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const confirmed = await buyer.put(`/buy_online/orders/${order.order_number}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    // A second buyer took a lock and walked away.
    const abandoned = await init(stale.id);
    await buyer.dispose();

    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    // The list, narrowed to confirmed orders: number, status, the vehicle by name and picture linking to
    // its page, what was paid in its currency (nothing, for a free reservation), provider.
    const orders = page.getByRole("table", { name: "Orders" });
    await page.getByLabel("Status").selectOption("confirmed");
    const row = orders.getByRole("row").filter({ hasText: order.order_number });
    await expect(row).toBeVisible();
    const money = (minor: number) =>
      new Intl.NumberFormat("en-GB", { style: "currency", currency: order.currency }).format(minor / 100);
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText(reserved.id);
    const vehicleLink = row.getByRole("link", { name: reserved.title });
    await expect(vehicleLink).toHaveAttribute("href", reserved.link);
    await expect(vehicleLink.locator("img")).toHaveJSProperty("complete", true);
    expect(await vehicleLink.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(row).toContainText(money(0));
    await expect(row).not.toContainText(money(order.amount));
    await expect(row).toContainText("Free reservation");
    await expect(orders.getByText("Cancelled", { exact: true })).toHaveCount(0);

    const listAxe = await new AxeBuilder({ page }).analyze();
    expect(listAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The detail with its event history.
    await row.getByRole("link", { name: order.order_number }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Order ${order.order_number}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Confirmed");
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("Initiated by buyer");
    await expect(history.getByRole("listitem").last()).toContainText("Confirmed (from initiated)");

    // A free reservation took no money: no Refund is offered, and the screen says why.
    await expect(page.getByRole("list", { name: "Not possible now" })).toHaveText(
      "Refund: This order has no payment to refund.",
    );
    await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneAxe = await new AxeBuilder({ page }).analyze();
    expect(phoneAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Cancel, by keyboard: confirm, then the new state and history, and no more actions.
    await page.getByRole("button", { name: "Cancel order" }).focus();
    await page.keyboard.press("Enter");
    const cancel = page.getByRole("dialog", { name: `Cancel order ${order.order_number}?` });
    await expect(cancel).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page }).analyze();
    expect(dialogAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByRole("status")).toContainText(`Order ${order.order_number} is cancelled.`);
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(history.getByRole("listitem").last()).toContainText(
      `Cancelled (from confirmed) by admin (${ADMIN.email})`,
    );
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);

    // Back in the list the order is cancelled.
    await page.getByRole("link", { name: "All orders" }).click();
    await page.getByLabel("Status").selectOption("cancelled");
    await expect(orders.getByRole("row").filter({ hasText: order.order_number })).toContainText("Cancelled");

    // The stale lock: released with a confirm step, its order cancelled, the vehicle free.
    const locks = page.getByRole("table", { name: "Reservation locks" });
    const lockRow = locks.getByRole("row").filter({ hasText: stale.id });
    await expect(lockRow).toContainText(abandoned.order_number);
    await lockRow.getByRole("button", { name: `Release the lock on vehicle ${stale.id}` }).click();
    const release = page.getByRole("dialog", { name: `Release the lock on vehicle ${stale.id}?` });
    await release.getByRole("button", { name: "Release lock" }).click();
    await expect(release).toBeHidden();
    await expect(page.getByRole("status")).toContainText(`Released the lock on vehicle ${stale.id}`);
    await expect(locks.getByRole("row").filter({ hasText: stale.id })).toHaveCount(0);
    await expect(orders.getByRole("row").filter({ hasText: abandoned.order_number })).toContainText("Cancelled");

    // The vehicle can be reserved again.
    const again = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    const retaken = await again.post("/buy_online/orders/init", {
      data: { vehicle_id: stale.id, company_uuid: "default" },
    });
    expect(retaken.status()).toBe(201);
    await again.dispose();

    expect(consoleErrors.filter((message) => !/409|Conflict/.test(message))).toEqual([]);
  });
});
