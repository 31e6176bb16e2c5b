import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  DECLINED_CARD,
  REDIRECT_CARD,
  FAKE_LIQPAY_JS,
  FAKE_PAYPAL_JS,
  FAKE_STRIPE_JS,
  providersPortOf,
  startFakeProviders,
  type FakeProviders,
} from "./fake-providers.ts";
import { expect, postSignIn, test } from "./support.ts";
import { reachCheckout } from "./order-journey-support.ts";

/**
 * The checkout's payment step (issue 11) with each paid vendor. The vendor is a site-wide setting
 * (showroom_config.order_online), so this spec runs in the site-wide-settings project, on that
 * project's own server (playwright.config.ts), and puts the setting back. The server runs Stripe, PayPal and
 * LiqPay in test mode against a local fake of their APIs (./fake-providers.ts); the providers' browser
 * scripts, which this machine cannot reach, are small fakes served with page.route.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const VENDOR_SETTING = "showroom_config.order_online";

interface ListedVehicle {
  id: string;
  title: string;
  status: string;
}

let providers: FakeProviders;
let vehicles: ListedVehicle[] = [];
let original: { id: string; value: string } | null = null;

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

async function setVendor(request: APIRequestContext, vendor: string): Promise<void> {
  const headers = await adminHeaders(request);
  const response = await request.post("/settings", {
    data: { key: VENDOR_SETTING, value: JSON.stringify({ enabled: true, vendor }) },
    headers,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test.beforeAll(async ({ request }, testInfo) => {
  providers = await startFakeProviders(providersPortOf(testInfo));
  const headers = await adminHeaders(request);
  const existing = (await (await request.get(`/settings?key=${VENDOR_SETTING}`, { headers })).json()) as {
    data: { id: string; key: string; value: string }[];
  };
  original = existing.data.find((setting) => setting.key === VENDOR_SETTING) ?? null;
  // Stock vehicles no other spec takes (they take the first page).
  const listed = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&page=2&sort=createdAtAsc");
  expect(listed.ok(), await listed.text()).toBe(true);
  vehicles = ((await listed.json()) as { data: ListedVehicle[] }).data
    .filter((vehicle) => vehicle.status === "stock")
    .reverse();
  expect(vehicles.length).toBeGreaterThan(4);
});

test.afterAll(async ({ request }) => {
  await providers?.close();
  const headers = await adminHeaders(request);
  if (original) {
    await request.post("/settings", { data: { key: VENDOR_SETTING, value: original.value }, headers });
  } else {
    const now = (await (await request.get(`/settings?key=${VENDOR_SETTING}`, { headers })).json()) as {
      data: { id: string; key: string }[];
    };
    for (const setting of now.data.filter((entry) => entry.key === VENDOR_SETTING))
      await request.delete(`/settings/${setting.id}`, { headers });
  }
});

/** The journey up to the checkout: the lock, the details form, the terms; then "Continue to payment". */
async function reachPaymentStep(page: Page, vehicle: ListedVehicle): Promise<void> {
  await reachCheckout(page, vehicle.id);
  await expect(page.getByText("To reserve this vehicle you pay €1,000.00 now.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reserve now" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

/** Stripe.js (a fake) from js.stripe.com, and its card confirmation at api.stripe.com answered by the fake API. */
async function serveFakeStripe(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_STRIPE_JS }),
  );
  await page.route("https://api.stripe.com/v1/payment_intents/*/confirm", async (route) => {
    const id = new URL(route.request().url()).pathname.split("/")[3]!;
    const form = new URLSearchParams(route.request().postData() ?? "");
    const answer = providers.confirmIntent(id, form.get("client_secret") ?? "", form.get("card") ?? "");
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify(answer.body),
    });
  });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("Stripe: unreachable Stripe.js shows an error with Try again; then the card is paid and the order confirmed", async ({
  page,
  request,
  consoleErrors,
}) => {
  await setVendor(request, "STRIPE");
  const vehicle = vehicles[0]!;
  // Stripe.js only on the payment step: nothing from js.stripe.com before.
  const stripeRequests: string[] = [];
  const paymentChunks: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().startsWith("https://js.stripe.com/")) stripeRequests.push(sent.url());
    const chunk = /\/assets\/(stripe|paypal|liqpay)-payment-[^/]+\.js$/.exec(sent.url());
    if (chunk) paymentChunks.push(chunk[1]!);
  });
  // First, as on this machine, js.stripe.com cannot be reached.
  await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
  await page.goto(`/showroom-order-online/vehicle/${vehicle.id}`);
  await expect(page.getByRole("dialog", { name: "This vehicle is held for you" })).toBeVisible();
  expect(stripeRequests).toEqual([]);
  await page.goto("/stock");
  expect(paymentChunks).toEqual([]);
  await reachPaymentStep(page, vehicle);

  const failure = page.getByRole("alert").filter({ hasText: "The card payment service could not be loaded" });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure).toContainText("Nothing has been charged and your reservation is still held.");
  expect(stripeRequests.length).toBeGreaterThan(0);
  // Only the chosen provider's code, and only on the payment step.
  expect([...new Set(paymentChunks)]).toEqual(["stripe"]);
  expect(providers.intents.size).toBe(0);
  // The reservation is still held (its countdown runs) and no order was paid.
  await expect(page.getByTestId("lock-countdown")).toBeVisible();

  // The script is reachable again: Try again loads it and shows the card form.
  await page.unroute("https://js.stripe.com/**");
  await serveFakeStripe(page);
  await failure.getByRole("button", { name: "Try again" }).click();
  const card = page.getByLabel("Card number");
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __fakeStripeKey?: string }).__fakeStripeKey)).toBe(
    "pk_test_e2e",
  );
  // The PaymentIntent was made by the server for the order's amount, never the browser's.
  expect([...providers.intents.values()]).toEqual([
    expect.objectContaining({ amount: 100_000, currency: "eur", status: "requires_payment_method" }),
  ]);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }

  // A declined card: the visitor is told, nothing is confirmed, and may pay again.
  await card.fill(DECLINED_CARD);
  await page.getByRole("button", { name: "Pay €1,000.00" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await card.fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €1,000.00" }).click();
  await expect(page).toHaveURL(/\/showroom-order-online\/success$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you, your vehicle is reserved" })).toBeVisible();
  const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();
  expect([...providers.intents.values()][0]).toMatchObject({ status: "succeeded", metadata: { order_number: number } });

  await page.getByRole("link", { name: "View your order confirmation" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  const order = (await (await request.get(`/buy_online/orders/${number}`)).json()) as Record<string, unknown>;
  expect(order).toMatchObject({ payment_status: "confirmed", vendor: "stripe", amount: 100_000 });

  // An admin refunds the card payment from the order's page: Stripe is asked (the order's
  // PaymentIntent), the state history shows each step with who, and nothing more is offered.
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${number}`);
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem").last()).toContainText("Confirmed");
  await expect(page.getByRole("list", { name: "Not possible now" })).toHaveText(
    "Cancel order: This order was paid: refund it instead.",
  );
  await page.getByRole("button", { name: "Refund" }).click();
  await page
    .getByRole("dialog", { name: `Refund order ${number}?` })
    .getByRole("button", { name: "Refund payment" })
    .click();
  await expect(page.getByTestId("order-status")).toHaveText("Refunded");
  await expect(history.getByRole("listitem").last()).toContainText(
    `Refunded (from confirmed) by admin (${ADMIN.email})`,
  );
  expect(providers.refunds).toEqual([[...providers.intents.keys()][0]]);
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  expect(consoleErrors.filter((message) => !/js\.stripe\.com|ERR_INTERNET_DISCONNECTED|402/.test(message))).toEqual([]);
});

test("Stripe: a card that leaves the site for the bank's page comes back to the checkout, which confirms the order", async ({
  page,
  request,
}) => {
  await setVendor(request, "STRIPE");
  await serveFakeStripe(page);
  await reachPaymentStep(page, vehicles[3]!);
  await page.getByLabel("Card number").fill(REDIRECT_CARD);
  await page.getByRole("button", { name: "Pay €1,000.00" }).click();
  await expect(page).toHaveURL(/\/showroom-order-online\/success$/, { timeout: 30_000 });
  const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();
  const order = (await (await request.get(`/buy_online/orders/${number}`)).json()) as Record<string, unknown>;
  expect(order).toMatchObject({ payment_status: "confirmed", vendor: "stripe", vehicle_id: vehicles[3]!.id });
});

test("PayPal: the buttons load with the server's client id and currency, and create the PayPal order at the server", async ({
  page,
  request,
}) => {
  await setVendor(request, "PAYPAL");
  const sdk: string[] = [];
  await page.route("https://www.paypal.com/sdk/js**", async (route) => {
    sdk.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: FAKE_PAYPAL_JS });
  });
  await reachPaymentStep(page, vehicles[1]!);
  const button = page.getByRole("button", { name: "Pay with PayPal" });
  await expect(button).toBeVisible();
  const url = new URL(sdk[0]!);
  expect(url.searchParams.get("client-id")).toBe("e2e-paypal-client");
  expect(url.searchParams.get("currency")).toBe("EUR");
  await button.click();
  const created = page.getByTestId("paypal-order");
  await expect(created).toHaveText(/^PP/);
  const order = providers.paypalOrders.get((await created.textContent())!)!;
  expect(order).toMatchObject({ amount: "1000.00", currency: "EUR" });
  const stored = (await (await request.get(`/buy_online/orders/${order.custom_id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ payment_status: "payment_pending", vendor: "paypal" });
});

test("LiqPay: the widget gets the server's data and signature; unreachable, it offers Try again", async ({
  page,
  request,
}) => {
  await setVendor(request, "LIQPAY");
  await page.route("https://static.liqpay.ua/**", (route) => route.abort("internetdisconnected"));
  await reachPaymentStep(page, vehicles[2]!);
  const failure = page.getByRole("alert").filter({ hasText: "The LiqPay service could not be loaded" });
  await expect(failure).toBeVisible({ timeout: 30_000 });

  await page.unroute("https://static.liqpay.ua/**");
  await page.route("https://static.liqpay.ua/libjs/checkout.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_LIQPAY_JS }),
  );
  await failure.getByRole("button", { name: "Try again" }).click();
  const widget = page.getByTestId("liqpay-widget");
  await expect(widget).toBeVisible();
  const data = JSON.parse(Buffer.from((await widget.getAttribute("data-data"))!, "base64").toString("utf8")) as Record<
    string,
    unknown
  >;
  expect(data).toMatchObject({ public_key: "e2e-liqpay-public", amount: "1000.00", currency: "EUR", language: "en" });
  expect(await widget.getAttribute("data-signature")).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  const stored = (await (await request.get(`/buy_online/orders/${String(data.order_id)}`)).json()) as Record<
    string,
    unknown
  >;
  expect(stored).toMatchObject({ payment_status: "payment_pending", vendor: "liqpay" });
});

test("configurator mode shows the configured vehicle's summary", async ({ page, request }) => {
  // A new vehicle's configuration (its config_url, on the single-vehicle answer).
  const listed = await request.get("/public_api/listing/all?items=12&sort=createdAtAsc");
  let configUrl = "";
  for (const { id } of ((await listed.json()) as { data: { id: string }[] }).data) {
    const single = (await (await request.get(`/public_api/listing/all/vehicle/${id}`)).json()) as {
      data?: { config_url?: string | null };
      config_url?: string | null;
    };
    configUrl = single.data?.config_url ?? single.config_url ?? "";
    if (configUrl) break;
  }
  expect(configUrl).toMatch(/^\/build-yours\//);
  const configured = (await (
    await request.get(`/public_api/vehicles/config_data?config_url=${encodeURIComponent(configUrl)}`)
  ).json()) as { data: { title: string } };
  await page.goto(`/showroom-order-online/?config_url=${encodeURIComponent(configUrl)}`);
  const summary = page.locator(".order-online__vehicle");
  await expect(summary.getByText("Configured to order")).toBeVisible();
  await expect(summary.getByRole("heading", { level: 3 })).toHaveText(configured.data.title);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});
