import { describe, expect, it } from "vitest";
import { createExternalNavigation } from "./external-navigation.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const MENU = { entries: [{ id: "stock", label: "Stock", url: "/stock" }] };
const SETTING = { url: "https://nav.test/naas/nav.locale={locale}.json" };

describe("the navigation service, asked from the server", () => {
  it("asks the saved address for the page's language, keeps the answer ten minutes, and shares one request", async () => {
    const asked: string[] = [];
    let time = 0;
    const navigation = createExternalNavigation({
      now: () => time,
      fetch: async (url) => {
        asked.push(url);
        return json(MENU);
      },
    });
    const [first, second] = await Promise.all([navigation(SETTING, "en"), navigation(SETTING, "en")]);
    expect(first?.entries.map((entry) => entry.label)).toEqual(["Stock"]);
    expect(second).toEqual(first);
    time = 9 * 60_000;
    await navigation(SETTING, "en");
    expect(asked).toEqual(["https://nav.test/naas/nav.locale=en.json"]);
    await navigation(SETTING, "ar");
    expect(asked).toContain("https://nav.test/naas/nav.locale=ar.json");
    time = 11 * 60_000;
    await navigation(SETTING, "en");
    expect(asked.filter((url) => url.endsWith("locale=en.json"))).toHaveLength(2);
  });

  it("applies the setting's disable list to the kept answer", async () => {
    const navigation = createExternalNavigation({
      fetch: async () => json({ entries: [...MENU.entries, { id: "news", label: "News", url: "/news" }] }),
    });
    expect((await navigation({ ...SETTING, disable: ["stock"] }, "en"))?.entries.map((entry) => entry.id)).toEqual([
      "news",
    ]);
  });

  it("answers null (the site's own menu) with one log line on an HTTP error, an answer without entries, or a timeout, and waits a minute before asking again", async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(await createExternalNavigation({ warn, fetch: async () => json({}, 503) })(SETTING, "en")).toBeNull();
    expect(
      await createExternalNavigation({ warn, fetch: async () => json({ entries: [] }) })(SETTING, "en"),
    ).toBeNull();
    let calls = 0;
    let time = 0;
    const hanging = createExternalNavigation({
      warn,
      now: () => time,
      fetch: (_url, init) => {
        calls++;
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
        );
      },
    });
    expect(await hanging({ ...SETTING, timeout_ms: 200 }, "en")).toBeNull();
    expect(await hanging({ ...SETTING, timeout_ms: 200 }, "en")).toBeNull();
    expect(calls).toBe(1);
    time = 61_000;
    await hanging({ ...SETTING, timeout_ms: 200 }, "en");
    expect(calls).toBe(2);
    expect(warnings[0]).toContain("HTTP 503");
    expect(warnings[1]).toContain("no menu entries");
    expect(warnings[2]).toContain("timed out");
    expect(warnings.every((line) => line.includes("the site's own menu is shown"))).toBe(true);
  });
});
