import type { OrderServicePack } from "../../generated/contracts/entities/order.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { newId, now } from "../../services/db/clock.ts";
import { canBeBought } from "../../model/listings/availability.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { orderRow, reserveVehicle, submitOrder } from "../support/orders.ts";

const fleet = generateFleet(30, 71);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));
const first = orderable[0]!;

/** Two packs for every vehicle, one only for a nameplate no test vehicle is. */
const PACKS = [
  { key: "care-3", name: "Care 3", description: "Three years of scheduled servicing.", years: 3, price: 2400 },
  {
    key: "care-5",
    name: "Care 5",
    description: "Five years.",
    years: 5,
    price: 3900,
    brands: [first.nameplate_brand_name],
  },
  { key: "only-other", name: "Other model", years: 2, price: 1000, models: ["No Such Nameplate"] },
];

describe.each(DATABASE_KINDS)("service packs on an order on %s", (kind) => {
  let testApp: TestApp;
  let count = 0;
  const reserve = async () => {
    const vehicle = orderable[count++]!;
    const lock = await reserveVehicle(testApp, vehicle.id);
    return { vehicle, lock };
  };
  const submit = (payload: Record<string, unknown>) => submitOrder(testApp, payload);
  const storedOrder = (number: string) => orderRow(testApp, number);

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", BUY_ONLINE_INIT_LIMIT: "off", BUY_ONLINE_INIT_VEHICLE_LIMIT: "off" },
    });
    await testApp.services.fleet.replace(fleet);
    await testApp.database.handle.db
      .insertInto("settings")
      .values([{ id: newId(), key: "buy_online.service_packs", value: JSON.stringify(PACKS), updated_at: now() }])
      .execute();
  });
  afterAll(() => testApp.close());

  it("offers the packs of the vehicle's brand and nameplate, priced as the site writes prices", async () => {
    const response = await testApp.app.inject({ url: `/buy_online/journey_options?vehicle_id=${first.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const packs = response.json<{ service_packs: { key: string; price: number; price_text: string }[] }>()
      .service_packs;
    expect(packs.map((pack) => pack.key)).toEqual(["care-3", "care-5"]);
    expect(packs[0]).toMatchObject({ price: 2400, price_text: "2,400 €" });
  });

  it("prices the chosen pack from the setting, not the browser, and keeps it with the total on the order", async () => {
    const { vehicle, lock } = await reserve();
    const reservationAmount = (await storedOrder(lock.order_number)).amount;
    const ordered = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      service_pack: "care-3",
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const pack = ordered.json<{ choices: { service_pack: OrderServicePack } }>().choices.service_pack;
    expect(pack).toEqual({
      key: "care-3",
      name: "Care 3",
      years: 3,
      price: 2400,
      price_text: "2,400 €",
      vehicle_price: vehicle.display_price,
      total: vehicle.display_price + 2400,
      total_text: `${(vehicle.display_price + 2400).toLocaleString("en-GB")} €`,
    });
    // The reservation amount is the deposit; the pack is paid with the vehicle.
    expect(ordered.json<{ amount: number }>().amount).toBe(reservationAmount);
    const editor = await signIn(testApp, "editor");
    const admin = (
      await testApp.app.inject({ url: `/orders/${lock.order_number}/admin`, headers: editor.headers })
    ).json<{ choices: { service_pack: OrderServicePack } }>();
    expect(admin.choices.service_pack.total).toBe(vehicle.display_price + 2400);
  });

  it("refuses a price sent by the browser (400: not an order field), and the order does not change", async () => {
    const { vehicle, lock } = await reserve();
    const response = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      service_pack: "care-3",
      service_pack_price: 1,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((await storedOrder(lock.order_number)).service_pack).toBeNull();
  });

  it.each([
    ["an unknown pack", "platinum-99"],
    ["a pack for another nameplate", "only-other"],
  ])("refuses %s with 422 pointing at service_pack, and the order does not change", async (_name, key) => {
    const { vehicle, lock } = await reserve();
    const response = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      customer_email: "buyer@example.com",
      service_pack: key,
    });
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{ issues: { pointer: string; message: string }[] }>();
    expect(body.issues[0]!.pointer).toBe("/service_pack");
    expect(body.issues[0]!.message).toContain("care-3");
    const row = await storedOrder(lock.order_number);
    expect(row.service_pack).toBeNull();
    expect(row.details).toBeNull();
    expect(row.customer_email).toBeNull();
  });

  it("takes an order without a pack as before", async () => {
    const { vehicle, lock } = await reserve();
    const response = await submit({ lock_id: lock.lock_id, vehicle_id: vehicle.id, vendor_uuid: "NO_PAYMENT_JAPAN" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ choices: { service_pack: unknown } }>().choices.service_pack).toBeNull();
  });
});
