import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bumpSiteRevision } from "../../services/foundation/site-revisions.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";

/** The showroom config entries: settings admins edit (schema-checked), served publicly by type. */
describe("showroom config entries", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    admin = await signIn(testApp, "admin");
    editor = await signIn(testApp, "editor");
  }, 60_000);
  afterAll(() => testApp.close());
  beforeEach(async () => {
    // Emptied as a change of settings would be: with a new settings revision, which readers follow.
    await testApp.database.handle.db.deleteFrom("settings").execute();
    await bumpSiteRevision(testApp.database.handle.db, "settings");
  });

  const save = (key: string, value: unknown, who: SignedIn = admin) =>
    testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: who.headers,
      payload: { key, value: JSON.stringify(value) },
    });
  const read = (query = "") => testApp.app.inject({ url: `/public_api/showroom_config${query}` });

  it("serves the stored entries of the asked types to anyone", async () => {
    const steps = {
      steps: [
        { label: "Car", type: "vehicle" },
        { label: "Pay", type: "checkout" },
      ],
    };
    expect((await save("showroom_config.order_online_steps_page", steps)).statusCode).toBe(201);
    expect((await save("showroom_config.config_order_online", { vendor: "NO_PAYMENT_JAPAN" })).statusCode).toBe(201);
    expect((await save("showroom_config.cash", { label: "Cash" })).statusCode).toBe(201);

    const some = await read("?config_type=order_online_steps_page,config_order_online");
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({
      data: [
        { config_type: "config_order_online", data: { vendor: "NO_PAYMENT_JAPAN" } },
        { config_type: "order_online_steps_page", data: steps },
      ],
    });
    expect((await read()).json().data).toHaveLength(3);
  });

  it("refuses an entry that breaks its schema, naming the pointer, and stores nothing", async () => {
    const bad = await save("showroom_config.order_online_steps_page", { steps: [{ label: "x", type: "payment" }] });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("/steps/0/type");
    expect((await read()).json()).toEqual({ data: [] });
  });

  it("only admins change entries", async () => {
    expect((await save("showroom_config.order_online", { enabled: false }, editor)).statusCode).toBe(403);
  });

  it("answers an unknown config type with 400", async () => {
    const response = await read("?config_type=order_online,teleport");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("teleport");
  });
});
