import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { REVISION_TTL_MS } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/**
 * The site-wide floating action button's items carry the same rules as blocks: an item for an offer
 * shows while a matching offer is active, one for a stock list while the list holds its value; form
 * items open the form dialog, file items download, and phones get the mobile label.
 */
const item = (url: string, link_text: string, extra: object = {}) => ({ link: { url, link_text }, ...extra });

describe("the floating action button's rules on a page", () => {
  let testApp: TestApp;
  let admin: SignedIn;

  async function save(key: string, value: unknown): Promise<void> {
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key, value: JSON.stringify(value) },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    await importFleet(testApp.database.handle.db, generateFleet(20, 3));
    admin = await signIn(testApp, "admin");
    await save("dynamic_content.lists", [{ uuid: "models-1", name: "models", field: "brand" }]);
    const offer = await testApp.app.inject({
      method: "POST",
      url: "/api/offers",
      headers: admin.headers,
      payload: {
        id: "defender-deal",
        car_model_key: "defender",
        brand: "land_rover",
        model_family: "defender",
        category: "new_cars",
        market: "AE",
        title: "Defender deal",
        description: "<p>Deal</p>",
        prices: [{ label: "From", amount: 38990000, currency: "AED" }],
        published: true,
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await save("floating_action_button.config", {
      items: [
        item("/offers/defender", "Defender offers", {
          dc_strategy: { key: "mena_offers", value: "car_model_key=defender" },
        }),
        item("/offers/discovery", "Discovery offers", {
          dc_strategy: { key: "mena_offers", value: "car_model_key=discovery" },
        }),
        item("/stock/land-rover", "Land Rover stock", {
          dc_strategy: { key: "reffine_sl", name: "models", value: "Land Rover" },
        }),
        item("/stock/lotus", "Lotus stock", { dc_strategy: { key: "reffine_sl", name: "models", value: "Lotus" } }),
        { link: { url: "#", link_text: "Ask us", type: "form", form_id: "test-form-1" } },
        { link: { url: "/media/brochure.pdf", link_text: "Brochure", type: "file" } },
      ],
      mobile_button_label: "Contact",
    });
    const page = await testApp.services.pages.create(
      { path: "/with-fab", title: "With the button" },
      {
        schemaVersion: 1,
        root: { props: {} },
        content: [{ type: "quote", props: { id: "q", quote: "Hello" } }],
      } as never,
      null,
    );
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    const published = await testApp.services.pages.publish(page.value.id, page.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
    await new Promise((resolve) => setTimeout(resolve, REVISION_TTL_MS + 50));
  }, 60_000);
  afterAll(() => testApp.close());

  it("shows the items whose offer is active and whose list holds the value, by their link type", async () => {
    const response = await testApp.app.inject({ url: "/with-fab" });
    expect(response.statusCode).toBe(200);
    const dom = parseHtml(response.body.replace(/^<!doctype html>/i, ""));
    const wide = dom.querySelector("nav[data-fab] .fc-fab__wide");
    const labels = [...(wide?.querySelectorAll("a") ?? [])].map((link) => link.textContent);
    expect(labels).toEqual(["Defender offers", "Land Rover stock", "Ask us", "Brochure"]);
    expect(wide?.querySelector('a[data-form-id="test-form-1"]')?.getAttribute("href")).toBe("#form-test-form-1");
    expect(wide?.querySelector('a[href="/media/brochure.pdf"]')?.hasAttribute("download")).toBe(true);
    // Phones: the same items folded behind one button with the mobile label.
    expect(dom.querySelector("nav[data-fab] .fc-fab__narrow summary")?.textContent).toBe("Contact");
    // The form item needs the form dialog, which the page then loads.
    expect(response.body).toContain("shell:form-link-dialog");
  });
});
