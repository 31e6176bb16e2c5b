import type { Kysely } from "kysely";
import { SIMILAR_VEHICLES } from "../../model/listings/filter-keys.ts";
import { ListingIndexBuilder } from "../../model/listings/listing-index-builder.ts";
import type { IndexedVehicle, ListingIndex, ListingResult } from "../../model/listings/listing-index.ts";
import type { ListingQuery } from "../../model/listings/listing-query.ts";
import { availabilityOf, type Availability } from "../../model/listings/availability.ts";
import type { Database, DealersTable, VehiclesTable } from "../db/schema.ts";
import { heldAmong, isLive, liveHolds, type VehicleHold } from "../orders/index.ts";
import { indexRows, type IndexRow } from "./listing-index-rows.ts";
import { cachedFor } from "../foundation/revision-cache.ts";
import { REVISION_TTL_MS, siteRevision } from "../foundation/site-revisions.ts";

/**
 * A vehicle with its owner, and whether it can be bought (model/listings/availability.ts): its stock
 * status and whether a buyer holds it (a reservation lock, or an order).
 */
export type VehicleRow = VehiclesTable & { dealer: DealersTable; availability: Availability };

/** A search's page of vehicles, and when its `available` count changes by the clock alone (a hold running out). */
export interface SearchAnswer {
  result: ListingResult;
  vehicles: VehicleRow[];
  /** The earliest end (ms) of a hold the count left out, or null. */
  changesAt: number | null;
}

function listOf(piped: string): string[] {
  return piped.split("|").filter(Boolean);
}

/**
 * Stock search over publication lists. Each process keeps one in-memory index of every published
 * vehicle, with a bit set per list (decision 098), rebuilt when the "listings" revision changes (an
 * import on any node), checked at most once a second. The index answers filters, facets, sorting and
 * paging within a list; the database only supplies the 12 vehicles shown.
 */
/** An index and the listings revision it was built from. */
interface BuiltIndex {
  revision: number;
  index: ListingIndex;
}

