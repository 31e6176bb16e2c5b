import { FAKE_SMS_CODE, providersPortOf, startFakeProviders, type FakeProviders } from "./fake-providers.ts";
import { adminHeaders, publishFormPage } from "./form-pages.ts";
import { expect, test } from "./support.ts";

// One fake Twilio on the providers port: the tests of this file run one after another.
test.describe.configure({ mode: "serial" });

let providers: FakeProviders;
test.beforeAll(async ({}, testInfo) => {
  providers = await startFakeProviders(providersPortOf(testInfo));
});
test.afterAll(async () => {
  await providers.close();
});

test("a form with a verified phone refuses a wrong SMS code, accepts the right one, and the lead says it was verified", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { path, formId } = await publishFormPage(page.request, "Call me back", [
    { name: "name", kind: "string", label: "Name", required: true },
    { name: "phone", kind: "phone", label: "Phone", required: true, verify: true },
  ]);
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.locator('[data-island="form"]')).toHaveAttribute("data-hydrated", "true");
  const form = page.locator(".fc-form");
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.locator("#form-e2e-form_phone").fill("+44 7700 900123");

  // Sending before confirming the number says what is missing, and nothing is posted.
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("Please confirm Phone with the code we sent you");
  const group = form.getByRole("group", { name: "Confirm your phone number" });
  await expect(group.getByRole("button", { name: "Send code" })).toBeFocused();

  await group.getByRole("button", { name: "Send code" }).click();
  await expect(group).toContainText("We sent a code by SMS to +447700900123.");
  expect(providers.smsSentTo).toContain("+447700900123");
  await group.getByLabel("Code").fill("000000");
  await group.getByRole("button", { name: "Confirm" }).click();
  await expect(group.getByRole("alert")).toHaveText("This code is not right. Please check it and try again.");

  await group.getByLabel("Code").fill(FAKE_SMS_CODE);
  await group.getByLabel("Code").press("Enter");
  await expect(group.getByRole("status")).toHaveText("Confirmed: +447700900123.");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Thank you, we will call you")).toBeVisible();
  expect(consoleErrors).toEqual([]);

  await adminHeaders(page.request);
  const leads = (await (await page.request.get(`/forms/${formId}/leads`)).json()) as {
    data: { data: Record<string, unknown>; verified: Record<string, string> }[];
  };
  expect(leads.data).toHaveLength(1);
  expect(leads.data[0]).toMatchObject({ data: { phone: "+44 7700 900123" }, verified: { phone: "phone" } });
});

test("the server refuses a lead for a verified phone without a confirmed code", async ({ page }) => {
  const { formId } = await publishFormPage(page.request, "Call me back, directly", [
    { name: "phone", kind: "phone", label: "Phone", required: true, verify: true },
  ]);
  const posted = await page.request.post(`/forms/${formId}/leads`, {
    data: { data: { phone: "+44 7700 900123" }, verifications: { phone: "made-up-token" } },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(posted.status()).toBe(422);
  expect(await posted.json()).toMatchObject({ issues: [{ field: "phone", keyword: "verification" }] });
});
