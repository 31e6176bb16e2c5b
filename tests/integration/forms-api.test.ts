import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, testDriveForm, VALID_LEAD } from "../support/forms.ts";

describe.each(DATABASE_KINDS)("forms API on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  let viewer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { OUTBOX_WORKER: "false" } });
    editor = await signIn(testApp, "editor");
    viewer = await signIn(testApp, "viewer");
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  const get = (url: string, who?: SignedIn) =>
    testApp.app.inject({ method: "GET", url, ...(who ? { headers: who.headers } : {}) });

  it("creates, lists, reads, updates and deletes a form; visitors read only published forms, without staff addresses", async () => {
    const draft = await createForm(
      testApp,
      editor,
      testDriveForm({
        status: "draft",
        settings: {
          ...testDriveForm().settings,
          notifications: { enabled: true, recipients: ["sales@example.com"], subject: "Lead" },
        },
      }),
    );
    expect(draft).toMatchObject({ name: "Request a test drive", status: "draft" });
    expect((await get(`/forms/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/forms/${draft.id}`, viewer)).statusCode).toBe(200);
    const list = await get("/forms", viewer);
    expect(list.json<{ data: { id: string }[] }>().data.map((form) => form.id)).toContain(draft.id);
    expect((await get("/forms")).statusCode).toBe(401);

    const put = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${draft.id}`,
      headers: editor.headers,
      payload: { ...testDriveForm(), name: "Test drive", settings: undefined, status: "published" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const published = await get(`/forms/${draft.id}`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ name: "Test drive", status: "published" });
    expect(
      published.json<{ settings: { notifications: { recipients: string[] } } }>().settings.notifications.recipients,
    ).toEqual([]);
    expect(
      (await get(`/forms/${draft.id}`, editor)).json<{ settings: { notifications: { recipients: string[] } } }>()
        .settings.notifications.recipients,
    ).toEqual(["sales@example.com"]);

    const refused = await testApp.app.inject({
      method: "POST",
      url: "/forms",
      headers: viewer.headers,
      payload: testDriveForm(),
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await testApp.app.inject({
      method: "POST",
      url: "/forms",
      headers: editor.headers,
      payload: { ...testDriveForm(), schema: { type: "object", properties: { "Bad Name": { type: "string" } } } },
    });
    expect(invalid.statusCode).toBe(400);

    const deleted = await testApp.app.inject({ method: "DELETE", url: `/forms/${draft.id}`, headers: editor.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/forms/${draft.id}`, editor)).statusCode).toBe(404);
  });

  it("stores a form's HTML (consent label, thank-you, confirmation e-mail) only sanitised, on create and update", async () => {
    const base = testDriveForm({ status: "published" });
    const consentUi = base.ui_schema.consent as { "ui:options"?: Record<string, unknown> };
    const unsafe = {
      ...base,
      ui_schema: {
        ...base.ui_schema,
        consent: {
          ...consentUi,
          "ui:options": {
            ...consentUi["ui:options"],
            label_html: 'I agree to the <a href="/privacy">terms</a><img src=x onerror=alert(1)>',
          },
        },
      },
      settings: {
        ...base.settings,
        thank_you: { title: "Thanks", html: "<p>Thank you</p><script>alert(1)</script>" },
      },
    };
    const created = await createForm(testApp, editor, unsafe);
    const stored = JSON.stringify((await get(`/forms/${created.id}`)).json());
    expect(stored).toContain('<a href=\\"/privacy\\">terms</a>');
    expect(stored).toContain("<p>Thank you</p>");
    expect(stored).not.toMatch(/onerror|<script/);
    const put = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${created.id}/settings/thank_you`,
      headers: editor.headers,
      payload: { title: "Thanks", html: '<p onclick="alert(1)">Again</p>' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ title: "Thanks", html: "<p>Again</p>" });
  });

  it("reads and replaces settings sections and the integrations configuration", async () => {
    const form = await createForm(testApp, editor);
    expect((await get(`/forms/${form.id}/settings/thank_you`, viewer)).json()).toEqual({
      title: "Thanks",
      html: "<p>See you soon</p>",
    });
    const put = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/settings/notifications`,
      headers: editor.headers,
      payload: { enabled: true, recipients: ["a@example.com"], subject: "Hi" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`/forms/${form.id}/settings/notifications`, editor)).json()).toEqual({
      enabled: true,
      recipients: ["a@example.com"],
      subject: "Hi",
    });
    expect((await get(`/forms/${form.id}/settings/confirmations`, editor)).json()).toMatchObject({
      email_field: "email",
    });

    expect((await get(`/forms/${form.id}/integrations`, editor)).json()).toEqual({ lead_service: { enabled: false } });
    const integrations = {
      lead_service: { enabled: true, base_url: "https://leads.example.com", fetch_salesforce_data: true },
    };
    // Where leads go is an admin's decision (decision 119): an editor may read it, not change it.
    const refused = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: editor.headers,
      payload: integrations,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: admin.headers,
      payload: integrations,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`/forms/${form.id}/integrations`, viewer)).json()).toEqual(integrations);
    const bad = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}/integrations`,
      headers: admin.headers,
      payload: { lead_service: { enabled: true, base_url: "ftp://x" } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("exports a form, imports it as a new draft and duplicates it with a name", async () => {
    const form = await createForm(testApp, editor);
    const exported = await get(`/forms/${form.id}/export`, viewer);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("Request-a-test-drive.form.json");
    const file = exported.json<{ format: string; form: { name: string } }>();
    expect(file).toMatchObject({ format: "forecourt-form", version: 1, form: { name: "Request a test drive" } });

    const imported = await testApp.app.inject({
      method: "POST",
      url: "/forms/import",
      headers: editor.headers,
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ name: "Request a test drive", status: "draft" });
    expect(imported.json<{ id: string }>().id).not.toBe(form.id);
    const garbage = await testApp.app.inject({
      method: "POST",
      url: "/forms/import",
      headers: editor.headers,
      payload: { format: "other" },
    });
    expect(garbage.statusCode).toBe(400);

    const copy = await testApp.app.inject({
      method: "POST",
      url: `/forms/${form.id}/duplicate?name=Copy%20A`,
      headers: editor.headers,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Copy A", status: "draft" });
    const unnamed = await testApp.app.inject({
      method: "POST",
      url: `/forms/${form.id}/duplicate`,
      headers: editor.headers,
    });
    expect(unnamed.json()).toMatchObject({ name: "Request a test drive (copy)" });
    expect(
      (await testApp.app.inject({ method: "POST", url: "/forms/nope/duplicate", headers: editor.headers })).statusCode,
    ).toBe(404);
  });

  it("manages locations", async () => {
    const created = await testApp.app.inject({
      method: "POST",
      url: "/locations",
      headers: editor.headers,
      payload: { attributes: { name: "Sydney", code: "SYD" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json<{ id: string }>();
    expect((await get("/locations", viewer)).json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: location.id, attributes: { name: "Sydney", code: "SYD" } }),
    ]);
    const put = await testApp.app.inject({
      method: "PUT",
      url: `/locations/${location.id}`,
      headers: editor.headers,
      payload: { attributes: { name: "Melbourne" } },
    });
    expect(put.json()).toMatchObject({ attributes: { name: "Melbourne" } });
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/locations/${location.id}`, headers: editor.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await testApp.app.inject({ method: "DELETE", url: `/locations/${location.id}`, headers: editor.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("lists leads with items, page, date filters and sort; reads and deletes one; viewers may not read leads", async () => {
    const form = await createForm(testApp, editor);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await postLead(
        testApp,
        form.id,
        { data: { ...VALID_LEAD, name: `Lead ${i}` } },
        { "x-forwarded-for": `10.0.0.${i}` },
      );
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    // Spread them over days so the date filter has something to cut.
    const db = testApp.database.handle.db;
    for (const [index, id] of ids.entries())
      await db
        .updateTable("leads")
        .set({ created_at: `2026-01-0${index + 1}T12:00:00.000Z` })
        .where("id", "=", id)
        .execute();

    const page1 = await get(`/forms/${form.id}/leads?items=2&page=1`, editor);
    expect(page1.statusCode, page1.body).toBe(200);
    const body = page1.json<{ data: { id: string; data: { name: string } }[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, items: 2, total: 5, pages: 3 });
    expect(body.data.map((lead) => lead.data.name)).toEqual(["Lead 4", "Lead 3"]);
    const ascending = await get(`/forms/${form.id}/leads?items=2&page=2&sort=created_at`, editor);
    expect(ascending.json<{ data: { data: { name: string } }[] }>().data.map((lead) => lead.data.name)).toEqual([
      "Lead 2",
      "Lead 3",
    ]);
    const filtered = await get(
      `/forms/${form.id}/leads?filter[created_at_gteq]=2026-01-02&filter[created_at_lteq]=2026-01-03&sort=created_at`,
      editor,
    );
    expect(filtered.json<{ data: { data: { name: string } }[]; meta: { total: number } }>()).toMatchObject({
      meta: { total: 2 },
    });
    expect((await get(`/forms/${form.id}/leads?filter[created_at_gteq]=yesterday`, editor)).statusCode).toBe(400);
    expect((await get(`/forms/${form.id}/leads`, viewer)).statusCode).toBe(403);

    const one = await get(`/forms/${form.id}/leads/${ids[0]}`, editor);
    expect(one.json()).toMatchObject({
      id: ids[0],
      form_id: form.id,
      data: { name: "Lead 0", email: "ada@example.com" },
      integrations: [],
    });
    expect((await get(`/forms/${form.id}/leads/${ids[0]}/integrations`, editor)).json()).toEqual({ data: [] });
    expect(
      (
        await testApp.app.inject({
          method: "DELETE",
          url: `/forms/${form.id}/leads/${ids[0]}`,
          headers: editor.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await get(`/forms/${form.id}/leads/${ids[0]}`, editor)).statusCode).toBe(404);
    // The forms list counts what is left, spam left out (a honeypot catch is not a lead).
    await db.updateTable("leads").set({ spam: 1 }).where("id", "=", ids[1]!).execute();
    const list = (await get("/forms", editor)).json<{ data: { id: string }[]; lead_counts: Record<string, number> }>();
    expect(list.lead_counts[form.id]).toBe(3);
    expect(Object.keys(list.lead_counts).sort()).toEqual(list.data.map((listed) => listed.id).sort());
  });

  it("says which integrations are active: none without keys", async () => {
    const response = await get("/integrations/active_system", viewer);
    expect(response.json()).toEqual({
      system: null,
      email: { configured: false },
      lead_service: { configured: false },
      verification: { enabled: false, phone: false, email: false, recaptcha: false },
    });
    const phone = await testApp.app.inject({
      method: "POST",
      url: "/twilio/create_verification",
      headers: { origin: "http://localhost" },
      payload: { phone_number: "+61400000000" },
    });
    expect(phone.statusCode).toBe(503);
    expect((await get("/integrations/verify?email=a@example.com")).json()).toMatchObject({
      message: "BriteVerify API key is required",
    });
  });

  it("resolves a Form block's form_id to the published form as visitors see it, and a draft or unknown id to null", async () => {
    const settings = {
      ...testDriveForm().settings,
      notifications: { enabled: true, recipients: ["sales@example.com"], subject: "Lead" },
    };
    const published = await createForm(testApp, editor, testDriveForm({ settings }));
    const draft = await createForm(testApp, editor, testDriveForm({ status: "draft" }));
    const resolve = (formId: string) =>
      testApp.services.forms.resolveFormBlock({
        kind: "form",
        blockId: "block-1",
        props: { form_id: formId },
        url: new URL("http://localhost/contact"),
      });
    const resolved = await resolve(published.id);
    expect(resolved!.data).toMatchObject({
      id: published.id,
      status: "published",
      settings: { notifications: { recipients: [] } },
    });
    // Any form write moves the revision the HTML cache keys the block on: its pages render again.
    await testApp.services.forms.store.updateForm(published.id, { name: "Renamed" });
    const renamed = await resolve(published.id);
    expect(renamed!.revision).not.toBe(resolved!.revision);
    expect(renamed!.data).toMatchObject({ name: "Renamed" });
    expect((await resolve(draft.id))!.data).toBeNull();
    expect((await resolve("missing"))!.data).toBeNull();
  });

  it("lists the routes in the OpenAPI document with request and response schemas", async () => {
    const document = (await get("/api/openapi.json")).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    for (const path of [
      "/forms",
      "/forms/{id}",
      "/forms/{id}/leads",
      "/forms/{id}/leads/{leadId}/integrations/fix",
      "/forms/{id}/lead_exports/{exportId}/download",
      "/locations",
      "/integrations/active_system",
      "/twilio/check_verification",
    ])
      expect(document.paths[path], path).toBeDefined();
    expect(document.paths["/forms/{id}/leads"]!.post!.requestBody).toBeDefined();
    expect(Object.keys(document.paths["/forms/{id}/leads"]!.post!.responses)).toEqual(
      expect.arrayContaining(["201", "404", "413", "422", "429"]),
    );
  });
});
