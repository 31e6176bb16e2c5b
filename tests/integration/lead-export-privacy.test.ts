import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, now } from "../../services/db/clock.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, VALID_LEAD } from "../support/forms.ts";

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("lead exports and lead answers keep personal data private on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { OUTBOX_WORKER: "false" } });
    editor = await signIn(testApp, "editor");
  }, 120_000);
  afterAll(() => testApp.close());

  const startExport = (formId: string) =>
    testApp.app.inject({
      method: "POST",
      url: `/forms/${formId}/lead_exports?format=csv&sort=created_at`,
      headers: editor.headers,
    });
  const download = (formId: string, exportId: string) =>
    testApp.app.inject({ url: `/forms/${formId}/lead_exports/${exportId}/download`, headers: editor.headers });

  async function finishedExport(formId: string): Promise<string> {
    const started = await startExport(formId);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.headers["cache-control"]).toBe("no-store");
    const { id } = started.json<{ id: string }>();
    await testApp.services.forms.exports.settle();
    return id;
  }

  it("answers leads, exports and export files with Cache-Control: no-store", async () => {
    const form = await createForm(testApp, editor);
    const posted = await postLead(testApp, form.id, { data: VALID_LEAD });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers["cache-control"]).toBe("no-store");
    const id = await finishedExport(form.id);
    for (const url of [
      `/forms/${form.id}/leads`,
      `/forms/${form.id}/leads/${posted.json<{ id: string }>().id}`,
      `/forms/${form.id}/lead_exports/${id}`,
      `/forms/${form.id}/lead_exports/${id}/download`,
    ]) {
      const response = await testApp.app.inject({ url, headers: editor.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("runs one export per form at a time: a second request answers 409 with the reason", async () => {
    const form = await createForm(testApp, editor);
    const other = await createForm(testApp, editor);
    const running = newId();
    await testApp.database.handle.db
      .insertInto("lead_exports")
      .values({
        id: running,
        form_id: form.id,
        format: "csv",
        query: "{}",
        status: "running",
        total: 10,
        written: 1,
        error: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const second = await startExport(form.id);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ error: "export_running" });
    expect(second.json<{ message: string }>().message).toContain(running);
    // Another form is not held up; and once the first is finished, a new one starts.
    expect((await startExport(other.id)).statusCode).toBe(202);
    await testApp.database.handle.db
      .updateTable("lead_exports")
      .set({ status: "done" })
      .where("id", "=", running)
      .execute();
    expect((await startExport(form.id)).statusCode).toBe(202);
    await testApp.services.forms.exports.settle();
  });

  it("expires an export after a day: the download answers 410, the sweep deletes the file and the job", async () => {
    const form = await createForm(testApp, editor);
    await postLead(testApp, form.id, { data: VALID_LEAD });
    const id = await finishedExport(form.id);
    const file = testApp.services.forms.exports.fileOf({ id, format: "csv" });
    expect(existsSync(file)).toBe(true);
    expect((await download(form.id, id)).statusCode).toBe(200);

    const dayAgo = new Date(Date.now() - 25 * HOUR).toISOString();
    await testApp.database.handle.db
      .updateTable("lead_exports")
      .set({ created_at: dayAgo, updated_at: dayAgo })
      .where("id", "=", id)
      .execute();
    const expired = await download(form.id, id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: "export_expired" });

    await testApp.services.forms.exports.sweep();
    expect(existsSync(file)).toBe(false);
    expect((await download(form.id, id)).statusCode).toBe(404);
  });
});
