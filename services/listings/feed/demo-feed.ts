import type { StockFeed } from "../../../generated/contracts/entities/stock-feed.ts";
import type { DealersTable } from "../../db/schema.ts";
import { streamFleet } from "../demo-fleet.ts";

function unpiped(value: string): string[] {
  return value.split("|").filter(Boolean);
}

/**
 * The demo fleet as a stock feed, one vehicle at a time (the benchmark writes a million without
 * holding them): its dealers (to seed first) and a generator of feed rows.
 */
export function demoFeed(count: number, seed?: number): { dealers: DealersTable[]; rows: Generator<StockFeed> } {
  const fleet = streamFleet(count, seed);
  const codeOf = new Map(fleet.dealers.map((dealer) => [dealer.id, dealer.dealer_code]));
  function* rows(): Generator<StockFeed> {
    for (const { vehicle, details, lists } of fleet.vehicles) {
      const { details: _, owner_id, engine_type, financing_options, price_hidden, ...columns } = vehicle;
      yield {
        ...columns,
        ...(details as Partial<StockFeed>),
        owner_dealer_code: codeOf.get(owner_id)!,
        engine_type: unpiped(engine_type),
        financing_options: unpiped(financing_options),
        price_hidden: price_hidden === 1,
        lists,
      };
    }
  }
  return { dealers: fleet.dealers, rows: rows() };
}
