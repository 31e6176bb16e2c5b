import { describe, expect, it } from "vitest";
import { createFooterRetailers } from "./footer-retailers.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the footer's retailers from their API", () => {
  it("reads the list under data, keeps it for ten minutes, and shares one request", async () => {
    let calls = 0;
    let time = 0;
    const retailers = createFooterRetailers({
      now: () => time,
      fetch: async () => {
        calls++;
        return json({
          data: [
            {
              name: "Pretoria",
              display_name_lr: "Land Rover Pretoria",
              address: "1 Main Rd",
              city: "Pretoria",
              postcode: "0001",
              mainPhone: "+27 12 000 0000",
              email: "sales@example.com",
            },
            { name: "" },
            { attributes: { name: "Durban", zipcode: "4001", city: "Durban", email: "not an e-mail" } },
          ],
        });
      },
    });
    const [first, second] = await Promise.all([retailers("https://api.test/r"), retailers("https://api.test/r")]);
    expect(first).toEqual([
      {
        name: "Land Rover Pretoria",
        address: "1 Main Rd",
        city: "0001 Pretoria",
        phone: "+27 12 000 0000",
        email: "sales@example.com",
      },
      { name: "Durban", address: "", city: "4001 Durban", phone: "", email: "" },
    ]);
    expect(second).toBe(first);
    time = 9 * 60_000;
    await retailers("https://api.test/r");
    expect(calls).toBe(1);
    time = 11 * 60_000;
    await retailers("https://api.test/r");
    expect(calls).toBe(2);
  });

  it("answers null with a log line on an HTTP error, a body without a list, or a timeout", async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(await createFooterRetailers({ warn, fetch: async () => json({}, 503) })("https://a.test/")).toBeNull();
    expect(await createFooterRetailers({ warn, fetch: async () => json({ data: {} }) })("https://b.test/")).toBeNull();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    expect(await createFooterRetailers({ warn, fetch: hanging, timeoutMs: 20 })("https://c.test/")).toBeNull();
    expect(warnings).toEqual([
      "Footer retailers from https://a.test/ not shown: it answered HTTP 503",
      "Footer retailers from https://b.test/ not shown: its answer holds no list of retailers",
      "Footer retailers from https://c.test/ not shown: it timed out",
    ]);
  });
});
