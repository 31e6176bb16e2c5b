import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, testDriveForm, VALID_LEAD } from "../support/forms.ts";
import { startSmtpServer } from "../support/smtp.ts";

const LEADS_API = "https://leads.example.test";

/** The lead service, mocked at the HTTP layer: what reaches it is what the outbox really sent. */
const leadService = { posted: [] as unknown[] };
const mockServer = setupServer(
  http.post(`${LEADS_API}/api/leads`, async ({ request }) => {
    leadService.posted.push(await request.json());
    return HttpResponse.json({ id: `remote-${leadService.posted.length}` }, { status: 201 });
  }),
);

interface ListedLead {
  id: string;
  spam: boolean;
  data: Record<string, unknown>;
  integrations: unknown[];
}

describe.each(DATABASE_KINDS)("a lead caught by the honeypot on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `10.2.${Math.floor(++ip / 250)}.${ip % 250}` });

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, {
      env: { OUTBOX_WORKER: "false", SMTP_URL: smtp.url, LEADS_API_URL: LEADS_API, TRUST_PROXY: "127.0.0.1" },
    });
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    mockServer.close();
  });

  /** A form that e-mails the sales team and the visitor and sends every lead to the lead service. */
  async function deliveringForm() {
    const form = await createForm(
      testApp,
      admin,
      testDriveForm({
        settings: {
          ...testDriveForm().settings,
          notifications: { enabled: true, recipients: ["sales@example.com"], subject: "New test drive" },
          confirmations: { enabled: true, email_field: "email", subject: "Thanks", html: "<p>We call you</p>" },
        },
      }),
    );
    const integrations = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: admin.headers,
      payload: { lead_service: { enabled: true, fetch_salesforce_data: false } },
    });
    expect(integrations.statusCode, integrations.body).toBe(200);
    return form;
  }

  async function listed(formId: string, query = ""): Promise<ListedLead[]> {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/forms/${formId}/leads?sort=created_at${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ListedLead[] }>().data;
  }

  it("is thanked like any lead and stored as spam, which admins see marked and can filter", async () => {
    const form = await deliveringForm();
    const person = await postLead(testApp, form.id, { data: VALID_LEAD }, from());
    const robot = await postLead(
      testApp,
      form.id,
      { data: { ...VALID_LEAD, name: "Filled the Website field" }, website: "https://spam.example" },
      from(),
    );
    expect([person.statusCode, robot.statusCode]).toEqual([201, 201]);
    // The same answer as a person's: nothing tells a robot it was caught.
    expect(Object.keys(robot.json()).sort()).toEqual(Object.keys(person.json()).sort());
    const robotId = robot.json<{ id: string }>().id;

    const all = await listed(form.id);
    expect(all.map((lead) => [lead.id, lead.spam])).toEqual([
      [person.json<{ id: string }>().id, false],
      [robotId, true],
    ]);
    expect(all[1]!.data).toMatchObject({ name: "Filled the Website field" });
    expect((await listed(form.id, "&filter[spam]=true")).map((lead) => lead.id)).toEqual([robotId]);
    expect((await listed(form.id, "&filter[spam]=false")).map((lead) => lead.spam)).toEqual([false]);
    const one = await testApp.app.inject({
      method: "GET",
      url: `/forms/${form.id}/leads/${robotId}`,
      headers: admin.headers,
    });
    expect(one.json()).toMatchObject({ id: robotId, spam: true, integrations: [] });
  });

  it("is never delivered: no notification or confirmation e-mail, nothing sent to the lead service", async () => {
    const form = await deliveringForm();
    const drain = async () => {
      while ((await testApp.services.forms.worker.runOnce()) > 0);
    };
    await drain();
    const mailsBefore = smtp.messages.length;
    const postedBefore = leadService.posted.length;
    const robot = await postLead(
      testApp,
      form.id,
      { data: { ...VALID_LEAD, email: "robot@example.com" }, website: "x" },
      from(),
    );
    expect(robot.statusCode).toBe(201);
    const spamId = robot.json<{ id: string }>().id;
    const outbox = await testApp.database.handle.db
      .selectFrom("lead_deliveries")
      .select("kind")
      .where("lead_id", "=", spamId)
      .execute();
    expect(outbox).toEqual([]);
    // A person's lead posted after it is delivered, so the worker did run.
    const person = await postLead(testApp, form.id, { data: VALID_LEAD }, from());
    await drain();
    expect(smtp.messages.slice(mailsBefore).flatMap((mail) => mail.to)).not.toContain("robot@example.com");
    expect(smtp.messages.slice(mailsBefore)).toHaveLength(2);
    const sent = leadService.posted.slice(postedBefore) as { lead: { id: string } }[];
    expect(sent.map((body) => body.lead.id)).toEqual([person.json<{ id: string }>().id]);
  });

  it("is left out of exports", async () => {
    const form = await createForm(testApp, admin);
    expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, name: "A person" } }, from())).statusCode).toBe(
      201,
    );
    const robot = await postLead(testApp, form.id, { data: { ...VALID_LEAD, name: "A robot" }, website: "x" }, from());
    expect(robot.statusCode).toBe(201);

    const created = await testApp.app.inject({
      method: "POST",
      url: `/forms/${form.id}/lead_exports?format=csv&sort=created_at`,
      headers: admin.headers,
    });
    expect(created.statusCode, created.body).toBe(202);
    const job = created.json<{ id: string }>();
    let poll = { status: "", total: -1 };
    for (let i = 0; i < 100 && poll.status !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await testApp.app.inject({
        method: "GET",
        url: `/forms/${form.id}/lead_exports/${job.id}`,
        headers: admin.headers,
      });
      poll = response.json();
    }
    expect(poll).toMatchObject({ status: "done", total: 1 });
    const download = await testApp.app.inject({
      method: "GET",
      url: `/forms/${form.id}/lead_exports/${job.id}/download`,
      headers: admin.headers,
    });
    const csv = download.rawPayload.toString("utf8");
    expect(csv).toContain("A person");
    expect(csv).not.toContain("A robot");
    expect(csv).not.toContain(robot.json<{ id: string }>().id);
  }, 30_000);
});