export class ListingService {
  /** The index answering now. */
  #current: BuiltIndex | null = null;
  /** The build under way, if any: every request arriving meanwhile shares it. */
  #building: Promise<BuiltIndex> | null = null;
  readonly #revision = cachedFor(1000, () => siteRevision(this.db, "listings"));
  // Read as often as the site's revisions (200 ms): a reservation shows on cards and counts within a second.
  readonly #reservations = cachedFor(REVISION_TTL_MS, () => siteRevision(this.db, "reservations"));
  #dealersCache: { revision: number; value: Promise<Map<string, DealersTable>> } | null = null;
  /** Each list's retailers as of one "listings" revision. */
  #retailersCache: { revision: number; byList: Map<string, Promise<DealersTable[]>> } | null = null;
  /** The buyers' holds as of one "reservations" revision (every lock taken, moved or released bumps it). */
  #holdsCache: { revision: number; value: Promise<VehicleHold[]> } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async listExists(listKey: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom("vehicle_publications")
        .select("list_key")
        .where("list_key", "=", listKey)
        .limit(1)
        .executeTakeFirst()) !== undefined
    );
  }

  /** The index of the current revision; while it is rebuilt, the previous one (the first build is waited for). */
  async #index(): Promise<ListingIndex> {
    const revision = await this.#revision();
    const current = this.#current;
    // At or past the revision read (revisions only grow): a build that restarted for a newer stock is newer than a cached read.
    if (current && current.revision >= revision) return current.index;
    if (!this.#building) {
      const building = this.#build();
      this.#building = building;
      building.then(
        (built) => {
          // The revision the build read, which is newer than `revision` if an import switched the stock meanwhile.
          this.#current = built;
          this.#building = null;
        },
        () => {
          this.#building = null;
        },
      );
    }
    // While rebuilding, requests keep using the previous index (if any) rather than waiting.
    return current ? current.index : this.#building.then((built) => built.index);
  }

  /**
   * Builds the index now rather than at the first stock request: the server calls it once it listens,
   * so the first visitor after a start does not wait for the build (about 20 s at a million vehicles;
   * requests meanwhile share it). Resolves with the number of vehicles indexed.
   */
  async warm(): Promise<number> {
    return (await this.#index()).size;
  }

  /**
   * The listings revision a search is answered at now: the previous one while a rebuild is under way.
   * What a cached stock page is keyed by, so its key never names data newer than it holds. The same
   * for every list (one index serves them all); `_listKey` keeps the callers' form.
   */
  async answeringRevision(_listKey: string): Promise<number> {
    await this.#index();
    return this.#current?.revision ?? (await this.#revision());
  }

  /**
   * The "reservations" revision (bumped by services/orders when a lock is taken or released): a
   * cached stock page names it beside the listings revision, so a Reserved badge appears within a second.
   */
  reservationsRevision(): Promise<number> {
    return this.#reservations();
  }

  /**
   * A page of the list's vehicles for `query`. Its `available` count leaves out the vehicles buyers
   * hold now (the index knows the stock statuses, not the holds, which change by the minute).
   */
  async search(listKey: string, query: ListingQuery): Promise<SearchAnswer> {
    const [index, holds] = await Promise.all([this.#index(), this.#holds()]);
    const at = new Date().toISOString();
    const live = holds.filter((hold) => isLive(hold, at));
    const result = index.query(
      listKey,
      query,
      live.map((hold) => hold.vehicle_id),
    );
    const ends = live.flatMap((hold) => (hold.expires_at === null ? [] : [Date.parse(hold.expires_at)]));
    return {
      result,
      vehicles: await this.vehicles(result.ids),
      changesAt: ends.length > 0 ? Math.min(...ends) : null,
    };
  }

  /**
   * Full rows with their owner and availability, in the order of `ids`. The holds of these vehicles
   * are read fresh for every answer: one indexed look-up of twelve keys costs less than a second
   * buyer's surprise.
   */
  async vehicles(ids: readonly string[]): Promise<VehicleRow[]> {
    if (ids.length === 0) return [];
    const [rows, dealerById, held] = await Promise.all([
      this.db.selectFrom("vehicles").selectAll().where("id", "in", ids).execute(),
      this.#dealers(),
      heldAmong(this.db, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        { ...row, dealer: dealerById.get(row.owner_id)!, availability: availabilityOf(row.status, held.has(id)) },
      ];
    });
  }

  /** Every live hold, read once per "reservations" revision; each is checked against the clock where used. */
  async #holds(): Promise<VehicleHold[]> {
    const revision = await this.#reservations();
    if (this.#holdsCache?.revision !== revision) {
      const entry = { revision, value: liveHolds(this.db) };
      this.#holdsCache = entry;
      entry.value.catch(() => {
        if (this.#holdsCache === entry) this.#holdsCache = null;
      });
    }
    return this.#holdsCache.value;
  }

  async vehicle(listKey: string, id: string): Promise<VehicleRow | null> {
    const index = await this.#index();
    if (!index.has(listKey, id)) return null;
    return (await this.vehicles([id]))[0] ?? null;
  }

  /** Up to six vehicles of the same nameplate, never the vehicle itself. */
  async similar(listKey: string, vehicle: VehicleRow): Promise<VehicleRow[]> {
    const index = await this.#index();
    return this.vehicles(
      index.sameValue(listKey, "nameplate_name", vehicle.nameplate_name, vehicle.id, SIMILAR_VEHICLES),
    );
  }

  /**
   * Every dealer by id, read once per "listings" revision: dealers change only with a stock import,
   * and every stock request needs the owners of its twelve vehicles.
   */
  async #dealers(): Promise<Map<string, DealersTable>> {
    const revision = await this.#revision();
    if (this.#dealersCache?.revision !== revision) {
      const value = this.db
        .selectFrom("dealers")
        .selectAll()
        .execute()
        .then((dealers) => new Map(dealers.map((dealer) => [dealer.id, dealer])));
      const entry = { revision, value };
      this.#dealersCache = entry;
      value.catch(() => {
        if (this.#dealersCache === entry) this.#dealersCache = null;
      });
    }
    return this.#dealersCache.value;
  }

  /**
   * The dealers owning vehicles published in `listKey`, by name, read once per "listings" revision and
   * list: every stock page lists them, and the query reads all of the list's publications (a million
   * rows at full stock; 0.9 ms of the demo's 4 ms uncached /stock when it ran per request).
   */
  async retailersOf(listKey: string): Promise<DealersTable[]> {
    const revision = await this.#revision();
    if (this.#retailersCache?.revision !== revision) this.#retailersCache = { revision, byList: new Map() };
    const byList = this.#retailersCache.byList;
    let retailers = byList.get(listKey);
    if (!retailers) {
      const value = this.db
        .selectFrom("dealers")
        .selectAll()
        .where(
          "id",
          "in",
          this.db
            .selectFrom("vehicles")
            .innerJoin("vehicle_publications", "vehicle_publications.vehicle_id", "vehicles.id")
            .select("vehicles.owner_id")
            .where("vehicle_publications.list_key", "=", listKey),
        )
        .orderBy("name")
        .execute();
      byList.set(listKey, value);
      value.catch(() => {
        if (byList.get(listKey) === value) byList.delete(listKey);
      });
      retailers = value;
    }
    return retailers;
  }

  /**
   * Streams every published vehicle with its lists (services/listings/listing-index-rows.ts: COPY on
   * PostgreSQL, keyset pages on SQLite, only the columns the index needs) into an index builder, and
   * yields to other work between batches and between the builder's finishing steps, so requests keep
   * being answered, from the previous index, while a million vehicles are indexed (decisions 091, 096,
   * 098). An import switching the stock mid-build is seen by the revision check: the build starts again.
   */
  async #build(): Promise<BuiltIndex> {
    for (;;) {
      const revision = await siteRevision(this.db, "listings");
      const [expected, dealers] = await Promise.all([
        this.db
          .selectFrom("vehicle_publications")
          .select((eb) => eb.fn.count<number | string>("vehicle_id").distinct().as("count"))
          .executeTakeFirst(),
        this.#dealers(),
      ]);
      const builder = new ListingIndexBuilder(Number(expected?.count ?? 0));
      for await (const rows of indexRows(this.db)) {
        for (const row of rows) builder.add(indexedVehicle(row, dealers.get(String(row.owner_id))));
        await yieldToRequests();
      }
      const steps = builder.finish();
      let step = steps.next();
      while (!step.done) {
        await yieldToRequests();
        step = steps.next();
      }
      if ((await siteRevision(this.db, "listings")) === revision) return { revision, index: step.value };
    }
  }
}

function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function indexedVehicle(row: IndexRow, dealer: DealersTable | undefined): IndexedVehicle {
  const engines = listOf(String(row.engine_type));
  return {
    id: String(row.id),
    lists: listOf(String(row.lists)),
    values: {
      nameplate_brand_name: String(row.nameplate_brand_name),
      nameplate_model_group: String(row.nameplate_model_group),
      nameplate_name: String(row.nameplate_name),
      financing_options: listOf(String(row.financing_options)),
      state: String(row.state),
      engine_type: engines,
      transmission: String(row.transmission),
      color_canonical: String(row.color_canonical),
      color_name: String(row.color_name),
      status: String(row.status),
      owner_id: String(row.owner_id),
      number_of_seats: String(row.number_of_seats),
    },
    ranges: {
      mileage: Number(row.mileage),
      production_year: Number(row.production_year),
      model_year: Number(row.model_year),
      power: Number(row.power),
      display_price: Number(row.display_price),
      msrp_price: Number(row.msrp_price),
    },
    createdAt: String(row.created_at),
    ownerDealerCode: dealer?.dealer_code ?? "",
    // The parts repeat across vehicles and are stored once each; the VIN is the vehicle's own.
    searchText: [
      String(row.nameplate_brand_name),
      String(row.model_display_name),
      String(row.version),
      String(row.color_name),
      String(row.state),
      engines.join(" "),
      String(row.transmission),
      String(row.production_year),
      dealer?.name ?? "",
      dealer?.city ?? "",
    ],
    uniqueText: String(row.vin),
  };
}
