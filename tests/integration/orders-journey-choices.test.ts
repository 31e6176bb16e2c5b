import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { newId, now } from "../../services/db/clock.ts";
import { financeProduct } from "../../model/finance/products.ts";
import { financeQuote, toMinor } from "../../model/finance/quote.ts";
import { addDays, todayIn } from "../../model/orders/handover.ts";
import { canBeBought } from "../../model/listings/availability.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { BUYER_ORIGIN, orderRow, reserveVehicle, submitOrder } from "../support/orders.ts";

const fleet = generateFleet(30, 29);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** The next date after tomorrow (London, the tests' site time zone) that falls on `weekday` (0 Sunday). */
function next(weekday: number): string {
  let date = addDays(todayIn("Europe/London", Date.now()), 2);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

/** What one refusal case breaks: the handover as `part:value`, or fields laid over a valid trade-in or finance choice. */
interface Bad {
  handover?: string;
  trade_in?: Record<string, unknown>;
  finance?: Record<string, unknown>;
}

interface Options {
  price: number;
  finance_products: { key: string }[];
  retailers: { id: string; name: string; hours: ({ open: number; close: number } | null)[] }[];
  earliest_date: string;
  latest_date: string;
  slot_minutes: number;
}

describe.each(DATABASE_KINDS)("finance, trade-in and handover on an order on %s", (kind) => {
  let testApp: TestApp;
  let count = 0;
  const reserve = async () => {
    const vehicle = orderable[count++]!;
    const lock = await reserveVehicle(testApp, vehicle.id);
    return { vehicle, lock };
  };
  const submit = (payload: Record<string, unknown>) => submitOrder(testApp, payload);
  const storedOrder = (number: string) => orderRow(testApp, number);
  const tradeIn = {
    registration_number: "ab12 cde",
    make: "Land Rover",
    model: "Discovery",
    year: 2019,
    mileage: 48000,
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", BUY_ONLINE_INIT_LIMIT: "off", BUY_ONLINE_INIT_VEHICLE_LIMIT: "off" },
    });
    await testApp.services.fleet.replace(fleet);
    await testApp.database.handle.db
      .insertInto("settings")
      .values([
        { id: newId(), key: "buy_online.finance_products", value: "ae-flat,uk-pcp", updated_at: now() },
        { id: newId(), key: "buy_online.inquiry_email", value: "sales@example.com", updated_at: now() },
      ])
      .execute();
  });
  afterAll(() => testApp.close());

  it("offers the site's finance products and the retailers' hours, the vehicle's own retailer first, from tomorrow", async () => {
    const { vehicle } = await reserve();
    const response = await testApp.app.inject({ url: `/buy_online/journey_options?vehicle_id=${vehicle.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<Options>();
    expect(options.finance_products.map((product) => product.key)).toEqual(["ae-flat", "uk-pcp"]);
    expect(options.retailers[0]!.id).toBe(vehicle.owner_id);
    // Mon–Fri 08:30–17:30, Sat 09:00–16:00, closed on Sunday.
    expect(options.retailers[0]!.hours[0]).toBeNull();
    expect(options.retailers[0]!.hours[1]).toEqual({ open: 510, close: 1050 });
    expect(options.earliest_date).toBe(addDays(todayIn("Europe/London", Date.now()), 1));
    expect(options.slot_minutes).toBe(60);
    expect((await testApp.app.inject({ url: "/buy_online/journey_options?vehicle_id=nope" })).statusCode).toBe(404);
  });

  it("stores the finance quote computed on the server, the cleaned trade-in and the booking, and mails the valuation request", async () => {
    const { vehicle, lock } = await reserve();
    const date = next(1);
    const ordered = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      customer_email: "buyer@example.com",
      finance_choice: { type: "finance", product: "ae-flat", deposit_percent: 30, years: 5 },
      trade_in: { ...tradeIn, make: "  Land\u0000 Rover  " },
      handover: { retailer_id: vehicle.owner_id, date, slot: "09:30" },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const expected = financeQuote({
      product: financeProduct("ae-flat"),
      price: toMinor(vehicle.display_price, "AED"),
      depositPercent: 30,
      years: 5,
    });
    const confirmed = await testApp.app.inject({
      method: "PUT",
      url: `/buy_online/orders/${lock.order_number}/confirm`,
      headers: { origin: BUYER_ORIGIN },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The buyer's confirmation shows the choices, without the trade-in's registration.
    const read = (await testApp.app.inject({ url: `/buy_online/orders/${lock.order_number}` })).json<{
      choices: Record<string, Record<string, unknown>>;
    }>();
    expect(read.choices.finance).toMatchObject({
      type: "finance",
      product: "ae-flat",
      monthly_payment: expected.monthlyPayment,
      total_amount_payable: expected.totalAmountPayable,
    });
    expect(read.choices.handover).toMatchObject({ date, slot: "09:30", retailer_id: vehicle.owner_id });
    expect(read.choices.trade_in).toEqual({ make: "Land Rover", model: "Discovery", year: 2019, mileage: 48000 });
    // Staff see the whole trade-in, and its valuation request waits in the outbox.
    const editor = await signIn(testApp, "editor");
    const admin = (
      await testApp.app.inject({ url: `/orders/${lock.order_number}/admin`, headers: editor.headers })
    ).json<{ choices: Record<string, Record<string, unknown>>; deliveries: { kind: string }[] }>();
    expect(admin.choices.trade_in).toMatchObject({ registration_number: "AB12 CDE", make: "Land Rover" });
    expect(admin.choices.handover!.retailer_name).toBe(fleet.dealers.find((d) => d.id === vehicle.owner_id)!.name);
    const mails = await testApp.database.handle.db
      .selectFrom("order_deliveries")
      .select(["kind", "message"])
      .where("order_number", "=", lock.order_number)
      .execute();
    const request = mails.find((mail) => mail.message.includes("Trade-in valuation request"));
    expect(request?.kind).toBe("inquiry");
    expect(JSON.parse(request!.message)).toMatchObject({ to: ["sales@example.com"] });
    expect(request!.message).toContain("AB12 CDE");
  });

  it.each([
    ["a slot outside the retailer's hours", { handover: "slot:08:00" }, "/handover/slot"],
    ["a past date", { handover: "date:past" }, "/handover/date"],
    ["today", { handover: "date:today" }, "/handover/date"],
    ["a day the retailer is closed", { handover: "date:sunday" }, "/handover/date"],
    ["a date that is not one", { handover: "date:2030-02-30" }, "/handover/date"],
    ["a retailer not offered", { handover: "retailer:nowhere" }, "/handover/retailer_id"],
    ["a trade-in from 1800", { trade_in: { year: 1800 } }, "/trade_in/year"],
    [
      "a trade-in with neither registration nor VIN",
      { trade_in: { registration_number: "" } },
      "/trade_in/registration_number",
    ],
    [
      "a trade-in with a malformed VIN",
      { trade_in: { registration_number: "", vin: "SALGA2BE8KA12345O" } },
      "/trade_in/vin",
    ],
    ["a negative mileage", { trade_in: { mileage: -5 } }, "/trade_in/mileage"],
    ["a finance product the site does not offer", { finance: { product: "de-ballon" } }, "/finance_choice/product"],
    ["a deposit off the 5 percent steps", { finance: { deposit_percent: 23 } }, "/finance_choice/deposit_percent"],
    ["a term too long", { finance: { years: 9 } }, "/finance_choice/years"],
  ] as [string, Bad, string][])(
    "refuses %s with 422 at its field, and the order keeps nothing of it",
    async (_name, bad, pointer) => {
      const { vehicle, lock } = await reserve();
      const today = todayIn("Europe/London", Date.now());
      const handover = { retailer_id: vehicle.owner_id, date: next(2), slot: "10:30" };
      const [part, value] = (bad.handover ?? ":").split(/:(.*)/s) as [string, string];
      if (part === "slot") handover.slot = value;
      if (part === "retailer") handover.retailer_id = value;
      if (part === "date")
        handover.date =
          value === "past" ? addDays(today, -1) : value === "today" ? today : value === "sunday" ? next(0) : value;
      const response = await submit({
        lock_id: lock.lock_id,
        vehicle_id: vehicle.id,
        vendor_uuid: "NO_PAYMENT_JAPAN",
        finance_choice: { type: "finance", product: "ae-flat", deposit_percent: 20, years: 4, ...bad.finance },
        trade_in: { ...tradeIn, ...bad.trade_in },
        handover,
      });
      expect(response.statusCode, response.body).toBe(422);
      const answer = response.json<{ message: string; issues: { pointer: string; message: string }[] }>();
      expect(answer.issues[0]!.pointer).toBe(pointer);
      expect(answer.message.length).toBeGreaterThan(10);
      const row = await storedOrder(lock.order_number);
      expect([row.details, row.finance, row.trade_in, row.handover_date]).toEqual([null, null, null, null]);
    },
  );

  it("refuses a trade-in whose shape is wrong before anything is checked", async () => {
    const { vehicle, lock } = await reserve();
    const response = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      trade_in: { ...tradeIn, year: "2019", colour: "red" },
    });
    expect(response.statusCode).toBe(400);
    expect((await storedOrder(lock.order_number)).details).toBeNull();
  });
});
