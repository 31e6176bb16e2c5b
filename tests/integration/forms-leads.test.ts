import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, testDriveForm, VALID_LEAD } from "../support/forms.ts";
import { startSmtpServer } from "../support/smtp.ts";

const LEADS_API = "https://leads.example.test";
const RECAPTCHA = "https://recaptcha.example.test/siteverify";

/** The lead service and reCAPTCHA, mocked at the HTTP layer: the real fetch code runs against them. */
const leadService = { failing: false, posted: [] as unknown[] };
const mockServer = setupServer(
  http.post(`${LEADS_API}/api/leads`, async ({ request }) => {
    if (leadService.failing) return new HttpResponse("down", { status: 503 });
    leadService.posted.push(await request.json());
    return HttpResponse.json({ id: `remote-${leadService.posted.length}` }, { status: 201 });
  }),
  http.get(`${LEADS_API}/api/leads/:id/salesforce_data`, ({ params }) =>
    HttpResponse.json({ salesforce_id: `sf-${String(params.id)}` }),
  ),
  http.post(RECAPTCHA, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    return HttpResponse.json({ success: form.get("secret") === "shh" && form.get("response") === "human" });
  }),
);

describe.each(DATABASE_KINDS)("lead posts, deliveries and exports on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  /** A form's integrations are set by admins (decision 119). */
  let admin: SignedIn;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ip = 0;
  /** A fresh client address per post: the rate limit is tested on its own. */
  const from = () => ({ "x-forwarded-for": `10.1.${Math.floor(++ip / 250)}.${ip % 250}` });

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, {
      env: {
        OUTBOX_WORKER: "false",
        SMTP_URL: smtp.url,
        LEADS_API_URL: LEADS_API,
        TRUST_PROXY: "127.0.0.1",
        LEAD_RATE_LIMIT: "5",
        OUTBOX_RETRY_MS: "1",
      },
    });
    editor = await signIn(testApp, "editor");
    admin = await signIn(testApp, "admin");
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    mockServer.close();
  });
  beforeEach(() => {
    leadService.failing = false;
    smtp.failing.value = false;
  });

  const worker = () => testApp.services.forms.worker;

  it("answers 201 with the committed lead's id; 422 names each invalid field; 404 for unknown or draft forms", async () => {
    const form = await createForm(testApp, editor);
    const accepted = await postLead(testApp, form.id, { data: VALID_LEAD }, from());
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { id } = accepted.json<{ id: string }>();
    const stored = await testApp.database.handle.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(JSON.parse(stored!.data)).toEqual(VALID_LEAD);

    const invalid = await postLead(
      testApp,
      form.id,
      { data: { name: "A", email: "nope", message: "x".repeat(21) } },
      from(),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ error: "invalid_lead", message: "4 fields need your attention." });
    const issues = invalid.json<{ issues: { field: string; pointer: string; message: string }[] }>().issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.field, issue.message]))).toEqual({
      name: "Please enter at least 2 characters.",
      email: "Please enter a valid e-mail address.",
      message: "Character limit exceeded",
      consent: "Please tick this box to continue.",
    });
    expect(issues.find((issue) => issue.field === "email")!.pointer).toBe("/data/email");

    expect((await postLead(testApp, "no-such-form", { data: VALID_LEAD }, from())).statusCode).toBe(404);
    const draft = await createForm(testApp, editor, testDriveForm({ status: "draft" }));
    expect((await postLead(testApp, draft.id, { data: VALID_LEAD }, from())).statusCode).toBe(404);
  });

  it("refuses an oversize body with 413, a cross-site post with 403, and limits posts per address with 429", async () => {
    const form = await createForm(testApp, editor);
    const big = await postLead(testApp, form.id, { data: { ...VALID_LEAD, message: "x".repeat(70_000) } }, from());
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: "too_large" });
    const crossSite = await postLead(
      testApp,
      form.id,
      { data: VALID_LEAD },
      { ...from(), origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);

    const address = { "x-forwarded-for": "192.0.2.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postLead(testApp, form.id, { data: VALID_LEAD }, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await postLead(testApp, form.id, { data: VALID_LEAD }, address);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await postLead(testApp, form.id, { data: VALID_LEAD }, from())).statusCode).toBe(201);
  });

  it("returns the first answer for a repeated Idempotency-Key, even when the retries race, and refuses the key for another body", async () => {
    const form = await createForm(testApp, editor);
    const key = crypto.randomUUID();
    const headers = { ...from(), "idempotency-key": key };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postLead(testApp, form.id, { data: VALID_LEAD }, headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    const leads = await testApp.database.handle.db
      .selectFrom("leads")
      .select("id")
      .where("form_id", "=", form.id)
      .execute();
    expect(leads).toHaveLength(1);
    const other = await postLead(testApp, form.id, { data: { ...VALID_LEAD, name: "Someone else" } }, headers);
    expect(other.statusCode).toBe(409);
  });

  it("delivers notification and confirmation e-mails over SMTP and the lead to the lead service from the outbox", async () => {
    const form = await createForm(
      testApp,
      editor,
      testDriveForm({
        settings: {
          ...testDriveForm().settings,
          notifications: { enabled: true, recipients: ["sales@example.com"], subject: "New test drive" },
          confirmations: {
            enabled: true,
            email_field: "email",
            subject: "Thanks for asking",
            html: "<p>We call you</p>",
          },
        },
      }),
    );
    await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: admin.headers,
      payload: { lead_service: { enabled: true, fetch_salesforce_data: true } },
    });
    const before = smtp.messages.length;
    const posted = await postLead(testApp, form.id, { data: VALID_LEAD }, from());
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<{ id: string }>();
    while ((await worker().runOnce()) > 0);

    const mails = smtp.messages.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([["ada@example.com"], ["sales@example.com"]]);
    expect(mails.find((mail) => mail.to[0] === "sales@example.com")!.raw).toContain("Ada Lovelace");
    expect(leadService.posted.at(-1)).toMatchObject({ lead: { id, form_id: form.id, data: VALID_LEAD } });

    const deliveries = await testApp.app.inject({
      method: "GET",
      url: `/forms/${form.id}/leads/${id}/integrations`,
      headers: editor.headers,
    });
    const data = deliveries.json<{ data: { kind: string; status: string; attempts: number; response: unknown }[] }>()
      .data;
    expect(data.map((delivery) => [delivery.kind, delivery.status, delivery.attempts]).sort()).toEqual([
      ["confirmation", "delivered", 1],
      ["lead_service", "delivered", 1],
      ["notification", "delivered", 1],
    ]);
    expect(data.find((delivery) => delivery.kind === "lead_service")!.response).toMatchObject({
      salesforce_data: { salesforce_id: expect.stringMatching(/^sf-remote-/) },
    });
  });

  it("keeps accepting leads while SMTP and the lead service are down, retries with backoff, shows failures on the lead and re-sends them with integrations/fix", async () => {
    const form = await createForm(
      testApp,
      editor,
      testDriveForm({
        settings: {
          ...testDriveForm().settings,
          notifications: { enabled: true, recipients: ["sales@example.com"], subject: "New" },
        },
      }),
    );
    await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: admin.headers,
      payload: { lead_service: { enabled: true } },
    });
    smtp.failing.value = true;
    leadService.failing = true;
    const started = Date.now();
    const posted = await postLead(testApp, form.id, { data: VALID_LEAD }, from());
    expect(posted.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const { id } = posted.json<{ id: string }>();

    // Every try fails: retried (OUTBOX_RETRY_MS=1 makes the backoff short) until out of tries.
    for (let round = 0; round < 40; round++) {
      await worker().runOnce();
      const lead = await testApp.services.forms.store.getLead(form.id, id);
      if (lead!.integrations.every((delivery) => delivery.status === "failed")) break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const failed = await testApp.app.inject({
      method: "GET",
      url: `/forms/${form.id}/leads/${id}`,
      headers: editor.headers,
    });
    const integrations = failed.json<{
      integrations: { kind: string; status: string; attempts: number; last_error: string }[];
    }>().integrations;
    expect(integrations.map((delivery) => delivery.status)).toEqual(["failed", "failed"]);
    expect(integrations.every((delivery) => delivery.attempts === 8)).toBe(true);
    expect(integrations.find((delivery) => delivery.kind === "lead_service")!.last_error).toContain("503");

    smtp.failing.value = false;
    leadService.failing = false;
    const fixed = await testApp.app.inject({
      method: "POST",
      url: `/forms/${form.id}/leads/${id}/integrations/fix`,
      headers: editor.headers,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<{ data: { status: string }[] }>().data.map((delivery) => delivery.status)).toEqual([
      "pending",
      "pending",
    ]);
    while ((await worker().runOnce()) > 0);
    const lead = await testApp.services.forms.store.getLead(form.id, id);
    expect(lead!.integrations.map((delivery) => delivery.status)).toEqual(["delivered", "delivered"]);
  }, 30_000);

  it("pages through a form's leads for an export in both orders, each lead once, whatever the page size", async () => {
    const form = await createForm(testApp, editor);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const posted = await postLead(testApp, form.id, { data: { ...VALID_LEAD, name: `Lead ${n}` } }, from());
      expect(posted.statusCode).toBe(201);
      ids.push(posted.json<{ id: string }>().id);
    }
    const collect = async (sort: "created_at" | "-created_at") => {
      const seen: string[] = [];
      for await (const page of testApp.services.forms.store.leadPages(form.id, { sort }, 2)) {
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page.map((lead) => lead.id));
      }
      return seen;
    };
    const ascending = await collect("created_at");
    expect([...ascending].sort()).toEqual([...ids].sort());
    expect(await collect("-created_at")).toEqual([...ascending].reverse());
  });

  it("exports leads as CSV (UTF-8 with BOM) and XLSX: create, poll, download", async () => {
    const form = await createForm(testApp, editor);
    for (const name of ["Zoë Ündər", 'Quote "me", please']) {
      expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, name } }, from())).statusCode).toBe(201);
      // Two leads within one millisecond tie on created_at and then follow their random ids: the
      // export's order is the order of arrival only when the clock tells them apart.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    async function exported(format: "csv" | "xlsx"): Promise<Buffer> {
      const created = await testApp.app.inject({
        method: "POST",
        url: `/forms/${form.id}/lead_exports?format=${format}&sort=created_at`,
        headers: editor.headers,
      });
      expect(created.statusCode, created.body).toBe(202);
      const job = created.json<{ id: string }>();
      let status = "";
      for (let i = 0; i < 50 && status !== "done"; i++) {
        const poll = await testApp.app.inject({
          method: "GET",
          url: `/forms/${form.id}/lead_exports/${job.id}`,
          headers: editor.headers,
        });
        status = poll.json<{ status: string }>().status;
        if (status === "done") expect(poll.json()).toMatchObject({ total: 2, written: 2 });
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const download = await testApp.app.inject({
        method: "GET",
        url: `/forms/${form.id}/lead_exports/${job.id}/download`,
        headers: editor.headers,
      });
      expect(download.statusCode).toBe(200);
      // Named by form and day, so a folder of exports reads (and sorts) by form, then day.
      const today = new Date().toISOString().slice(0, 10);
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename="request-a-test-drive-leads-${today}.${format}"`,
      );
      return download.rawPayload;
    }

    const csv = (await exported("csv")).toString("utf8");
    expect(csv.startsWith("\uFEFFLead id,Created at,Name,E-mail,Phone,Message,I agree\r\n")).toBe(true);
    expect(csv).toContain(",Zoë Ündər,ada@example.com,,,yes\r\n");
    expect(csv).toContain(',"Quote ""me"", please",');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported("xlsx")) as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet("Leads")!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(["Lead id", "Created at", "Name"]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(["Zoë Ündər", 'Quote "me", please']);
    const viewer = await signIn(testApp, "viewer");
    expect(
      (await testApp.app.inject({ method: "POST", url: `/forms/${form.id}/lead_exports`, headers: viewer.headers }))
        .statusCode,
    ).toBe(403);
  }, 30_000);

  it("verifies reCAPTCHA on the server when a secret is set and the site turned it on", async () => {
    const guarded = await createTestApp(kind, {
      env: { OUTBOX_WORKER: "false", RECAPTCHA_SECRET: "shh", RECAPTCHA_VERIFY_URL: RECAPTCHA },
    });
    try {
      const admin = await signIn(guarded, "admin");
      const form = await createForm(guarded, admin);
      // Off until the setting says so: a secret alone does not refuse the forms' leads.
      expect((await postLead(guarded, form.id, { data: VALID_LEAD })).statusCode).toBe(201);
      const setting = await guarded.app.inject({
        method: "POST",
        url: "/settings",
        headers: admin.headers,
        payload: { key: "forms.recaptcha.enabled", value: "true" },
      });
      expect(setting.statusCode, setting.body).toBeLessThan(300);
      expect((await postLead(guarded, form.id, { data: VALID_LEAD })).json()).toMatchObject({
        error: "recaptcha_failed",
      });
      expect((await postLead(guarded, form.id, { data: VALID_LEAD, "g-recaptcha-response": "robot" })).statusCode).toBe(
        400,
      );
      expect((await postLead(guarded, form.id, { data: VALID_LEAD, "g-recaptcha-response": "human" })).statusCode).toBe(
        201,
      );
    } finally {
      await guarded.close();
    }
  }, 60_000);
});
