import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/** The navigation variants (decision 173): the navigation service's menu, the newer header, the logo-only page. */
describe("the navigation variants", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let service: Server;
  let base = "";
  const asked: string[] = [];

  beforeAll(async () => {
    service = createServer((request, response) => {
      asked.push(request.url ?? "");
      if (request.url === "/naas/nav.locale=en.json" || request.url === "/naas/nav.locale=ar.json") {
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({
            logo: { src: "/brand/group-logo.svg", href: "/" },
            entries: [
              {
                id: "vehicles",
                label: "Group vehicles",
                url: "/models",
                children: [{ id: "d", label: "Group Defender", url: "/defender" }],
              },
              { id: "careers", label: "Careers", url: "https://careers.example.com/" },
              { id: "hidden", label: "Hidden entry", url: "/hidden" },
            ],
          }),
        );
      } else {
        response.statusCode = 503;
        response.end();
      }
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    // The navigation service here is on this machine: the operator allow-lists loopback (decision 119).
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1");
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    service.close();
    vi.unstubAllEnvs();
  });
  beforeEach(async () => {
    await testApp.database.handle.db.deleteFrom("settings").execute();
    asked.length = 0;
  });

  const save = async (key: string, value: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key, value },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const headerOf = async (url: string) =>
    parseHtml((await testApp.app.inject({ url })).body).querySelector("header.site-header")!;
  const labels = (header: Element) =>
    [...header.querySelectorAll(".site-header__nav a, .site-header__nav summary")].map((link) => link.textContent);

  it("shows the navigation service's menu and logo, leaves out disabled entries, and asks the service once for many pages", async () => {
    await save("navigation.variant", "external");
    await save(
      "navigation.external",
      JSON.stringify({ url: `${base}/naas/nav.locale={locale}.json`, disable: ["hidden"] }),
    );
    const header = await headerOf("/static");
    expect(header.getAttribute("data-navigation")).toBe("external");
    expect(labels(header)).toEqual(["Group vehicles", "Group vehicles", "Group Defender", "Careers"]);
    expect(header.querySelector(".site-header__logo img")?.getAttribute("src")).toBe("/brand/group-logo.svg");
    await headerOf("/islands");
    await headerOf("/static");
    expect(asked).toEqual(["/naas/nav.locale=en.json"]);
  });

  it("falls back to the site's own menu, and still serves the page, when the service fails", async () => {
    await save("navigation.variant", "external");
    await save("navigation.external", JSON.stringify({ url: `${base}/down/{locale}.json` }));
    const response = await testApp.app.inject({ url: "/static" });
    expect(response.statusCode).toBe(200);
    const header = parseHtml(response.body).querySelector("header.site-header")!;
    expect(header.getAttribute("data-navigation")).toBe("site");
    expect(labels(header)).not.toContain("Careers");
    expect(labels(header).length).toBeGreaterThan(0);
  });

  it("does not ask the service unless the navigation style is external", async () => {
    await save("navigation.external", JSON.stringify({ url: `${base}/naas/nav.locale={locale}.json` }));
    expect((await headerOf("/static")).getAttribute("data-navigation")).toBe("site");
    expect(asked).toEqual([]);
  });

  it("refuses a navigation service address that is not a web address", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "navigation.external", value: JSON.stringify({ url: "file:///etc/passwd" }) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ issues: [{ pointer: "/url" }] });
  });

  it("draws the newer header: a Menu button listing every entry with its sub-entries, and its own stylesheet", async () => {
    await save("navigation.variant", "newer");
    const html = (await testApp.app.inject({ url: "/static" })).body;
    const header = parseHtml(html).querySelector("header.site-header")!;
    expect(header.classList.contains("site-header--newer")).toBe(true);
    expect(header.querySelector(".site-header__nav")).toBeNull();
    const panel = header.querySelector("details.site-header__menu nav")!;
    expect(panel.getAttribute("aria-label")).toBe("Main");
    expect([...panel.querySelectorAll("a")].map((link) => link.textContent)).toEqual(
      expect.arrayContaining(["Stock", "FAQ"]),
    );
  });

  it("shows only the logo on a page whose settings ask for it, and the full header elsewhere", async () => {
    await save("navigation.variant", "standard");
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: admin.headers,
      payload: {
        path: "/launch-logo-only",
        title: "Launch",
        navigation_logo_only: true,
        draft: { schemaVersion: 1, root: { props: { title: "Launch" } }, content: [] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, navigation_logo_only } = created.json() as { id: string; navigation_logo_only: boolean };
    expect(navigation_logo_only).toBe(true);
    const published = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${id}/publish`,
      headers: { ...admin.headers, "if-match": created.headers.etag as string },
    });
    expect(published.statusCode, published.body).toBe(200);
    const header = await headerOf("/launch-logo-only");
    expect(header.getAttribute("data-navigation")).toBe("logo-only");
    expect(header.querySelector(".site-header__logo")).not.toBeNull();
    expect(header.querySelectorAll("nav, details, form, button").length).toBe(0);
    expect((await headerOf("/static")).querySelector(".site-header__nav")).not.toBeNull();
  });
});
