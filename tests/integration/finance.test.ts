import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxPriceForMonthlyBudget } from "../../model/finance/budget.ts";
import { parseRangeData } from "../../model/finance/range.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";

const fleet = generateFleet(300, 11);

describe.each(STORAGE_NEUTRAL_KINDS)("the finance endpoints on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(() => testApp.close());

  it("serves the range calculator's demo factors in the shape the block checks", async () => {
    const response = await testApp.app.inject({ url: "/public_api/finance/range-data" });
    expect(response.statusCode).toBe(200);
    expect(parseRangeData(response.json())).not.toBeNull();
    // The first request of a fresh app warms the route and schema compilation: slow on a loaded machine.
  }, 60_000);

  it("filters the stock by monthly budget: only vehicles priced at or under the budget's ceiling", async () => {
    const budget = 700;
    const ceiling = maxPriceForMonthlyBudget(budget);
    const response = await testApp.app.inject({
      url: `/public_api/listing/all?monthly_budget=${budget}&items=12&sort=priceDesc`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { raw: { display_price: number } }[]; meta: { total: number } }>();
    const expected = fleet.vehicles.filter((vehicle) => Number(vehicle.display_price) <= ceiling).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(fleet.vehicles.length);
    expect(body.meta.total).toBe(expected);
  });

  it("refuses a budget that is not a whole number from 1 to 100,000, naming the parameter", async () => {
    const response = await testApp.app.inject({ url: "/public_api/listing/all/light?monthly_budget=lots" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ parameter?: string; message: string }>()).toMatchObject({ parameter: "monthly_budget" });
  });

  it("refuses a page whose calculator JSON is malformed with 422 and the path of the problem, storing nothing", async () => {
    const editor = await signIn(testApp, "editor");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: {
        path: "/bad-finance",
        title: "Bad finance",
        draft: {
          schemaVersion: 1,
          root: { props: {} },
          content: [
            {
              type: "calculator",
              props: { id: "calc", models_info: [{ key: "d110", name: "Defender", price: "lots" }] },
            },
            {
              type: "finance-calculator",
              props: { id: "fin", finance_product_output: { monthly_payment: "Monthly", apr: "APR" } },
            },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(422);
    const pointers = response.json<{ issues: { pointer: string }[] }>().issues.map((issue) => issue.pointer);
    expect(pointers).toContain("/content/0/props/models_info/0/price");
    expect(pointers).toContain("/content/1/props/finance_product_output/apr");
    const stored = await testApp.database.handle.db
      .selectFrom("pages")
      .select("id")
      .where("path", "=", "/bad-finance")
      .execute();
    expect(stored).toEqual([]);
  });
});
