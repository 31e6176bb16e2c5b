import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";
import { SITE_ORIGIN } from "../support/forms.ts";

const ACCOUNT_SID = `AC${"1".repeat(32)}`;
const SERVICE_SID = `VA${"2".repeat(32)}`;
const VERIFIER = "https://verifier.example.test/fullverify";

/** Twilio's and the e-mail verifier's APIs, mocked at the HTTP layer: the real SDK and fetch code run. */
const seen: { path: string; body: string; authorization: string | null }[] = [];
let verifierAnswer: () => Promise<Response> | Response = () => HttpResponse.json({ email: { status: "valid" } });
const mockServer = setupServer(
  http.post(`https://verify.twilio.com/v2/Services/${SERVICE_SID}/Verifications`, async ({ request }) => {
    seen.push({
      path: "verifications",
      body: await request.text(),
      authorization: request.headers.get("authorization"),
    });
    return HttpResponse.json({ sid: "VE1", status: "pending", to: "+61400000000", channel: "sms" }, { status: 201 });
  }),
  http.post(`https://verify.twilio.com/v2/Services/${SERVICE_SID}/VerificationCheck`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    seen.push({ path: "check", body: form.toString(), authorization: request.headers.get("authorization") });
    if (form.get("To") === "+61499999999")
      return HttpResponse.json({ code: 20404, message: "not found", status: 404 }, { status: 404 });
    return HttpResponse.json({ sid: "VE1", status: form.get("Code") === "123456" ? "approved" : "pending" });
  }),
  http.post(VERIFIER, async () => verifierAnswer()),
);

describe("phone and e-mail verification", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp("sqlite", {
      env: {
        OUTBOX_WORKER: "false",
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_VERIFY_SERVICE_SID: SERVICE_SID,
        BRITEVERIFY_API_KEY: "key",
        BRITEVERIFY_URL: VERIFIER,
        LEAD_RATE_LIMIT: "1000",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    mockServer.close();
  });
  beforeEach(() => {
    seen.length = 0;
    verifierAnswer = () => HttpResponse.json({ email: { status: "valid" } });
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "POST", url, headers: { origin: SITE_ORIGIN }, payload });
  const verify = (email: string) =>
    testApp.app.inject({ method: "GET", url: `/integrations/verify?email=${encodeURIComponent(email)}` });

  it("sends a code and checks it through Twilio Verify with the account's credentials", async () => {
    const created = await post("/twilio/create_verification", { phone_number: "+61400000000" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ status: "pending" });
    expect(new URLSearchParams(seen[0]!.body).get("To")).toBe("+61400000000");
    expect(new URLSearchParams(seen[0]!.body).get("Channel")).toBe("sms");
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:token`).toString("base64")}`);

    expect((await post("/twilio/check_verification", { phone_number: "+61400000000", code: "123456" })).json()).toEqual(
      { status: "approved", valid: true, token: expect.any(String) },
    );
    expect((await post("/twilio/check_verification", { phone_number: "+61400000000", code: "000000" })).json()).toEqual(
      { status: "pending", valid: false },
    );
    expect(
      (await post("/twilio/check_verification", { phone_number: "+61499999999", code: "123456" })).statusCode,
    ).toBe(422);
    expect((await post("/twilio/create_verification", { phone_number: "0400 000 000" })).statusCode).toBe(400);
  });

  it("says verification is on in active_system", async () => {
    const session = await testApp.services.sessions.create(
      (await testApp.services.users.create({ email: "v@example.com", name: "v", role: "viewer" })).id,
    );
    const response = await testApp.app.inject({
      method: "GET",
      url: "/integrations/active_system",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.json()).toMatchObject({
      verification: { enabled: true, phone: true, email: true, recaptcha: false },
    });
  });

  it("counts valid and accept_all as valid, others as invalid", async () => {
    expect((await verify("ada@example.com")).json()).toEqual({ valid: true, status: "valid" });
    verifierAnswer = () => HttpResponse.json({ email: { status: "accept_all" } });
    expect((await verify("ada@example.com")).json()).toEqual({ valid: true, status: "accept_all" });
    verifierAnswer = () => HttpResponse.json({ email: { status: "invalid" } });
    expect((await verify("nobody@example.com")).json()).toEqual({ valid: false, status: "invalid" });
  });

  it("assumes valid on an HTTP error (VALIDATION_ERROR) and after 5000 ms (TIMEOUT); refuses empty input with the seed's message", async () => {
    verifierAnswer = () => new HttpResponse("boom", { status: 500 });
    expect((await verify("ada@example.com")).json()).toMatchObject({ valid: true, error_code: "VALIDATION_ERROR" });
    verifierAnswer = async () => {
      await delay(6000);
      return HttpResponse.json({ email: { status: "invalid" } });
    };
    const started = Date.now();
    expect((await verify("ada@example.com")).json()).toMatchObject({ valid: true, error_code: "TIMEOUT" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    const empty = await verify(" ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: "Valid email address is required" });
  }, 20_000);
});
