import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const demoFooter = (
  JSON.parse(readFileSync("services/cms/demo-content/settings.json", "utf8")) as Record<string, unknown>
)["footer.config"];

describe.each(STORAGE_NEUTRAL_KINDS)("the footer on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  const save = (key: string, value: string) =>
    testApp.app.inject({ method: "POST", url: "/settings", headers: admin.headers, payload: { key, value } });
  const footerOf = async (url = "/static") =>
    parseHtml((await testApp.app.inject({ url })).body).querySelector("footer.site-footer")!;

  it("shows the built-in links until a footer is configured, the form links keeping their form (decision 037)", async () => {
    const footer = await footerOf();
    expect(footer.querySelector('a[href="/contact-us"]')!.getAttribute("data-form-id")).toBe("demo-contact");
  });

  it("draws the demo's structured footer: columns with headings, social links, the search bar, medium links, sanitised HTML", async () => {
    const saved = await save("footer.config", JSON.stringify(demoFooter));
    expect(saved.statusCode, saved.body).toBe(201);
    const footer = await footerOf();
    expect([...footer.querySelectorAll("h2")].map((node) => node.textContent)).toEqual([
      "Vehicles",
      "Owners and buyers",
      "Follow us",
    ]);
    expect(footer.querySelector('a[href="/contact-us"]')!.getAttribute("data-form-id")).toBe("demo-contact");
    const facebook = footer.querySelector('a[href="https://www.facebook.com/"]')!;
    expect(facebook.getAttribute("rel")).toBe("noopener noreferrer");
    expect(facebook.textContent).toContain("Facebook");
    expect(footer.querySelector('form[action="/search"] input[name="q"]')).not.toBeNull();
    expect(footer.querySelector('ul[aria-label="More links"] a[href="/privacy-policy"]')).not.toBeNull();
    expect(footer.textContent).toContain("Forecourt Motors is a demonstration site of a retailer group");
    // Social links show the network's icon, not its initial in a circle.
    expect(facebook.querySelector(".site-footer__icon svg path")).not.toBeNull();
    expect(facebook.querySelector(".site-footer__icon")!.textContent).toBe("");
  });

  it("refuses a malformed footer with the JSON pointer of the problem", async () => {
    const bad = await save(
      "footer.config",
      JSON.stringify({ columns: [{ type: "links", rows: [{ items: [{ label: "x", target: "_top" }] }] }] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ issues: { pointer: string }[] }>().issues.map((issue) => issue.pointer)).toContain(
      "/columns/0/rows/0/items/0/target",
    );
    expect((await save("footer.config", "{not json")).json<{ error: string }>().error).toBe("invalid_json");
  });

  it("gives the Arabic pages their own footer (footer.config.ar), checked as the main one; English pages keep the main one", async () => {
    const arabic = {
      columns: [
        { type: "links", rows: [{ heading: "السيارات", items: [{ type: "link", label: "المخزون", url: "/stock" }] }] },
      ],
    };
    const bad = await save(
      "footer.config.ar",
      JSON.stringify({ columns: [{ type: "links", rows: [{ items: [{ label: "x", target: "_top" }] }] }] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ issues: { pointer: string }[] }>().issues.map((issue) => issue.pointer)).toContain(
      "/columns/0/rows/0/items/0/target",
    );
    expect((await save("footer.config.ar", JSON.stringify(arabic))).statusCode).toBe(201);
    const footer = await footerOf("/ar/model-launch");
    expect([...footer.querySelectorAll("h2")].map((node) => node.textContent)).toEqual(["السيارات"]);
    expect(footer.querySelector('ul[aria-label="روابط أخرى"]')).toBeNull();
    expect(footer.textContent).toContain("الأسعار والمواصفات قابلة للتغيير");
    expect([...(await footerOf()).querySelectorAll("h2")].map((node) => node.textContent)).toEqual([
      "Vehicles",
      "Owners and buyers",
      "Follow us",
    ]);
    // Emptied, the Arabic pages show the main footer again.
    expect((await save("footer.config.ar", "{}")).statusCode).toBe(200);
    expect((await footerOf("/ar/model-launch")).querySelector("h2")!.textContent).toBe("Vehicles");
  });

  it("falls back, logging each drop, for a stored value the rules refuse; raw HTML when nothing structured is left", async () => {
    const db = testApp.database.handle.db;
    await db
      .updateTable("settings")
      .set({ value: JSON.stringify({ columns: [{ rows: [{ items: [{ type: "link", url: "/no-label" }] }] }] }) })
      .where("key", "=", "footer.config")
      .execute();
    await db.updateTable("site_revisions").set({ revision: 5000 }).where("name", "=", "settings").execute();
    expect(
      (await save("footer.html", '<p>Raw footer <a href="/x">link</a></p><script>alert(1)</script>')).statusCode,
    ).toBe(201);
    const footer = await footerOf();
    expect(footer.querySelector(".site-footer__html")!.innerHTML).toBe('<p>Raw footer <a href="/x">link</a></p>');
    const warnings: string[] = [];
    await testApp.services.settings.site((message) => warnings.push(message));
    expect(warnings).toEqual(
      expect.arrayContaining([
        "footer.config /columns/0/rows/0/items/0: a link item needs a label; dropped",
        "footer.config /columns/0/rows/0: a row needs items or a heading link; dropped",
        "footer.config /columns/0: a column needs rows; dropped",
      ]),
    );
  });
});
