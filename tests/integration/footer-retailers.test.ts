import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/** The footer's retailers section, fetched by the server from its API (decision 058). */
describe("the footer's retailers section", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let api: Server;
  let base = "";
  let requests = 0;

  beforeAll(async () => {
    api = createServer((request, response) => {
      requests++;
      if (request.url === "/retailers") {
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({
            data: [{ name: "Cape Town", address: "2 Dock Rd", city: "Cape Town", mainPhone: "021 000" }],
          }),
        );
      } else {
        response.statusCode = 503;
        response.end();
      }
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // The retailers API here is on this machine: the operator allow-lists loopback (decision 119).
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    api.close();
    vi.unstubAllEnvs();
  });

  const save = (value: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "general.mena_retailers.footer.config.api", value },
    });
  const footerOf = async () =>
    parseHtml((await testApp.app.inject({ url: "/static" })).body).querySelector("footer.site-footer")!;

  it("lists the API's retailers, asking it once for many pages", async () => {
    expect((await save(`${base}/retailers`)).statusCode).toBeLessThan(300);
    const footer = await footerOf();
    const section = footer.querySelector("section.site-footer__retailers")!;
    expect(section.querySelector("h2")!.textContent).toBe("Our retailers");
    expect(section.querySelector("li")!.textContent).toBe("Cape Town2 Dock RdCape Town021 000");
    await footerOf();
    await footerOf();
    expect(requests).toBe(1);
  });

  it("has no section, and the page is served, when the API fails", async () => {
    expect((await save(`${base}/down`)).statusCode).toBeLessThan(300);
    const response = await testApp.app.inject({ url: "/static" });
    expect(response.statusCode).toBe(200);
    expect(parseHtml(response.body).querySelector("section.site-footer__retailers")).toBeNull();
  });
});
