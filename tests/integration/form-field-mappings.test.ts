import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISION_TTL_MS } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/**
 * forms.field_mappings: stored through the settings API (checked against its definition), embedded as
 * data on pages that show a form, for the browser's prefill; pages without a form carry none of it.
 */
describe("the site's form field mappings", () => {
  let testApp: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  const save = (value: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "forms.field_mappings", value: JSON.stringify(value) },
    });

  it("refuses a mapping that names no field, with the path of the problem", async () => {
    const refused = await save({ params: [{ param: "utm_campaign" }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("/params/0");
  });

  it("are embedded on a page with a form, and not on a page without one", async () => {
    const saved = await save({
      params: [{ param: "utm_campaign", field: "message" }],
      location_mapping: [{ from: "dxb", to: "Dubai" }],
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, REVISION_TTL_MS + 50));
    const withForm = parseHtml(
      (await testApp.app.inject({ url: "/test-drive" })).body.replace(/^<!doctype html>/i, ""),
    );
    const data = withForm.querySelector("script#fc-form-field-mappings")?.textContent;
    expect(JSON.parse(data ?? "null")).toMatchObject({
      params: [{ param: "utm_campaign", field: "message" }],
      locationMapping: [{ from: "dxb", to: "Dubai" }],
    });
    const without = (await testApp.app.inject({ url: "/static" })).body;
    expect(without).not.toContain("fc-form-field-mappings");
  });
});
