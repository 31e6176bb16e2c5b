import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FORM_IDS } from "../../model/site/site-data.ts";
import { seedDemoForms } from "../../services/forms/demo-forms.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { postLead } from "../support/forms.ts";
import { parseHtml } from "../support/render-block.ts";

/** The vehicle page's Enquire opens the vehicle enquiry form; its lead names the vehicle and the retailer. */
describe("an enquiry about a vehicle", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let vehicle: { id: string; link: string; title: string };

  const enquireLink = async () => {
    const response = await testApp.app.inject({ url: vehicle.link });
    expect(response.statusCode).toBe(200);
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    return { dom, link: dom.querySelector<HTMLAnchorElement>(".showroom__actions a.showroom__enquire")! };
  };

  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    await seedDemoForms(testApp.services.forms.store);
    await testApp.services.fleet.replace(generateFleet(20));
    admin = await signIn(testApp, "admin");
    vehicle = (
      (await testApp.app.inject({ url: "/public_api/listing/all?items=1" })).json() as { data: (typeof vehicle)[] }
    ).data[0]!;
  });
  afterAll(() => testApp.close());

  it("opens the enquiry form with the vehicle and its retailer, and the lead keeps both", async () => {
    const { dom, link } = await enquireLink();
    expect(link.getAttribute("data-form-id")).toBe(DEMO_FORM_IDS.vehicleEnquiry);
    // Without JavaScript the link still reaches the retailer by e-mail.
    expect(link.getAttribute("href")).toMatch(/^mailto:/);
    // The page carries the dialog that opens the form.
    expect(dom.querySelector('[data-island="shell:form-link-dialog"]')).not.toBeNull();
    const hidden = Object.fromEntries(
      (JSON.parse(link.getAttribute("data-hidden-fields")!) as { name: string; value: string }[]).map((field) => [
        field.name,
        field.value,
      ]),
    );
    expect(hidden).toMatchObject({ vehicle_id: vehicle.id, vehicle: vehicle.title });
    expect(hidden.retailer).toBeTruthy();
    expect(dom.querySelector("#retailer address")!.textContent).toContain(hidden.retailer);

    const answers = { name: "Dana Buyer", email: "dana@example.com", message: "Is it still available?", consent: true };
    const key = crypto.randomUUID();
    const posted = await postLead(
      testApp,
      DEMO_FORM_IDS.vehicleEnquiry,
      { data: { ...answers, ...hidden }, website: "" },
      { "idempotency-key": key },
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const again = await postLead(
      testApp,
      DEMO_FORM_IDS.vehicleEnquiry,
      { data: { ...answers, ...hidden }, website: "" },
      { "idempotency-key": key },
    );
    expect(again.json()).toEqual(posted.json());
    const leads = await testApp.database.handle.db
      .selectFrom("leads")
      .select(["data", "spam"])
      .where("form_id", "=", DEMO_FORM_IDS.vehicleEnquiry)
      .execute();
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0]!.data)).toMatchObject({
      vehicle_id: vehicle.id,
      vehicle: vehicle.title,
      retailer: hidden.retailer,
      retailer_code: hidden.retailer_code,
      name: "Dana Buyer",
    });
  });

  it("is an e-mail link again once the setting names no form", async () => {
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "showroom.enquiry_form", value: "" },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const { dom, link } = await enquireLink();
    expect(link.hasAttribute("data-form-id")).toBe(false);
    expect(link.getAttribute("href")).toMatch(/^mailto:/);
    expect(dom.querySelector('[data-island="shell:form-link-dialog"]')).toBeNull();
  });
});
