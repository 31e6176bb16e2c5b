import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { createForm, postLead, testDriveForm, VALID_LEAD } from "../support/forms.ts";

/** A catastrophic-backtracking pattern and the 28 characters that made it block the server for seconds. */
const EVIL_PATTERN = "^(a+)+$";
const EVIL_INPUT = `${"a".repeat(27)}!`;

/** The test-drive form with one extra field `code` of this schema. */
function formWithCode(code: Record<string, unknown>) {
  const form = testDriveForm();
  return {
    ...form,
    schema: { ...form.schema, properties: { ...form.schema.properties, code: { type: "string", ...code } } },
  };
}

describe.each(STORAGE_NEUTRAL_KINDS)("form field patterns on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
  }, 120_000);
  afterAll(() => testApp.close());

  it.each([
    [EVIL_PATTERN, /exponential/],
    ["(\\w+\\s?)*$", /exponential/],
    ["^(a)\\1$", /RE2/],
    ["^(?=.*\\d)\\w+$", /RE2/],
  ])("refuses to save a form whose field pattern is %s, with the pointer to it", async (pattern, why) => {
    const before = (await testApp.services.forms.store.listForms()).length;
    const created = await testApp.app.inject({
      method: "POST",
      url: "/forms",
      headers: editor.headers,
      payload: formWithCode({ pattern }),
    });
    expect(created.statusCode, created.body).toBe(422);
    const issue = created.json<{ issues: { pointer: string; message: string }[] }>().issues[0]!;
    expect(issue.pointer).toBe("/schema/properties/code/pattern");
    expect(issue.message).toMatch(why);
    expect((await testApp.services.forms.store.listForms()).length).toBe(before);

    const form = await createForm(testApp, editor, formWithCode({ pattern: "^[a-z]+$" }));
    const replaced = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${form.id}`,
      headers: editor.headers,
      payload: formWithCode({ pattern }),
    });
    expect(replaced.statusCode, replaced.body).toBe(422);
    expect((await testApp.services.forms.store.getForm(form.id))!.schema.properties.code).toMatchObject({
      pattern: "^[a-z]+$",
    });
  });

  it("saves and applies an ordinary pattern", async () => {
    const form = await createForm(testApp, editor, formWithCode({ pattern: "^[A-Z]{2}\\d{4}$" }));
    expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "AB1234" } })).statusCode).toBe(201);
    const wrong = await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "ab12" } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ issues: [{ pointer: "/data/code", keyword: "pattern" }] });
  });

  it("refuses a lead over maxLength without running the pattern", async () => {
    // Stored before the save-time rule (straight through the store): the evil pattern is there.
    const form = await testApp.services.forms.store.createForm(
      formWithCode({ pattern: EVIL_PATTERN, maxLength: 10 }) as never,
    );
    const response = await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: EVIL_INPUT } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ issues: [{ pointer: "/data/code", keyword: "maxLength" }] });
  });

  it("a stored evil pattern within the length still answers correctly (the server's engine is linear)", async () => {
    const form = await testApp.services.forms.store.createForm(formWithCode({ pattern: EVIL_PATTERN }) as never);
    const refused = await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: EVIL_INPUT } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ issues: [{ pointer: "/data/code", keyword: "pattern" }] });
    expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "aaaa" } })).statusCode).toBe(201);
  });

  it("caps a field with no maxLength at the default length", async () => {
    const form = await createForm(testApp, editor, formWithCode({}));
    const response = await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "x".repeat(10_001) } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ issues: [{ pointer: "/data/code", keyword: "maxLength" }] });
    expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "x".repeat(10_000) } })).statusCode).toBe(
      201,
    );
  });

  it("a stored pattern RE2 cannot run is not checked on the server (and is logged)", async () => {
    const form = await testApp.services.forms.store.createForm(formWithCode({ pattern: "^(a)\\1$" }) as never);
    expect((await postLead(testApp, form.id, { data: { ...VALID_LEAD, code: "ab" } })).statusCode).toBe(201);
  });
});
