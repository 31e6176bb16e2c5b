import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ListingIndexBuilder } from "../../model/listings/listing-index-builder.ts";
import { parseListingQuery } from "../../model/listings/listing-query.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { ListingService } from "../../services/listings/listing-service.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";

/**
 * The demo fleet, changed so that one vehicle is published in `only-here` and nowhere else, and
 * another in no list at all (in `vehicles`, not published: the index must not hold it).
 */
function fleetWithOwnList() {
  const fleet = generateFleet(60, 3);
  const [own, unpublished] = fleet.vehicles;
  const publications = fleet.publications.filter(
    (publication) => publication.vehicle_id !== own!.id && publication.vehicle_id !== unpublished!.id,
  );
  publications.push({ list_key: "only-here", vehicle_id: own!.id });
  return { fleet: { ...fleet, publications }, own: own!, unpublished: unpublished! };
}

describe.each(DATABASE_KINDS)("one listing index for every list on %s (decision 098)", (kind) => {
  let database: TestDatabase;
  const { fleet, own, unpublished } = fleetWithOwnList();
  const inList = (list: string) => fleet.publications.filter((publication) => publication.list_key === list).length;
  const byVin = (vin: string) => parseListingQuery({ q: vin });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await importFleet(database.handle.db, fleet);
  });
  afterAll(() => database.drop());
  afterEach(() => vi.restoreAllMocks());

  it("builds the index once for searches on several lists, concurrent or not", async () => {
    const builds = vi.spyOn(ListingIndexBuilder.prototype, "finish");
    const listings = new ListingService(database.handle.db);
    const [all, fresh] = await Promise.all([
      listings.search("all", parseListingQuery({})),
      listings.search("new", parseListingQuery({})),
    ]);
    const jaguar = await listings.search("jaguar", parseListingQuery({}));
    await listings.vehicle("only-here", own.id);
    expect(builds).toHaveBeenCalledTimes(1);
    expect(all.result.total).toBe(inList("all"));
    expect(fresh.result.total).toBe(inList("new"));
    expect(jaguar.result.total).toBe(inList("jaguar"));
    expect(inList("jaguar")).toBeLessThan(inList("all"));
  });

  it("is built by warm() before any search (as the server does once it listens), and searches use it", async () => {
    const builds = vi.spyOn(ListingIndexBuilder.prototype, "finish");
    const listings = new ListingService(database.handle.db);
    const published = new Set(fleet.publications.map((publication) => publication.vehicle_id)).size;
    expect(await listings.warm()).toBe(published);
    expect(builds).toHaveBeenCalledTimes(1);
    const all = await listings.search("all", parseListingQuery({}));
    expect(all.result.total).toBe(inList("all"));
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it("rebuilds the one index once when the stock changes, for every list", async () => {
    const listings = new ListingService(database.handle.db);
    expect(await listings.vehicle("all", own.id)).toBeNull();
    const builds = vi.spyOn(ListingIndexBuilder.prototype, "finish");
    const moved = {
      ...fleet,
      publications: [...fleet.publications.filter((publication) => publication.vehicle_id !== own.id)],
    };
    moved.publications.push({ list_key: "all", vehicle_id: own.id });
    await importFleet(database.handle.db, moved);
    try {
      // The revision is read at most once a second; meanwhile, and during the rebuild, the old index answers.
      await expect
        .poll(
          async () => {
            await listings.search("new", parseListingQuery({}));
            return (await listings.vehicle("all", own.id))?.id ?? null;
          },
          { timeout: 5000 },
        )
        .toBe(own.id);
      expect(await listings.vehicle("only-here", own.id)).toBeNull();
      expect(builds).toHaveBeenCalledTimes(1);
    } finally {
      await importFleet(database.handle.db, fleet);
    }
  });

  it("finds a vehicle published only in one list through that list and no other", async () => {
    const listings = new ListingService(database.handle.db);
    expect((await listings.vehicle("only-here", own.id))?.id).toBe(own.id);
    expect(await listings.vehicle("all", own.id)).toBeNull();
    expect(await listings.vehicle("jaguar", own.id)).toBeNull();
    expect((await listings.search("only-here", byVin(own.vin))).result.ids).toEqual([own.id]);
    expect((await listings.search("all", byVin(own.vin))).result.total).toBe(0);
    expect((await listings.search("only-here", parseListingQuery({}))).result.total).toBe(1);
    // Similar vehicles come from the same list: this one's list holds nothing else, "all" has others.
    const row = (await listings.vehicle("only-here", own.id))!;
    expect(await listings.similar("only-here", row)).toEqual([]);
    expect((await listings.similar("all", row)).length).toBeGreaterThan(0);
  });

  it("holds no vehicle that is in no list, and gives an unknown list nothing", async () => {
    const listings = new ListingService(database.handle.db);
    for (const list of ["all", "new", "used", "jaguar", "land-rover", "only-here"])
      expect(await listings.vehicle(list, unpublished.id), list).toBeNull();
    expect((await listings.search("all", byVin(unpublished.vin))).result.total).toBe(0);
    const unknown = await listings.search("no-such-list", parseListingQuery({}));
    expect(unknown.result).toMatchObject({ ids: [], total: 0 });
    expect(unknown.vehicles).toEqual([]);
    expect(await listings.listExists("no-such-list")).toBe(false);
  });
});
