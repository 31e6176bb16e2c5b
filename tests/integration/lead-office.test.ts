import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFormSchemas } from "../../model/forms/field-kinds.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, testDriveForm, VALID_LEAD } from "../support/forms.ts";

interface Lead {
  id: string;
  form_id: string;
  status: string;
  owner: { id: string; email: string; name: string } | null;
  routing: { retailer_id: string | null; retailer_name: string | null; routed_by: string };
  data: Record<string, unknown>;
}
interface HistoryEntry {
  kind: string;
  from: string | null;
  to: string | null;
  text: string | null;
  actor: { id: string; email: string } | null;
  created_at: string;
}

/** A dealer as the stock import writes one; only the fields routing reads differ. */
function dealer(id: string, code: string, name: string, postcode: string) {
  return {
    id,
    dealer_code: code,
    ci_code: `CI-${code}`,
    name,
    display_name_jag: null,
    display_name_lr: null,
    brands: '["land_rover"]',
    address: "1 Main Street",
    city: "Sydney",
    locality: "Sydney",
    postcode,
    state: "NSW",
    latitude: -33.9,
    longitude: 151.2,
    email: `${id}@example.com`,
    phone: "+61 2 0000 0000",
    opening_hours: "",
  };
}

describe.each(DATABASE_KINDS)("the leads back office on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  let admin: SignedIn;
  let viewer: SignedIn;
  let formId: string;
  let otherFormId: string;
  let ip = 0;
  const from = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

  const api = (who: SignedIn, method: "GET" | "PATCH" | "POST", url: string, payload?: unknown, headers = {}) =>
    testApp.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) });

  async function newLead(form: string, data: Record<string, unknown>): Promise<string> {
    const posted = await postLead(testApp, form, { data }, from());
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { OUTBOX_WORKER: "false", TRUST_PROXY: "127.0.0.1" } });
    editor = await signIn(testApp, "editor", `office-editor-${kind}@example.com`);
    admin = await signIn(testApp, "admin", `office-admin-${kind}@example.com`);
    viewer = await signIn(testApp, "viewer");
    const db = testApp.database.handle.db;
    await db
      .insertInto("dealers")
      .values([
        dealer("office-sydney", "OF001", "Office Sydney", "2017"),
        dealer("office-melbourne", "OF002", "Office Melbourne", "3205"),
      ])
      .execute();
    const { schema, ui_schema } = buildFormSchemas([
      { name: "name", kind: "string", label: "Name", required: true },
      { name: "email", kind: "email", label: "E-mail", required: true },
      { name: "postcode", kind: "string", label: "Postcode" },
      { name: "retailer_code", kind: "hidden", label: "Retailer code" },
    ]);
    formId = (await createForm(testApp, editor, testDriveForm({ name: "Contact us", schema, ui_schema }))).id;
    otherFormId = (await createForm(testApp, editor)).id;
  }, 120_000);
  afterAll(() => testApp.close());

  it("starts a lead new, routed by its own retailer, else by postcode, and says how in its history", async () => {
    const own = await newLead(formId, {
      name: "Own Retailer",
      email: "own@example.com",
      postcode: "2017",
      retailer_code: "OF002",
    });
    const near = await newLead(formId, { name: "Near Melbourne", email: "near@example.com", postcode: "3206" });
    const none = await newLead(formId, { name: "Nowhere", email: "none@example.com" });

    const read = async (id: string) => (await api(editor, "GET", `/leads/${id}`)).json<Lead>();
    expect(await read(own)).toMatchObject({
      status: "new",
      owner: null,
      routing: { retailer_id: "office-melbourne", retailer_name: "Office Melbourne", routed_by: "lead_retailer" },
    });
    expect((await read(near)).routing).toEqual({
      retailer_id: "office-melbourne",
      retailer_name: "Office Melbourne",
      routed_by: "postcode",
    });
    expect((await read(none)).routing).toEqual({ retailer_id: null, retailer_name: null, routed_by: "unrouted" });
    const history = (await api(editor, "GET", `/leads/${near}/history`)).json<{ data: HistoryEntry[] }>().data;
    expect(history).toEqual([
      expect.objectContaining({
        kind: "routing",
        to: "office-melbourne",
        text: "postcode 3206 (nearest retailer postcode 3205)",
        actor: null,
      }),
    ]);
  });

  it("moves a lead through statuses and owners, recording who and when; a repeated change adds nothing", async () => {
    const id = await newLead(formId, { name: "Status Walker", email: "walker@example.com" });
    for (const status of ["contacted", "qualified", "won"]) {
      const moved = await api(editor, "PATCH", `/leads/${id}`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Lead>().status).toBe(status);
    }
    const assigned = await api(admin, "PATCH", `/leads/${id}`, { owner_id: editor.userId });
    expect(assigned.json<Lead>().owner).toEqual({
      id: editor.userId,
      email: `office-editor-${kind}@example.com`,
      name: "editor",
    });
    // The same change again (a retried request): the answer is the lead as it is, and no new history.
    expect((await api(admin, "PATCH", `/leads/${id}`, { owner_id: editor.userId, status: "won" })).statusCode).toBe(
      200,
    );
    const unassigned = await api(admin, "PATCH", `/leads/${id}`, { owner_id: null });
    expect(unassigned.json<Lead>().owner).toBeNull();

    const history = (await api(editor, "GET", `/leads/${id}/history`)).json<{ data: HistoryEntry[] }>().data;
    expect(history.map((entry) => [entry.kind, entry.from, entry.to, entry.actor?.email])).toEqual([
      ["routing", null, null, undefined],
      ["status", "new", "contacted", `office-editor-${kind}@example.com`],
      ["status", "contacted", "qualified", `office-editor-${kind}@example.com`],
      ["status", "qualified", "won", `office-editor-${kind}@example.com`],
      ["owner", null, editor.userId, `office-admin-${kind}@example.com`],
      ["owner", editor.userId, null, `office-admin-${kind}@example.com`],
    ]);
    expect(history[4]!.text).toBe(`office-editor-${kind}@example.com`);
    expect(Date.parse(history[1]!.created_at)).not.toBeNaN();
  });

  it("refuses a bad status, an owner who is not an editor or admin, and changes nothing", async () => {
    const id = await newLead(formId, { name: "Refused", email: "refused@example.com" });
    expect((await api(editor, "PATCH", `/leads/${id}`, { status: "sold" })).statusCode).toBe(400);
    const byViewer = await api(editor, "PATCH", `/leads/${id}`, { status: "lost", owner_id: viewer.userId });
    expect(byViewer.statusCode).toBe(422);
    expect(byViewer.json()).toMatchObject({ error: "invalid_owner" });
    expect((await api(editor, "GET", `/leads/${id}`)).json<Lead>()).toMatchObject({ status: "new", owner: null });
    expect((await api(viewer, "PATCH", `/leads/${id}`, { status: "lost" })).statusCode).toBe(403);
    expect((await api(editor, "PATCH", "/leads/no-such-lead", { status: "lost" })).statusCode).toBe(404);
  });

  it("adds notes once per Idempotency-Key, with author and time, and never edits them", async () => {
    const id = await newLead(formId, { name: "Noted", email: "noted@example.com" });
    const key = { "idempotency-key": `note-${kind}-1` };
    const first = await api(
      editor,
      "POST",
      `/leads/${id}/notes`,
      { text: "  Called, wants a test drive\u0000  " },
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    const retried = await api(editor, "POST", `/leads/${id}/notes`, { text: "Called, wants a test drive" }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    expect(retried.json<HistoryEntry & { id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect((await api(editor, "POST", `/leads/${id}/notes`, { text: "   " })).statusCode).toBe(400);
    const notes = (await api(editor, "GET", `/leads/${id}/history`))
      .json<{ data: HistoryEntry[] }>()
      .data.filter((entry) => entry.kind === "note");
    expect(notes).toEqual([
      expect.objectContaining({
        text: "Called, wants a test drive",
        actor: { id: editor.userId, email: `office-editor-${kind}@example.com` },
      }),
    ]);
  });

  it("finds leads across forms by status, owner, retailer, form, dates and words", async () => {
    const mine = await newLead(formId, { name: "Zebedee Quirk", email: "zq@example.com", postcode: "2017" });
    const other = await newLead(otherFormId, { ...VALID_LEAD, name: "Zebedee Other", email: "zo@example.com" });
    await api(editor, "PATCH", `/leads/${mine}`, { status: "qualified", owner_id: admin.userId });
    const ids = async (query: string) =>
      (await api(editor, "GET", `/leads?${query}`))
        .json<{ data: (Lead & { form_name: string })[] }>()
        .data.map((lead) => lead.id);

    expect(await ids("q=zebedee")).toEqual([other, mine]);
    expect(await ids("q=ZQ%40EXAMPLE")).toEqual([mine]);
    expect(await ids("q=zebedee&filter[status]=qualified")).toEqual([mine]);
    expect(await ids(`q=zebedee&filter[owner]=${admin.userId}`)).toEqual([mine]);
    expect(await ids("q=zebedee&filter[owner]=none")).toEqual([other]);
    expect(await ids("q=zebedee&filter[retailer]=office-sydney")).toEqual([mine]);
    expect(await ids("q=zebedee&filter[retailer]=none")).toEqual([other]);
    expect(await ids(`q=zebedee&filter[form]=${otherFormId}`)).toEqual([other]);
    expect(await ids("q=zebedee&filter[created_at_lteq]=2000-01-01")).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await ids("q=%25")).toEqual([]);
    const listed = (await api(editor, "GET", `/leads?q=zebedee&filter[form]=${formId}`)).json<{
      data: (Lead & { form_name: string })[];
      meta: { total: number };
    }>();
    expect(listed.data[0]).toMatchObject({ form_name: "Contact us", status: "qualified" });
    expect(listed.meta.total).toBe(1);
    expect((await api(editor, "GET", "/leads?filter[created_at_gteq]=yesterday")).statusCode).toBe(400);
  });

  it("offers editors and admins as owners, the retailers and the forms", async () => {
    const choices = (await api(editor, "GET", "/leads/choices")).json<{
      owners: { id: string }[];
      retailers: { id: string; name: string }[];
      forms: { id: string }[];
    }>();
    const owners = choices.owners.map((owner) => owner.id);
    expect(owners).toEqual(expect.arrayContaining([editor.userId, admin.userId]));
    expect(owners).not.toContain(viewer.userId);
    expect(choices.retailers).toEqual(
      expect.arrayContaining([
        { id: "office-melbourne", name: "Office Melbourne" },
        { id: "office-sydney", name: "Office Sydney" },
      ]),
    );
    expect(choices.forms.map((form) => form.id)).toEqual(expect.arrayContaining([formId, otherFormId]));
  });
});
