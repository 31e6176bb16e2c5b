import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";
import { canBeBought } from "../../model/listings/availability.ts";

const MEASURE_SECONDS = 10;
const JOURNEY_CONNECTIONS = 16;
const FLEET = 20_000;
const CONTENTION = { buyers: 200, cars: 5, seconds: 5 };

function serverEnv(database: TestDatabase): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: "2",
    OUTBOX_WORKER: "false",
    // The bench is many buyers from one address: the init rate limit (decision 048) would measure itself.
    BUY_ONLINE_INIT_LIMIT: "off",
    BUY_ONLINE_INIT_VEHICLE_LIMIT: "off",
  };
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** One buyer's whole free reservation: init, order fields, confirm. True when it ends confirmed. */
async function journey(base: string, vehicleId: string): Promise<boolean> {
  const init = await call(base, "POST", "/buy_online/orders/init", { vehicle_id: vehicleId, company_uuid: "default" });
  if (init.status !== 201) return false;
  const lock = init.json as { lock_id: string; order_number: string };
  const order = await call(base, "POST", "/buy_online/orders", {
    lock_id: lock.lock_id,
    vehicle_id: vehicleId,
    vendor_uuid: "NO_PAYMENT_JAPAN",
    customer_email: "bench@example.com",
  });
  if (order.status !== 201) return false;
  const confirmed = await call(base, "PUT", `/buy_online/orders/${lock.order_number}/confirm`);
  return confirmed.status === 200;
}

/**
 * Buy online at the API against the production bundle (2 workers): init-to-confirmed journeys per
 * second (16 buyers, each journey on its own car), and lock contention (200 buyers after 5 cars for
 * 5 s): every car may be reserved once, never twice.
 */
export async function runOrdersBench(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const rows: string[][] = [];
  const fleet = generateFleet(FLEET, 3);
  const cars = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false)).map((vehicle) => vehicle.id);
  for (const kind of ["sqlite", "postgres"] as const) {
    const database = await createTestDatabase(kind);
    try {
      await importFleet(database.handle.db, fleet);
      const server = await startServer(serverEnv(database), 120_000);
      try {
        let nextCar = 0;
        let confirmed = 0;
        let failed = 0;
        const deadline = performance.now() + MEASURE_SECONDS * 1000;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: JOURNEY_CONNECTIONS }, async () => {
            while (performance.now() < deadline && nextCar < cars.length - CONTENTION.cars) {
              if (await journey(server.base, cars[nextCar++]!)) confirmed += 1;
              else failed += 1;
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;

        // Contention: the last few cars, many buyers trying them at random.
        const contested = cars.slice(-CONTENTION.cars);
        let won = 0;
        let refused = 0;
        const until = performance.now() + CONTENTION.seconds * 1000;
        await Promise.all(
          Array.from({ length: CONTENTION.buyers }, async () => {
            while (performance.now() < until) {
              const car = contested[Math.floor(Math.random() * contested.length)]!;
              const answer = await call(server.base, "POST", "/buy_online/orders/init", {
                vehicle_id: car,
                company_uuid: "default",
              });
              if (answer.status === 201) won += 1;
              else refused += 1;
            }
          }),
        );
        const live = await database.handle.db
          .selectFrom("orders")
          .select(["vehicle_id", (eb) => eb.fn.countAll<string>().as("count")])
          .where("vehicle_id", "in", contested)
          .where("state", "not in", ["expired", "cancelled", "refunded"])
          .groupBy("vehicle_id")
          .execute();
        const doubles = live.filter((row) => Number(row.count) > 1).length;
        rows.push([
          kind,
          (confirmed / seconds).toFixed(1),
          String(confirmed),
          String(failed),
          `${CONTENTION.buyers} buyers / ${CONTENTION.cars} cars`,
          String(won + refused),
          String(won),
          String(doubles),
        ]);
        figures[`orders_${kind}_journeys_per_s`] = confirmed / seconds;
        figures[`orders_${kind}_double_reservations`] = doubles;
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
  printTable(
    `Buy online: init -> order -> confirm journeys (${JOURNEY_CONNECTIONS} buyers, ${MEASURE_SECONDS} s), and lock contention (${CONTENTION.seconds} s)`,
    ["db", "journeys/s", "confirmed", "failed", "contention", "inits", "locks won", "double reservations"],
    rows,
  );
  return figures;
}
