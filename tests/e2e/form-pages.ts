import type { APIRequestContext } from "@playwright/test";
import { buildFormSchemas, type FieldSpec } from "../../model/forms/field-kinds.ts";
import { expect, postSignIn, uniqueStamp } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Signs `request` in as the e2e admin; the CSRF header its writes carry. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signedIn = await postSignIn(request, ADMIN);
  expect(signedIn.ok(), `${signedIn.status()} ${await signedIn.text()}`).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

/**
 * A published form with these fields on a published page of its own (a path no other spec uses):
 * what a dealer builds in the form builder and places with a Form block.
 */
export async function publishFormPage(
  request: APIRequestContext,
  name: string,
  fields: FieldSpec[],
): Promise<{ path: string; formId: string }> {
  const headers = await adminHeaders(request);
  const { schema, ui_schema } = buildFormSchemas(fields, 1, "Send");
  const form = await request.post("/forms", {
    headers,
    data: {
      name,
      status: "published",
      schema,
      ui_schema,
      settings: {
        thank_you: { title: "Thank you, we will call you", html: "" },
        notifications: { enabled: false, recipients: [], subject: "New lead" },
        confirmations: { enabled: false, email_field: null, subject: "Thanks", html: "" },
      },
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const { id: formId } = (await form.json()) as { id: string };
  const path = `/e2e-form-${uniqueStamp()}`;
  const created = await request.post("/api/cms/pages", {
    headers,
    data: {
      path,
      title: name,
      draft: {
        schemaVersion: 1,
        root: { props: { title: name } },
        content: [{ type: "form", props: { id: "e2e-form", form_id: formId } }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { path, formId };
}
