import type { Kysely } from "kysely";
import type { DerivativeRow } from "../../model/catalogue/derivatives.ts";
import type { NameplateCount } from "../../model/catalogue/nameplates.ts";
import type { Database } from "../db/schema.ts";
import { RevisionKeyedMap } from "../foundation/revision-cache.ts";
import type { ListingService } from "./listing-service.ts";

const number = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * What the catalogue paths and blocks read of a publication list as a whole: its nameplates with
 * counts, and the derivatives (distinct configurations) of one nameplate. One GROUP BY each, answered
 * once per listings revision per process (a stock import moves it), so a page or API call reads memory.
 */
export class StockCatalogue {
  readonly #cache = new RevisionKeyedMap<string, Promise<unknown>>(500);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: ListingService,
  ) {}

  /** Every nameplate of the list with its brand, model group, vehicle count and model-year span. */
  nameplates(listKey: string): Promise<NameplateCount[]> {
    return this.#cached(`nameplates:${listKey}`, async () => {
      const rows = await this.db
        .selectFrom("vehicle_publications")
        .innerJoin("vehicles", "vehicles.id", "vehicle_publications.vehicle_id")
        .select((eb) => [
          "vehicles.nameplate_brand_name as brand",
          "vehicles.nameplate_model_group as model_group",
          "vehicles.nameplate_name as nameplate",
          eb.fn.countAll().as("count"),
          eb.fn.min("vehicles.model_year").as("min_model_year"),
          eb.fn.max("vehicles.model_year").as("max_model_year"),
        ])
        .where("vehicle_publications.list_key", "=", listKey)
        .groupBy(["vehicles.nameplate_brand_name", "vehicles.nameplate_model_group", "vehicles.nameplate_name"])
        .execute();
      return rows.map((row) => ({
        brand: row.brand,
        model_group: row.model_group,
        nameplate: row.nameplate,
        count: Number(row.count),
        min_model_year: number(row.min_model_year),
        max_model_year: number(row.max_model_year),
      }));
    });
  }

  /** The distinct configurations (version, engines, power, transmission, drivetrain, seats) of one nameplate. */
  derivatives(listKey: string, nameplate: string): Promise<DerivativeRow[]> {
    return this.#cached(`derivatives:${listKey}:${nameplate}`, async () => {
      const rows = await this.db
        .selectFrom("vehicle_publications")
        .innerJoin("vehicles", "vehicles.id", "vehicle_publications.vehicle_id")
        .select((eb) => [
          "vehicles.version",
          "vehicles.engine_type",
          "vehicles.power",
          "vehicles.power_unit",
          "vehicles.transmission",
          "vehicles.drivetrain",
          "vehicles.number_of_seats",
          eb.fn.max("vehicles.engine_capacity_normalized").as("engine_capacity_normalized"),
          eb.fn.max("vehicles.battery_capacity").as("battery_capacity"),
          eb.fn.countAll().as("count"),
          // The lowest price a visitor may see: hidden prices are left out.
          eb.fn
            .min(eb.case().when("vehicles.price_hidden", "=", 0).then(eb.ref("vehicles.display_price")).end())
            .as("from_price"),
        ])
        .where("vehicle_publications.list_key", "=", listKey)
        .where("vehicles.nameplate_name", "=", nameplate)
        .groupBy([
          "vehicles.version",
          "vehicles.engine_type",
          "vehicles.power",
          "vehicles.power_unit",
          "vehicles.transmission",
          "vehicles.drivetrain",
          "vehicles.number_of_seats",
        ])
        .execute();
      return rows.map((row) => ({
        nameplate,
        version: row.version,
        engine_type: row.engine_type,
        power: Number(row.power),
        power_unit: row.power_unit,
        engine_capacity_normalized: number(row.engine_capacity_normalized),
        battery_capacity: number(row.battery_capacity),
        transmission: row.transmission,
        drivetrain: row.drivetrain,
        number_of_seats: Number(row.number_of_seats),
        count: Number(row.count),
        from_price: number(row.from_price),
      }));
    });
  }

  /** The listings revision the answers are as of: the same one the stock search answers at. */
  revision(listKey: string): Promise<number> {
    return this.listings.answeringRevision(listKey);
  }

  async #cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const revision = await this.listings.answeringRevision(key.split(":")[1]!);
    this.#cache.at(revision);
    const found = this.#cache.get(key);
    if (found) return found as Promise<T>;
    const value = read();
    this.#cache.set(revision, key, value);
    value.catch(() => this.#cache.set(revision, key, undefined as never));
    return value;
  }
}
