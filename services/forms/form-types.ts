/**
 * The stored form as the forms contract describes it (schemas/form.schema.json, owned by the site
 * side, and model/forms/). Kept here as plain types until the generated entity types land; the
 * settings and integrations sections follow schemas/form-settings.schema.json.
 */
export interface FormSchema {
  type: "object";
  properties: Record<string, Record<string, unknown> & { title?: string; format?: string }>;
  required?: string[];
  [keyword: string]: unknown;
}

export interface FormSettings {
  thank_you: { title: string; html: string };
  notifications: { enabled: boolean; recipients: string[]; subject: string };
  confirmations: { enabled: boolean; email_field: string; subject: string; html: string };
}

export interface FormIntegrations {
  lead_service: { enabled: boolean; base_url?: string; fetch_salesforce_data?: boolean };
}

export interface FormDefinition {
  id: string;
  name: string;
  status: "draft" | "published";
  schema: FormSchema;
  ui_schema: Record<string, unknown> & { "ui:order"?: string[] };
  settings: FormSettings;
  created_at: string;
  updated_at: string;
}

export interface FormInput {
  name: string;
  status?: "draft" | "published";
  schema?: FormSchema;
  ui_schema?: FormDefinition["ui_schema"];
  settings?: Partial<FormSettings>;
}

export const DEFAULT_SETTINGS: FormSettings = {
  thank_you: { title: "Thank you", html: "<p>We have received your request and will be in touch soon.</p>" },
  notifications: { enabled: false, recipients: [], subject: "New lead" },
  confirmations: { enabled: false, email_field: "email", subject: "We have received your request", html: "" },
};

export const DEFAULT_INTEGRATIONS: FormIntegrations = { lead_service: { enabled: false } };

export const EMPTY_SCHEMA: FormSchema = { type: "object", properties: {}, required: [] };
