import { buildFormSchemas, type FieldSpec, type FormDefinition } from "../../../model/forms/index.ts";
import type { Lead } from "../../api/forms-client.ts";
import { DEFAULT_SETTINGS } from "../builder/builder-state.ts";

const CONTACT_FIELDS: FieldSpec[] = [
  { name: "name", kind: "string", label: "Your name", required: true, max: 80 },
  { name: "email", kind: "email", label: "E-mail", required: true },
  { name: "message", kind: "text", label: "Message" },
];

/** A stored form as GET /forms/{id} answers it. */
export function storedForm(
  fields: FieldSpec[] = CONTACT_FIELDS,
  changes: Partial<FormDefinition> = {},
): FormDefinition {
  return {
    id: "f1",
    name: "Contact us",
    status: "draft",
    ...buildFormSchemas(fields, 1),
    settings: DEFAULT_SETTINGS,
    created_at: "2026-11-01T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...changes,
  };
}

export function lead(id: string, data: Record<string, unknown>, changes: Partial<Lead> = {}): Lead {
  return {
    id,
    form_id: "f1",
    data,
    spam: false,
    verified: {},
    created_at: "2026-11-25T09:30:00.000Z",
    integrations: [],
    status: "new",
    owner: null,
    routing: { retailer_id: null, retailer_name: null, routed_by: "unrouted" },
    ...changes,
  };
}
