import { buildFormSchemas } from "../../model/forms/field-kinds.ts";
import type { SignedIn, TestApp } from "./app.ts";

/** A test-drive form: name, e-mail (required), phone, a message limited to 20 characters, consent. */
export function testDriveForm(overrides: Record<string, unknown> = {}) {
  const { schema, ui_schema } = buildFormSchemas([
    { name: "name", kind: "string", label: "Name", required: true, min: 2 },
    { name: "email", kind: "email", label: "E-mail", required: true },
    { name: "phone", kind: "phone", label: "Phone" },
    { name: "message", kind: "text", label: "Message", max: 20 },
    { name: "consent", kind: "consent", label: "I agree", required: true },
  ]);
  return {
    name: "Request a test drive",
    status: "published",
    schema,
    ui_schema,
    settings: {
      thank_you: { title: "Thanks", html: "<p>See you soon</p>" },
      notifications: { enabled: false, recipients: [], subject: "New lead" },
      confirmations: { enabled: false, email_field: "email", subject: "Thanks", html: "<p>Thanks</p>" },
    },
    ...overrides,
  };
}

export const VALID_LEAD = { name: "Ada Lovelace", email: "ada@example.com", consent: true };

/** inject()'s default Host is localhost:80: a browser on this site sends this Origin. */
export const SITE_ORIGIN = "http://localhost";

export async function createForm(testApp: TestApp, who: SignedIn, body: Record<string, unknown> = testDriveForm()) {
  const response = await testApp.app.inject({ method: "POST", url: "/forms", headers: who.headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`form not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; name: string; status: string; updated_at: string }>();
}

export function postLead(
  testApp: TestApp,
  formId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: "POST",
    url: `/forms/${formId}/leads`,
    headers: { origin: SITE_ORIGIN, ...headers },
    payload,
  });
}
