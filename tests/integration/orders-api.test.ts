import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

/** inject()'s default Host is localhost:80: the browser's Origin on this site. */
const ORIGIN = "http://localhost";
const fleet = generateFleet(40, 11);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));
const sold = fleet.vehicles.find((vehicle) => vehicle.status === "sold")!;

interface Lock {
  lock_id: string;
  order_number: string;
  expiry: string;
  amount: number;
  currency: string;
}

describe.each(DATABASE_KINDS)("the Buy online API on %s", (kind) => {
  let testApp: TestApp;
  let next = 0;
  /** A vehicle no earlier test has reserved. */
  const freshVehicle = () => orderable[next++]!;
  const init = (vehicleId: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN, ...headers },
      payload: { vehicle_id: vehicleId, company_uuid: "default" },
    });
  const submit = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "POST", url: "/buy_online/orders", headers: { origin: ORIGIN, ...headers }, payload });
  const confirm = (number: string) =>
    testApp.app.inject({ method: "PUT", url: `/buy_online/orders/${number}/confirm`, headers: { origin: ORIGIN } });
  const locksOf = async (vehicleId: string) =>
    testApp.database.handle.db.selectFrom("vehicle_locks").selectAll().where("vehicle_id", "=", vehicleId).execute();
  const ordersOf = async (vehicleId: string) =>
    testApp.database.handle.db.selectFrom("orders").selectAll().where("vehicle_id", "=", vehicleId).execute();

  beforeAll(async () => {
    // 50 buyers at once from one address: the init rate limit is off here (orders-companies.test.ts tests it).
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", BUY_ONLINE_INIT_LIMIT: "off", BUY_ONLINE_INIT_VEHICLE_LIMIT: "off" },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(() => testApp.close());

  it("offers only the free reservation when no payment provider key is set", async () => {
    const response = await testApp.app.inject({ url: "/buy_online/providers" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ vendors: ["NO_PAYMENT_JAPAN"], amount: 100000, currency: "EUR" });
  });

  it("runs a free reservation: init, order fields, confirm, read back by number", async () => {
    const vehicle = freshVehicle();
    const initiated = await init(vehicle.id);
    expect(initiated.statusCode, initiated.body).toBe(201);
    const lock = initiated.json<Lock>();
    expect(Date.parse(lock.expiry)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const ordered = await submit({
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vehicle_vin: vehicle.vin,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      customer_email: "buyer@example.com",
      metadata: { first_name: "Ada" },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json()).toMatchObject({ order_number: lock.order_number, payment_status: "initiated" });
    const confirmed = await confirm(lock.order_number);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      payment_status: "confirmed",
      metadata: { first_name: "Ada" },
      expiry: null,
    });
    // The admin's list names the vehicle with its picture and page, and says nothing was paid.
    const editor = await signIn(testApp, "editor");
    const listed = (await testApp.app.inject({ url: "/orders?items=200", headers: editor.headers })).json<{
      data: { order_number: string; amount_paid: number; vehicle: { title: string; link: string; photo: string } }[];
    }>();
    const row = listed.data.find((order) => order.order_number === lock.order_number)!;
    expect(row.amount_paid).toBe(0);
    expect(row.vehicle.title).toBe(vehicle.model_display_name);
    expect(row.vehicle.link).toMatch(new RegExp(`^/showroom/[a-z0-9-]+-${vehicle.id}$`));
    expect(row.vehicle.photo).toMatch(/^\/media\//);
    expect((await testApp.app.inject({ url: row.vehicle.link })).statusCode).toBe(200);
    for (const url of [`/buy_online/orders/${lock.order_number}`, `/orders/${lock.order_number}`]) {
      const read = await testApp.app.inject({ url });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ order_number: lock.order_number, payment_status: "confirmed" });
      expect(read.body).not.toContain("buyer@example.com");
    }
    // A confirmed order holds the car for good: the lock no longer expires, a second buyer is refused.
    expect((await locksOf(vehicle.id))[0]?.expires_at).toBeNull();
    const second = await init(vehicle.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: "vehicle_reserved",
      message: "This vehicle is reserved by another buyer.",
    });
    // Confirming again changes nothing.
    expect((await confirm(lock.order_number)).json()).toMatchObject({ payment_status: "confirmed" });
  });

  it("gives exactly one lock to 50 buyers initiating the same vehicle at once", async () => {
    const vehicle = freshVehicle();
    const answers = await Promise.all(Array.from({ length: 50 }, () => init(vehicle.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await locksOf(vehicle.id)).toHaveLength(1);
    expect(await ordersOf(vehicle.id)).toHaveLength(1);
  });

  it("releases an expired lock to the next buyer and expires the unpaid order", async () => {
    const vehicle = freshVehicle();
    const first = (await init(vehicle.id)).json<Lock>();
    await testApp.database.handle.db
      .updateTable("vehicle_locks")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("vehicle_id", "=", vehicle.id)
      .execute();
    await testApp.database.handle.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("order_number", "=", first.order_number)
      .execute();
    // The first buyer's late order fields are refused and change nothing.
    const late = await submit({ lock_id: first.lock_id, vehicle_id: vehicle.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: "lock_expired" });
    const second = await init(vehicle.id);
    expect(second.statusCode, second.body).toBe(201);
    const old = await testApp.app.inject({ url: `/orders/${first.order_number}` });
    expect(old.json()).toMatchObject({ payment_status: "expired" });
    expect(await locksOf(vehicle.id)).toHaveLength(1);
  });

  it("the sweeper expires a run-out order and frees its vehicle", async () => {
    const vehicle = freshVehicle();
    const reservedInListings = async () => {
      const one = await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${vehicle.id}` });
      expect(one.statusCode, one.body).toBe(200);
      return one.json<{ data: { reserved: boolean } }>().data.reserved;
    };
    expect(await reservedInListings()).toBe(false);
    const lock = (await init(vehicle.id)).json<Lock>();
    expect(await reservedInListings()).toBe(true);
    await testApp.database.handle.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("order_number", "=", lock.order_number)
      .execute();
    expect(await testApp.services.orders.store.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await locksOf(vehicle.id)).toHaveLength(0);
    expect(await reservedInListings()).toBe(false);
    const history = await testApp.services.orders.store.events(lock.order_number);
    expect(history.map((event) => event.to_state)).toEqual(["initiated", "expired"]);
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const unknown = await init("no-such-vehicle");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "There is no vehicle no-such-vehicle." });
    const soldAnswer = await init(sold.id);
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json()).toMatchObject({ error: "vehicle_sold" });
    expect(await locksOf(sold.id)).toHaveLength(0);
    const missing = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN },
      payload: { vehicle_id: "x" },
    });
    expect(missing.statusCode).toBe(400);

    const vehicle = freshVehicle();
    const lock = (await init(vehicle.id)).json<Lock>();
    const before = await ordersOf(vehicle.id);
    const wrongVehicle = await submit({ lock_id: lock.lock_id, vehicle_id: orderable[30]!.id });
    expect(wrongVehicle.statusCode).toBe(422);
    expect(wrongVehicle.json()).toMatchObject({
      issues: [{ pointer: "/vehicle_id", message: "vehicle_id is not the vehicle this lock reserves." }],
    });
    const wrongVin = await submit({ lock_id: lock.lock_id, vehicle_id: vehicle.id, vehicle_vin: "WRONGVIN" });
    expect(wrongVin.statusCode).toBe(422);
    const unknownVendor = await submit({ lock_id: lock.lock_id, vehicle_id: vehicle.id, vendor_uuid: "stripe" });
    expect(unknownVendor.statusCode).toBe(422);
    const unknownLock = await submit({ lock_id: "no-such-lock", vehicle_id: vehicle.id });
    expect(unknownLock.statusCode).toBe(404);
    expect(await ordersOf(vehicle.id)).toEqual(before);

    expect((await confirm("FC-NOSUCHORDER")).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: "/orders/FC-NOSUCHORDER" })).statusCode).toBe(404);
    // Confirming before the order fields were sent is refused.
    const early = await confirm(lock.order_number);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: "order_incomplete" });
  });

  it("refuses an illegal transition with 409: a cancelled order cannot be confirmed", async () => {
    const vehicle = freshVehicle();
    const lock = (await init(vehicle.id)).json<Lock>();
    await submit({ lock_id: lock.lock_id, vehicle_id: vehicle.id });
    const { store } = testApp.services.orders;
    await store.transaction(async (trx) => {
      await store.move(trx, (await store.order(lock.order_number, trx))!, "cancelled", "admin");
    });
    const answer = await confirm(lock.order_number);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: "illegal_transition",
      message: "An order that is cancelled cannot become confirmed.",
    });
    // Cancelling released the vehicle.
    expect((await init(vehicle.id)).statusCode).toBe(201);
  });

  it("refuses a reservation sent from another site", async () => {
    const vehicle = freshVehicle();
    const forged = await init(vehicle.id, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(await locksOf(vehicle.id)).toHaveLength(0);
  });

  it("lets editors read orders with their history and admins cancel one and release a stale lock", async () => {
    const vehicle = freshVehicle();
    const lock = (await init(vehicle.id)).json<Lock>();
    await submit({ lock_id: lock.lock_id, vehicle_id: vehicle.id, customer_email: "buyer@example.com" });
    const editor = await signIn(testApp, "editor");
    const admin = await signIn(testApp, "admin");
    const list = await testApp.app.inject({ url: "/orders?items=200", headers: editor.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { order_number: string; customer_email: string }[] }>().data).toContainEqual(
      expect.objectContaining({ order_number: lock.order_number, customer_email: "buyer@example.com", amount: 100000 }),
    );
    expect((await testApp.app.inject({ url: "/orders" })).statusCode).toBe(401);
    const detail = await testApp.app.inject({ url: `/orders/${lock.order_number}/admin`, headers: editor.headers });
    expect(detail.json()).toMatchObject({ events: [{ to_state: "initiated", source: "buyer" }] });
    const locks = await testApp.app.inject({ url: "/order_locks", headers: editor.headers });
    expect(locks.json<{ data: { vehicle_id: string }[] }>().data.map((row) => row.vehicle_id)).toContain(vehicle.id);
    // Editors may read but not act.
    const byEditor = await testApp.app.inject({
      method: "DELETE",
      url: `/order_locks/${vehicle.id}`,
      headers: { ...editor.headers, origin: ORIGIN },
    });
    expect(byEditor.statusCode).toBe(403);
    const released = await testApp.app.inject({
      method: "DELETE",
      url: `/order_locks/${vehicle.id}`,
      headers: { ...admin.headers, origin: ORIGIN },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      payment_status: "cancelled",
      events: [{ to_state: "initiated" }, { to_state: "cancelled", source: "admin" }],
    });
    expect(await locksOf(vehicle.id)).toHaveLength(0);
    const again = await testApp.app.inject({
      method: "POST",
      url: `/orders/${lock.order_number}/cancel`,
      headers: { ...admin.headers, origin: ORIGIN },
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers a retried init with the same Idempotency-Key with the first answer", async () => {
    const vehicle = freshVehicle();
    const headers = { "idempotency-key": `init-${kind}-${vehicle.id}` };
    const [first, again] = [await init(vehicle.id, headers), await init(vehicle.id, headers)];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(vehicle.id)).toHaveLength(1);
    const reused = await init(freshVehicle().id, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: "idempotency_key_reused" });
  });
});
