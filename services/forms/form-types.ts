/**
 * The stored form is the site side's (schemas/form.schema.json, model/forms/definition.ts); the
 * server adds the integrations configuration (schemas/form-integrations.schema.json) and defaults.
 */
import type { FormFormWrite } from "../../generated/contracts/entities/form.ts";
import type { FormIntegrations } from "../../generated/contracts/entities/form-integrations.ts";
import type { DataSchema, FormDefinition, FormSettings, UiSchema } from "../../model/forms/definition.ts";

export type { DataSchema, FormDefinition, FormIntegrations, FormSettings, UiSchema };

/** The body of POST /forms and PUT /forms/{id} (`$defs/form_write`). */
export type FormInput = FormFormWrite;

export const DEFAULT_SETTINGS: FormSettings = {
  thank_you: { title: "Thank you", html: "<p>We have received your request and will be in touch soon.</p>" },
  notifications: { enabled: false, recipients: [], subject: "New lead" },
  confirmations: { enabled: false, email_field: "email", subject: "We have received your request", html: "" },
};

export const DEFAULT_INTEGRATIONS: FormIntegrations = { lead_service: { enabled: false } };

export const EMPTY_SCHEMA: DataSchema = { type: "object", properties: {}, required: [] };
export const EMPTY_UI_SCHEMA: UiSchema = { "ui:order": [] };
