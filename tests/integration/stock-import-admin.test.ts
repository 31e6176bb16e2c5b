/**
 * The admin's stock imports (decision 136): an upload or a URL is imported in the background of the
 * server (the request answers 202 at once), followed through GET /api/stock/imports/{id} with its rate
 * and rejected rows; one import at a time (409 naming the running one); a URL is fetched under the
 * outbound policy; a refused full import is switched anyway from its kept feed. On both databases.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { feedFixture } from "../support/stock-feed.ts";
import { endOfImport } from "../support/stock-imports.ts";

const { dealers, rows } = feedFixture(30, 13);
const lines = (feed: readonly object[]) => feed.map((row) => JSON.stringify(row)).join("\n") + "\n";

/** A feed server on 127.0.0.1 that sends `/slow.ndjson` a line at a time while `release` is not called. */
async function feedServer(): Promise<{ origin: string; release: () => void; close: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/x-ndjson" });
    if (request.url === "/slow.ndjson") {
      response.write(lines(rows.slice(0, 2)));
      void held.then(() => response.end(lines(rows.slice(2, 4))));
    } else response.end(lines(rows.slice(0, 3)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release: () => release(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASE_KINDS)("the admin's stock imports on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let remote: Awaited<ReturnType<typeof feedServer>>;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace({ dealers, vehicles: [], publications: [] });
    admin = await signIn(testApp, "admin");
    remote = await feedServer();
  }, 60_000);
  afterAll(async () => {
    remote.release();
    await testApp.close();
    await remote.close();
  });
  afterEach(() => vi.unstubAllEnvs());

  const upload = (body: string, query: string, who: SignedIn = admin) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/stock/imports?${query}`,
      headers: { ...who.headers, "content-type": "application/x-ndjson" },
      payload: body,
    });
  const fromUrl = (payload: object, who: SignedIn = admin) =>
    testApp.app.inject({ method: "POST", url: "/api/stock/imports/url", headers: who.headers, payload });

  it("imports an upload in the background and reports its rejected rows by line, field and reason, with its rate", async () => {
    const feed = [...rows.slice(0, 20), { ...rows[20]!, mileage: "far" }, { ...rows[21]!, colour: "red" }];
    const started = await upload(lines(feed), "mode=full&name=stock.ndjson");
    const report = await endOfImport(testApp, admin.headers, started);
    expect(report).toMatchObject({
      status: "finished",
      source: "upload: stock.ndjson",
      rows_read: 22,
      inserted: 20,
      rejected: 2,
      rejections: [
        { line: 21, field: "mileage", reason: "must be integer" },
        { line: 22, field: "colour", reason: "is not a field of the stock feed" },
      ],
    });
    expect(report.rows_per_second).toBeGreaterThan(0);
    const history = await testApp.app.inject({ url: "/api/stock/imports", headers: admin.headers });
    expect(history.json<{ data: { id: string; rows_per_second: number }[] }>().data[0]).toMatchObject({
      id: report.id,
      rows_per_second: report.rows_per_second,
    });
    const editor = await signIn(testApp, "editor");
    expect((await upload(lines(feed), "mode=delta", editor)).statusCode).toBe(403);
    expect((await fromUrl({ url: `${remote.origin}/feed.ndjson` }, editor)).statusCode).toBe(403);
  }, 60_000);

  it("refuses a second import while one runs, naming it, and takes one again when it has ended", async () => {
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    const slow = await fromUrl({ url: `${remote.origin}/slow.ndjson`, mode: "delta" });
    expect(slow.statusCode, slow.body).toBe(202);
    const refused = await upload(lines(rows.slice(0, 3)), "mode=delta");
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      new RegExp(
        `^A stock import is already running \\(delta, ${remote.origin}/slow.ndjson, started .*\\): start this one when it has finished\\.$`,
      ),
    );
    expect((await fromUrl({ url: `${remote.origin}/feed.ndjson` })).statusCode).toBe(409);
    remote.release();
    expect(await endOfImport(testApp, admin.headers, slow)).toMatchObject({ status: "finished", rows_read: 4 });
    expect(
      (await endOfImport(testApp, admin.headers, await fromUrl({ url: `${remote.origin}/feed.ndjson`, mode: "delta" })))
        .status,
    ).toBe("finished");
  }, 60_000);

  it("fetches a URL under the outbound policy: this machine is refused unless the operator allows it", async () => {
    const report = await endOfImport(testApp, admin.headers, await fromUrl({ url: `${remote.origin}/feed.ndjson` }));
    expect(report).toMatchObject({ status: "failed", rows_read: 0 });
    expect(report.error).toMatch(/OUTBOUND_ALLOW_HOSTS/);
    expect((await fromUrl({ url: "file:///etc/passwd" })).statusCode).toBe(400);
  }, 60_000);

  it("keeps the stock when a full feed is refused, and switches it anyway when the admin says so", async () => {
    expect((await endOfImport(testApp, admin.headers, await upload(lines(rows), "mode=full"))).status).toBe("finished");
    const broken = rows.map((row, index) => (index < 20 ? { ...row, mileage: "far" } : row));
    const refused = await endOfImport(testApp, admin.headers, await upload(lines(broken), "mode=full"));
    expect(refused).toMatchObject({ status: "failed", refusal: "too_many_rejections", rejected: 20, unpublished: 0 });

    const again = await testApp.app.inject({
      method: "POST",
      url: `/api/stock/imports/${refused.id}/switch_anyway`,
      headers: admin.headers,
    });
    const switched = await endOfImport(testApp, admin.headers, again);
    expect(switched).toMatchObject({ status: "finished", refusal: null, unpublished: 20, source: refused.source });

    // The feed went with the switch: the refused import cannot be switched a second time.
    const twice = await testApp.app.inject({
      method: "POST",
      url: `/api/stock/imports/${refused.id}/switch_anyway`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(410);
    const notRefused = await testApp.app.inject({
      method: "POST",
      url: `/api/stock/imports/${switched.id}/switch_anyway`,
      headers: admin.headers,
    });
    expect(notRefused.statusCode).toBe(409);
  }, 60_000);
});
