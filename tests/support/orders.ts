import type { TestApp } from "./app.ts";

/** inject()'s default Host is localhost:80: the browser's Origin on this site. */
export const BUYER_ORIGIN = "http://localhost";

/** A buyer reserves `vehicleId` for the default company: the lock and its order's number. */
export async function reserveVehicle(
  testApp: TestApp,
  vehicleId: string,
): Promise<{ lock_id: string; order_number: string }> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/buy_online/orders/init",
    headers: { origin: BUYER_ORIGIN },
    payload: { vehicle_id: vehicleId, company_uuid: "default" },
  });
  return response.json<{ lock_id: string; order_number: string }>();
}

/** The buyer's confirming post of an order (POST /buy_online/orders), from this site. */
export function submitOrder(testApp: TestApp, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: "POST", url: "/buy_online/orders", headers: { origin: BUYER_ORIGIN }, payload });
}

/** An order's stored row, read straight from the database. */
export function orderRow(testApp: TestApp, orderNumber: string) {
  return testApp.database.handle.db
    .selectFrom("orders")
    .selectAll()
    .where("order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();
}
