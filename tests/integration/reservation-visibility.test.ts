import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canBeBought } from "../../model/listings/availability.ts";
import type { ListingPage } from "../../model/stock/stock-data.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

/** inject()'s default Host is localhost:80: the browser's Origin on this site. */
const ORIGIN = "http://localhost";
const fleet = generateFleet(60, 7);
const buyable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false) && vehicle.status === "stock");
/** How soon a reservation must show on cached pages and counts. */
const WITHIN_MS = 1000;

interface StockView {
  /** The results line of the stock page ("N vehicles available"). */
  summary: string;
  /** The vehicle's card: its Reserved badge and its stock status, "" when absent. */
  badge: string;
  status: string;
}

interface ShowroomView {
  reserveOnline: boolean;
  notice: string;
}

const text = (node: Element | null | undefined) => node?.textContent?.replaceAll("\u00a0", " ").trim() ?? "";

/**
 * A reservation (taken, confirmed, cancelled, run out) shows on the stock page's cards and count and on
 * the vehicle page within a second, with the site's caches as production runs them (HTML cache on,
 * revisions read every 200 ms): every path that takes or frees a lock bumps the reservations revision,
 * and a cached stock page serves no longer than the earliest lock's end.
 */
describe.each(DATABASE_KINDS)("a reservation on the stock and vehicle pages on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let next = 0;
  const freshVehicle = () => buyable[next++]!;

  const get = async (url: string) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return parseHtml(response.body.replace(/^<!doctype html>/i, ""));
  };
  const stockView = async (vehicle: { vin: string; id: string }): Promise<StockView> => {
    const dom = await get(`/stock-available?q=${encodeURIComponent(vehicle.vin)}`);
    const card = [...dom.querySelectorAll(".sl-card")].find((candidate) =>
      candidate.querySelector(`a[href$="-${vehicle.id}"]`),
    );
    return {
      summary: text(dom.querySelector(".sl-summary")),
      badge: text(card?.querySelector(".sl-card__reserved")),
      status: text(card?.querySelector(".sl-card__status")),
    };
  };
  const wholeStockCount = async () => text((await get("/stock-available")).querySelector(".sl-summary"));
  const showroomView = async (link: string): Promise<ShowroomView> => {
    const dom = await get(link);
    return {
      reserveOnline: dom.querySelector(".showroom__order-online") !== null,
      notice: text(dom.querySelector(".showroom-availability__heading")),
    };
  };
  /** Polls `read` until it equals `expected`; fails when that takes longer than a second. */
  const within = async <T>(read: () => Promise<T>, expected: T, since = Date.now()): Promise<number> => {
    for (;;) {
      const seen = await read();
      const elapsed = Date.now() - since;
      if (JSON.stringify(seen) === JSON.stringify(expected)) return elapsed;
      if (elapsed > WITHIN_MS) expect(seen, `still not so ${elapsed} ms later`).toEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const init = async (vehicleId: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN },
      payload: { vehicle_id: vehicleId, company_uuid: "default" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ lock_id: string; order_number: string }>();
  };
  const listing = async () =>
    (await testApp.app.inject({ url: "/public_api/listing/all?items=12" })).json<ListingPage>().meta;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      seed: "tests/fixtures/reservations",
      productionCaches: true,
      env: { ORDER_SWEEPER: "false", BUY_ONLINE_INIT_LIMIT: "off", BUY_ONLINE_INIT_VEHICLE_LIMIT: "off" },
    });
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  it("counts as available only what can be bought: reserved and sold stock statuses are left out", async () => {
    const meta = await listing();
    const expected = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false)).length;
    expect(meta.total).toBe(fleet.vehicles.length);
    expect(meta.available).toBe(expected);
    expect(meta.available).toBeLessThan(meta.total);
    expect(await wholeStockCount()).toBe(`${expected} vehicles available`);
  });

  it("a pending reservation turns the card to Reserved (never beside In stock), drops the count and hides Reserve online, within a second", async () => {
    const vehicle = freshVehicle();
    const before = await listing();
    const availableBefore = before.available!;
    const wholeBefore = await wholeStockCount();
    // Both pages are now in the HTML cache, under the revisions before the reservation.
    expect(await stockView(vehicle)).toEqual({ summary: "1 vehicles available", badge: "", status: "In stock" });
    const link = await vehicleLink(vehicle.id);
    expect(await showroomView(link)).toEqual({ reserveOnline: true, notice: "" });

    const reservedAt = Date.now();
    await init(vehicle.id);
    await within(
      () => stockView(vehicle),
      { summary: "0 vehicles available", badge: "Reserved", status: "" },
      reservedAt,
    );
    await within(wholeStockCount, `${availableBefore - 1} vehicles available`, reservedAt);
    expect(wholeBefore).toBe(`${availableBefore} vehicles available`);
    expect((await listing()).available).toBe(availableBefore - 1);
    expect((await listing()).total).toBe(before.total);
    await within(() => showroomView(link), { reserveOnline: false, notice: "This vehicle is reserved" }, reservedAt);

    // A second buyer's init is refused, plainly.
    const second = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN },
      payload: { vehicle_id: vehicle.id, company_uuid: "default" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: "vehicle_reserved",
      message: "This vehicle is reserved by another buyer.",
    });
  });

  it("a confirmed reservation stays reserved; cancelling it frees the car on the cached pages within a second", async () => {
    const vehicle = freshVehicle();
    const link = await vehicleLink(vehicle.id);
    expect((await stockView(vehicle)).status).toBe("In stock");
    const lock = await init(vehicle.id);
    const ordered = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders",
      headers: { origin: ORIGIN },
      payload: {
        lock_id: lock.lock_id,
        vehicle_id: vehicle.id,
        vehicle_vin: vehicle.vin,
        vendor_uuid: "NO_PAYMENT_JAPAN",
        customer_email: "buyer@example.com",
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const confirmed = await testApp.app.inject({
      method: "PUT",
      url: `/buy_online/orders/${lock.order_number}/confirm`,
      headers: { origin: ORIGIN },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await within(() => stockView(vehicle), { summary: "0 vehicles available", badge: "Reserved", status: "" });
    await within(() => showroomView(link), { reserveOnline: false, notice: "This vehicle is reserved" });

    const cancelledAt = Date.now();
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: `/orders/${lock.order_number}/cancel`,
      headers: { origin: ORIGIN, ...admin.headers },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await within(
      () => stockView(vehicle),
      { summary: "1 vehicles available", badge: "", status: "In stock" },
      cancelledAt,
    );
    await within(() => showroomView(link), { reserveOnline: true, notice: "" }, cancelledAt);
  });

  it("a lock that runs out frees the car on the cached stock page within a second, before any sweeper", async () => {
    const vehicle = freshVehicle();
    const lock = await init(vehicle.id);
    // The lock ends 1.5 s from now (a real one lasts 15 minutes); nothing is written when it does.
    const ends = new Date(Date.now() + 1500).toISOString();
    const db = testApp.database.handle.db;
    await db.updateTable("vehicle_locks").set({ expires_at: ends }).where("lock_id", "=", lock.lock_id).execute();
    await db.updateTable("orders").set({ expires_at: ends }).where("order_number", "=", lock.order_number).execute();
    await within(() => stockView(vehicle), { summary: "0 vehicles available", badge: "Reserved", status: "" });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(ends) - Date.now())));
    await within(
      () => stockView(vehicle),
      { summary: "1 vehicles available", badge: "", status: "In stock" },
      Date.parse(ends),
    );
  });

  /** The vehicle's showroom link, as the listing API gives it. */
  async function vehicleLink(id: string): Promise<string> {
    const response = await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { link: string } }>().data.link;
  }
});
