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
