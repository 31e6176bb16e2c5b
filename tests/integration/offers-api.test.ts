import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const REMOTE = "https://offers.example.test/api/offers";

const offer = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  car_model_key: "range_rover_sport",
  brand: "land_rover",
  model_family: "range_rover",
  category: "new_cars",
  market: "AE",
  title: `Offer ${id}`,
  description: "<p>Five years' service</p>",
  prices: [{ label: "From", amount: 38990000, currency: "AED" }],
  published: true,
  ...overrides,
});

let remote: () => Response = () => HttpResponse.json([]);
const mockServer = setupServer(http.get(REMOTE, () => remote()));

describe.each(DATABASE_KINDS)("Offers on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp(kind);
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
  }, 60_000);
  afterAll(async () => {
    mockServer.close();
    await testApp.close();
  });

  const inject = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who?: SignedIn,
    payload?: object,
    headers = {},
  ) => testApp.app.inject({ method, url, headers: { ...who?.headers, ...headers }, payload });

  it("lets an admin create an offer, sanitising its description, and lists it for visitors while active", async () => {
    const created = await inject(
      "POST",
      "/api/offers",
      admin,
      offer("rr-sport", { description: '<p onclick="x()">Deal</p><script>alert(1)</script>' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.json().description).toBe("<p>Deal</p>");

    await inject("POST", "/api/offers", admin, offer("future", { schedule: { start: "2999-01-01", end: null } }));
    await inject("POST", "/api/offers", admin, offer("draft", { published: false }));
    const listed = await inject("GET", "/public_api/offers");
    expect(listed.json().data.map((item: { id: string }) => item.id)).toEqual(["rr-sport"]);
    expect(listed.json().data[0]).not.toHaveProperty("revision");
    expect(await testApp.services.offers.listActiveOffers(new Date())).toEqual({
      offers: [expect.objectContaining({ id: "rr-sport", car_model_key: "range_rover_sport", brand: "land_rover" })],
      // The future offer appears at 00:00:01 on its start date (London is on GMT in January).
      expiresAt: Date.parse("2999-01-01T00:00:01Z"),
    });
  });

  it("refuses an invalid offer with the JSON pointer of the problem", async () => {
    const response = await inject(
      "POST",
      "/api/offers",
      admin,
      offer("bad", { prices: [{ label: "x", amount: 1.5, currency: "AED" }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual(expect.objectContaining({ pointer: "/prices/0/amount" }));
    const backwards = await inject(
      "POST",
      "/api/offers",
      admin,
      offer("bad", { schedule: { start: "2026-12-31", end: "2026-12-01" } }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().issues).toEqual([expect.objectContaining({ pointer: "/schedule/end" })]);
  });

  it("changes an offer only against its current revision, and lets editors read but not write", async () => {
    expect((await inject("PUT", "/api/offers/rr-sport", admin, offer("rr-sport"))).statusCode).toBe(428);
    const changed = await inject("PUT", "/api/offers/rr-sport", admin, offer("rr-sport", { title: "New title" }), {
      "if-match": '"1"',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: "New title", revision: 2 });
    const stale = await inject("PUT", "/api/offers/rr-sport", admin, offer("rr-sport"), { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);

    expect((await inject("GET", "/api/offers", editor)).json().data.length).toBeGreaterThan(0);
    expect((await inject("POST", "/api/offers", editor, offer("by-editor"))).statusCode).toBe(403);
    expect((await inject("GET", "/api/offers")).statusCode).toBe(401);

    expect((await inject("DELETE", "/api/offers/draft", admin, undefined, { "if-match": '"1"' })).statusCode).toBe(204);
    expect((await inject("GET", "/api/offers/draft", admin)).statusCode).toBe(404);
  });

  it("rejects the import with the seed's text when mena.offers_api_url is missing", async () => {
    const response = await inject("POST", "/api/offers/import", admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Missing api url: mena.offers_api_url");
  });

  it("imports the remote array: upserts the valid items by id and reports the rejected ones", async () => {
    await testApp.services.settings.upsert("mena.offers_api_url", REMOTE);
    remote = () =>
      HttpResponse.json([
        offer("rr-sport", { title: "Imported title" }),
        offer("defender", { model_family: "defender", car_model_key: "defender_110" }),
        offer("broken", { category: "boats" }),
        "not an offer",
      ]);
    const response = await inject("POST", "/api/offers/import", admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(2);
    expect(response.json().rejected).toEqual([
      { index: 2, id: "broken", issues: [expect.objectContaining({ pointer: "/category" })] },
      { index: 3, id: null, issues: [expect.objectContaining({ pointer: "", message: "must be an object" })] },
    ]);
    expect((await inject("GET", "/api/offers/rr-sport", admin)).json().title).toBe("Imported title");
    const defenders = await inject("GET", "/public_api/offers?families=defender");
    expect(defenders.json().data.map((item: { id: string }) => item.id)).toEqual(["defender"]);
  });

  it("reports a remote that fails or does not answer an array, changing nothing", async () => {
    remote = () => new HttpResponse("down", { status: 503 });
    const failed = await inject("POST", "/api/offers/import", admin);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain("503");
    remote = () => HttpResponse.json({ data: [] });
    expect((await inject("POST", "/api/offers/import", admin)).json().message).toBe(
      "The offers API did not answer an array.",
    );
  });
});
