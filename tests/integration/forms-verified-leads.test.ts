import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { createForm, postLead, SITE_ORIGIN, testDriveForm } from "../support/forms.ts";
import { startSmtpServer } from "../support/smtp.ts";

const SERVICE_SID = `VA${"3".repeat(32)}`;
const TWILIO_BASE = "https://twilio-proxy.example.test";

/** Twilio Verify behind the configured base URL (TWILIO_VERIFY_API_BASE): the code 123456 is right. */
const mockServer = setupServer(
  http.post(`${TWILIO_BASE}/v2/Services/${SERVICE_SID}/Verifications`, () =>
    HttpResponse.json({ sid: "VE1", status: "pending" }, { status: 201 }),
  ),
  http.post(`${TWILIO_BASE}/v2/Services/${SERVICE_SID}/VerificationCheck`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return HttpResponse.json({ sid: "VE1", status: form.get("Code") === "123456" ? "approved" : "pending" });
  }),
);

/** The test-drive form with its phone and e-mail fields marked "verify". */
function verifiedForm() {
  const form = testDriveForm();
  const ui = form.ui_schema as Record<string, Record<string, unknown>>;
  ui.phone = { ...ui.phone, "ui:options": { ...(ui.phone?.["ui:options"] as object), verify: "phone" } };
  ui.email = { ...ui.email, "ui:options": { ...(ui.email?.["ui:options"] as object), verify: "email" } };
  return form;
}

describe("leads of forms with verified fields", () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: SignedIn;
  let formId: string;
  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    smtp = await startSmtpServer();
    testApp = await createTestApp("sqlite", {
      env: {
        OUTBOX_WORKER: "false",
        SMTP_URL: smtp.url,
        TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_VERIFY_SERVICE_SID: SERVICE_SID,
        TWILIO_VERIFY_API_BASE: TWILIO_BASE,
        LEAD_RATE_LIMIT: "1000",
      },
    });
    admin = await signIn(testApp, "admin");
    formId = (await createForm(testApp, admin, verifiedForm())).id;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    mockServer.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "POST", url, headers: { origin: SITE_ORIGIN }, payload });
  /** The code in the last e-mail the SMTP server received. */
  const lastCode = () => /confirmation code is (\d{6})/.exec(smtp.messages.at(-1)?.raw ?? "")?.[1] ?? "";

  async function emailToken(email: string): Promise<string> {
    expect((await post("/email_verification/create_verification", { email })).statusCode).toBe(200);
    const checked = await post("/email_verification/check_verification", { email, code: lastCode() });
    return checked.json<{ token: string }>().token;
  }

  it("refuses a lead whose verified phone and e-mail carry no proof, naming both fields", async () => {
    const answer = await postLead(testApp, formId, {
      data: { name: "Ada Lovelace", email: "ada@example.com", phone: "+61 400 000 000", consent: true },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ issues: { field: string; message: string }[] }>().issues).toEqual([
      { field: "email", pointer: "/data/email", keyword: "verification", message: expect.stringContaining("code") },
      { field: "phone", pointer: "/data/phone", keyword: "verification", message: expect.stringContaining("code") },
    ]);
  });

  it("gives a token only for the right SMS code, and stores the lead as verified with it", async () => {
    expect((await post("/twilio/create_verification", { phone_number: "+61400000000" })).statusCode).toBe(200);
    const wrong = await post("/twilio/check_verification", { phone_number: "+61400000000", code: "000000" });
    expect(wrong.json()).toEqual({ status: "pending", valid: false });
    const right = await post("/twilio/check_verification", { phone_number: "+61400000000", code: "123456" });
    const phoneToken = right.json<{ valid: boolean; token: string }>().token;
    expect(right.json()).toMatchObject({ status: "approved", valid: true });

    const data = { name: "Ada Lovelace", email: "ada@example.com", phone: "+61 400 000 000", consent: true };
    const emailProof = await emailToken("Ada@Example.com");
    // A token proves one value: the phone's token does not confirm another number.
    const otherNumber = await postLead(testApp, formId, {
      data: { ...data, phone: "+61 411 111 111" },
      verifications: { phone: phoneToken, email: emailProof },
    });
    expect(otherNumber.statusCode).toBe(422);
    expect(otherNumber.json<{ issues: { field: string }[] }>().issues.map((issue) => issue.field)).toEqual(["phone"]);

    const created = await postLead(testApp, formId, { data, verifications: { phone: phoneToken, email: emailProof } });
    expect(created.statusCode, created.body).toBe(201);
    const lead = await testApp.app.inject({
      method: "GET",
      url: `/forms/${formId}/leads/${created.json<{ id: string }>().id}`,
      headers: admin.headers,
    });
    expect(lead.json()).toMatchObject({ verified: { phone: "phone", email: "email" } });
  });

  it("e-mails a six-digit code; a wrong code is refused, and five wrong tries end it", async () => {
    const email = "grace@example.com";
    expect((await post("/email_verification/create_verification", { email })).statusCode).toBe(200);
    expect(smtp.messages.at(-1)?.to).toEqual([email]);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post("/email_verification/check_verification", { email, code: wrongCode })).json()).toEqual({
        status: "pending",
        valid: false,
      });
    const late = await post("/email_verification/check_verification", { email, code });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ message: "This code has expired. Ask for a new one." });
  });

  it("takes an empty optional verified field without proof", async () => {
    const answer = await postLead(testApp, formId, {
      data: { name: "Ada Lovelace", email: "ada@example.com", consent: true },
      verifications: { email: await emailToken("ada@example.com") },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
