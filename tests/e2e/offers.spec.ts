import Database from "better-sqlite3";
import { request as requestContext, type APIRequestContext } from "@playwright/test";
import { startClockServer } from "./clock-server.ts";
import { expectStyledLeadForm, storedLead } from "./lead-form-checks.ts";
import { expect, postSignIn, test, uniqueStamp, waitForIslands } from "./support.ts";

/**
 * The Offers block in the browser (decision 104): an offer's enquiry opens the lead form with
 * the offer's hidden fields and the lead is stored through the forms service; when the offers cannot be
 * read the block says so ('Offers request error') and 'Try again' asks again.
 */
const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const ENQUIRY_FORM = "demo-offer-enquiry";

interface OffersPage {
  path: string;
  offerId: string;
  title: string;
}

/** Signs in as `admin` and publishes a Discovery offer and a page with an Offers block listing it. */
async function publishOffersPage(request: APIRequestContext, admin: typeof ADMIN): Promise<OffersPage> {
  expect((await postSignIn(request, admin)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const stamp = uniqueStamp();
  const page = { path: `/e2e-offers-${stamp}`, offerId: `e2e-offer-${stamp}`, title: `Discovery weekend ${stamp}` };
  const offer = await request.post("/api/offers", {
    headers,
    data: {
      id: page.offerId,
      car_model_key: "discovery_sport",
      brand: "land_rover",
      model_family: "discovery",
      category: "new_cars",
      market: "AE",
      title: page.title,
      prices: [{ label: "From", amount: 18990000, currency: "AED" }],
      published: true,
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const created = await request.post("/api/cms/pages", {
    headers,
    data: {
      path: page.path,
      title: "Offers",
      draft: {
        schemaVersion: 1,
        root: { props: {} },
        content: [
          {
            type: "offers",
            props: { id: "offers", category: "Discovery offers", discovery: true, form_id: ENQUIRY_FORM },
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
  return page;
}

const enquireButton = (title: string) => new RegExp(`^Enquire now\\s*: ${title}$`);

test("a visitor enquires about an offer and the lead is stored with the offer's id and title", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const admin = await browser.newContext();
  const { path, offerId, title } = await publishOffersPage(admin.request, ADMIN);
  const email = `offer.${uniqueStamp()}@example.com`;

  await page.goto(path);
  const block = page.locator('[data-block="offers"]');
  await expect(block.getByRole("heading", { name: "Discovery offers" })).toBeVisible();
  await expect(block.getByRole("heading", { name: title })).toBeVisible();
  await waitForIslands(page);

  await block.getByRole("button", { name: enquireButton(title) }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire about this offer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  // The page loads the form's stylesheet with the block, though its server HTML has no form.
  await expectStyledLeadForm(dialog);
  await dialog.getByLabel("Name").fill("Layla Haddad");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Send my enquiry" }).click();
  await expect(dialog.getByText("Thank you for your enquiry")).toBeVisible();
  expect(consoleErrors).toEqual([]);

  // The admin's leads API has the lead, not marked spam, with the hidden fields the block filled from the offer.
  const lead = await storedLead(admin.request, ENQUIRY_FORM, email);
  expect(lead?.spam).toBe(false);
  expect(lead?.data).toMatchObject({
    name: "Layla Haddad",
    offer_id: offerId,
    offer_title: title,
    car_model_key: "discovery_sport",
  });
  await admin.close();
});

test("when the offers cannot be read the block says so, and Try again reads them once they can", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A server of this test's own (tests/e2e/clock-server.ts), whose database it may break: the offer's
  // stored document is made unreadable, so the server's read and GET /public_api/offers both fail.
  const clockAdmin = { email: "offers-admin@example.com", password: "offers-e2e-admin-password" };
  const server = await startClockServer(clockAdmin, "");
  try {
    const api = await requestContext.newContext({ baseURL: server.baseURL });
    const { path, offerId, title } = await publishOffersPage(api, clockAdmin);
    await api.dispose();
    const database = new Database(server.databaseFile);
    const { document } = database.prepare("SELECT document FROM offers WHERE id = ?").get(offerId) as {
      document: string;
    };
    database.prepare("UPDATE offers SET document = ? WHERE id = ?").run("{not json", offerId);

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto(path);
    const block = page.locator('[data-block="offers"]');
    const error = block.getByRole("alert");
    await expect(error).toContainText("Offers request error");
    await expect(block.getByRole("heading", { name: title })).toHaveCount(0);
    await waitForIslands(page);

    // Still failing: Try again asks and the error stays.
    const failed = page.waitForResponse((response) => response.url().includes("/public_api/offers"));
    await error.getByRole("button", { name: "Try again" }).click();
    expect((await failed).status()).toBe(500);
    await expect(error).toContainText("Offers request error");

    // Readable again: Try again lists the offer, with its enquiry.
    database.prepare("UPDATE offers SET document = ? WHERE id = ?").run(document, offerId);
    database.close();
    await error.getByRole("button", { name: "Try again" }).click();
    await expect(block.getByRole("heading", { name: title })).toBeVisible();
    await expect(block.getByRole("button", { name: enquireButton(title) })).toBeVisible();
    await expect(block.getByRole("alert")).toHaveCount(0);

    // The page with the error was not kept in the HTML cache: the next visitor gets the offers.
    const again = await (await context.request.get(path)).text();
    expect(again).toContain(title);
    expect(again).not.toContain('class="offers__error"');
    await context.close();
  } finally {
    await server.close();
  }
});
