import { readFileSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoVins } from "../../services/vin/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const DEMO = "services/cms/demo-content";
/** The first VIN of the demo map-update list. */
const DEMO_VIN = readFileSync(`${DEMO}/map-update.vins.csv`, "utf8").split("\n")[1]!.split(",")[0]!;

describe.each(DATABASE_KINDS)("VIN lists on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
  }, 60_000);
  afterAll(() => testApp.close());

  const lookup = (payload: object, ip = "10.0.0.1") =>
    testApp.app.inject({ method: "POST", url: "/public_api/vin_lookup", payload, remoteAddress: ip });
  const upload = (list: string, csv: string, who: SignedIn = admin, query = "") =>
    testApp.app.inject({
      method: "PUT",
      url: `/api/vins/${list}${query}`,
      headers: { ...who.headers, "content-type": "text/csv" },
      payload: csv,
    });

  it("seeds the demo lists once, and answers yes for a demo VIN and no for another", async () => {
    const seeded = await seedDemoVins(testApp.services.vins, DEMO, readdirSync(DEMO));
    expect(seeded).toBe(65);
    expect(await seedDemoVins(testApp.services.vins, DEMO, readdirSync(DEMO))).toBe(0);
    expect((await lookup({ list: "map-update", vin: DEMO_VIN.toLowerCase() })).json()).toEqual({ found: true });
    expect((await lookup({ list: "map-update", vin: "SALGA2BE9PA999999" })).json()).toEqual({ found: false });
    expect((await lookup({ list: "recall-2026-01", vin: DEMO_VIN })).json()).toEqual({ found: false });
  });

  it("lets an admin replace a list from CSV, whole, normalising VINs and ignoring other columns", async () => {
    const response = await upload("recall-test", "Model;VIN\nF-PACE;sadca2bv2pa200000\nF-PACE; SADC A2BV 2PA2 00001\n");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ list: "recall-test", count: 2 });
    expect((await lookup({ list: "recall-test", vin: "SADC-A2BV-2PA2-00001" })).json()).toEqual({ found: true });

    expect((await upload("recall-test", "vin\nSADCA2BV2PA200000\n")).json()).toMatchObject({ count: 1 });
    expect((await lookup({ list: "recall-test", vin: "SADCA2BV2PA200001" })).json()).toEqual({ found: false });
  });

  it("refuses a CSV with a bad row, naming its line, and changes nothing", async () => {
    const response = await upload("recall-test", "vin\nSADCA2BV2PA200002\nSADCA2BV2PA20000O\nshort\n");
    expect(response.statusCode).toBe(422);
    const body = response.json<{ issues: { line: number; message: string }[] }>();
    expect(body.issues.map((issue) => issue.line)).toEqual([3, 4]);
    expect(body.issues[0]!.message).toMatch(/without I, O and Q/);
    expect((await lookup({ list: "recall-test", vin: "SADCA2BV2PA200002" })).json()).toEqual({ found: false });
    expect((await upload("recall-test", "model\nF-PACE\n")).statusCode).toBe(422);
  });

  it("checks the check digit on upload only when asked (a North American list)", async () => {
    expect((await upload("na", "vin\n1M8GDM9A1KP042788\n", admin, "?check_digit=true")).statusCode).toBe(422);
    expect((await upload("na", "vin\n1M8GDM9AXKP042788\n", admin, "?check_digit=true")).statusCode).toBe(200);
  });

  it("lets editors see the lists but only admins replace them; visitors neither", async () => {
    expect((await upload("recall-test", "vin\nSADCA2BV2PA200002\n", editor)).statusCode).toBe(403);
    const lists = await testApp.app.inject({ url: "/api/vins", headers: editor.headers });
    expect(lists.statusCode).toBe(200);
    expect(lists.json<{ data: { list: string }[] }>().data.map((row) => row.list)).toContain("map-update");
    expect((await testApp.app.inject({ url: "/api/vins" })).statusCode).toBe(401);
  });

  it("lets an admin delete a whole list, after which its VINs are not found; editors may not", async () => {
    expect((await upload("recall-delete", "vin\nSADCA2BV2PA200002\nSADCA2BV2PA200003\n")).statusCode).toBe(200);
    const remove = (who: SignedIn) =>
      testApp.app.inject({ method: "DELETE", url: "/api/vins/recall-delete", headers: who.headers });
    expect((await remove(editor)).statusCode).toBe(403);
    expect((await lookup({ list: "recall-delete", vin: "SADCA2BV2PA200002" })).json()).toEqual({ found: true });
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await lookup({ list: "recall-delete", vin: "SADCA2BV2PA200002" })).json()).toEqual({ found: false });
    const lists = await testApp.app.inject({ url: "/api/vins", headers: admin.headers });
    expect(lists.json<{ data: { list: string }[] }>().data.map((row) => row.list)).not.toContain("recall-delete");
    const again = await remove(admin);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe("There is no VIN list recall-delete.");
  });

  it("refuses a malformed VIN with 422 at /vin, and says nothing about the list", async () => {
    const response = await lookup({ list: "map-update", vin: "12345" });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ issues: { pointer: string }[] }>().issues[0]!.pointer).toBe("/vin");
    expect((await lookup({ list: "map-update", vin: "1M8GDM9A1KP042788", check_digit: true })).statusCode).toBe(422);
  });

  it("refuses an anonymous lookup body over 16 KiB with 413, before reading it", async () => {
    const padded = { list: "map-update", vin: "SALGA2BE9PA999999", padding: "x".repeat(20 * 1024) };
    const response = await lookup(padded, "10.7.7.7");
    expect(response.statusCode).toBe(413);
    expect((await lookup({ list: "map-update", vin: "SALGA2BE9PA999999" }, "10.7.7.7")).statusCode).toBe(200);
  });

  it("limits lookups per address, so the endpoint cannot be swept", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await lookup({ list: "map-update", vin: "SALGA2BE9PA999999" }, "10.9.9.9")).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const limited = await lookup({ list: "map-update", vin: "SALGA2BE9PA999999" }, "10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await lookup({ list: "map-update", vin: "SALGA2BE9PA999999" }, "10.9.9.10")).statusCode).toBe(200);
  });

  it("pages through a list, searches it by the start of a VIN or anywhere in it ignoring case, and never answers more than 100", async () => {
    const vins = Array.from({ length: 130 }, (_, index) => `SADCA2BV2PA${String(300000 + index).padStart(6, "0")}`);
    expect((await upload("recall-page", `vin\n${vins.join("\n")}\n`)).statusCode).toBe(200);
    const page = (query: string, who: SignedIn = admin) =>
      testApp.app.inject({ url: `/api/vins/recall-page/entries?${query}`, headers: who.headers });
    type Page = { total: number; offset: number; data: { vin: string }[] };

    const first = await page("limit=50");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Page>().total).toBe(130);
    expect(first.json<Page>().data.map((entry) => entry.vin)).toEqual(vins.slice(0, 50));
    expect((await page("limit=50&offset=100")).json<Page>().data.map((entry) => entry.vin)).toEqual(vins.slice(100));
    expect((await page("limit=101")).statusCode).toBe(400);

    // "sadca2bv2pa30012" starts ten VINs (300120-300129); "0012" is inside those ten and 300012.
    const prefix = (await page("q=sadca2bv2pa30012")).json<Page>();
    expect(prefix.total).toBe(10);
    expect(prefix.data[0]!.vin).toBe("SADCA2BV2PA300120");
    const contains = (await page("q=0012&match=contains")).json<Page>();
    expect(contains.data.map((entry) => entry.vin)).toEqual([vins[12]!, ...vins.slice(120, 130)]);
    expect((await page("q=0012")).json<Page>().total).toBe(0);
    // A wildcard typed into the search is no wildcard.
    expect((await page(`q=${encodeURIComponent("%_")}&match=contains`)).json<Page>().total).toBe(130);
    expect((await page("q=x", editor)).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: "/api/vins/recall-page/entries" })).statusCode).toBe(401);
  });

  it("lets an admin add and remove a single VIN, checked like an uploaded row; editors may not", async () => {
    const add = (payload: object, who: SignedIn = admin) =>
      testApp.app.inject({ method: "POST", url: "/api/vins/recall-single/entries", headers: who.headers, payload });
    const added = await add({ vin: "sadc-a2bv-2pa4-00001" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ vin: string }>().vin).toBe("SADCA2BV2PA400001");
    expect((await lookup({ list: "recall-single", vin: "SADCA2BV2PA400001" })).json()).toEqual({ found: true });
    const again = await add({ vin: "SADCA2BV2PA400001" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("SADCA2BV2PA400001 is in list recall-single already.");
    const bad = await add({ vin: "SADCA2BV2PA40000O" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ issues: { pointer: string; message: string }[] }>().issues[0]).toMatchObject({
      pointer: "/vin",
      message: "A VIN holds only digits and the letters A to Z without I, O and Q.",
    });
    expect((await add({ vin: "1M8GDM9A1KP042788", check_digit: true })).statusCode).toBe(422);
    expect((await add({ vin: "SADCA2BV2PA400002" }, editor)).statusCode).toBe(403);

    const remove = (vin: string, who: SignedIn = admin) =>
      testApp.app.inject({ method: "DELETE", url: `/api/vins/recall-single/entries/${vin}`, headers: who.headers });
    expect((await remove("SADCA2BV2PA400001", editor)).statusCode).toBe(403);
    expect((await remove("sadca2bv2pa400001")).statusCode).toBe(204);
    expect((await lookup({ list: "recall-single", vin: "SADCA2BV2PA400001" })).json()).toEqual({ found: false });
    expect((await remove("SADCA2BV2PA400001")).statusCode).toBe(404);
  });

  it("downloads a list as CSV that uploads again to the same list", async () => {
    const vins = Array.from({ length: 1203 }, (_, index) => `SADCA2BV2PA${String(500000 + index).padStart(6, "0")}`);
    expect((await upload("recall-download", `vin\n${[...vins].reverse().join("\n")}\n`)).statusCode).toBe(200);
    const response = await testApp.app.inject({ url: "/api/vins/recall-download/download", headers: editor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="recall-download.csv"');
    const lines = response.body.trim().split("\n");
    expect(lines[0]).toBe("vin,added_at");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(vins);
    expect((await upload("recall-copy", response.body)).json()).toMatchObject({ count: 1203 });
    expect((await testApp.app.inject({ url: "/api/vins/recall-download/download" })).statusCode).toBe(401);
  });
});
