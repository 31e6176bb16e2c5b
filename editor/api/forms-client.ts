import type { DataSchema, FormDefinition, FormSettings, UiSchema } from "../../model/forms/index.ts";
import { request } from "./http.ts";

/**
 * The forms and leads API (services/forms/); editors and admins.
 * Stored shapes: schemas/form.schema.json (forms) and schemas/lead.schema.json (leads, deliveries, exports).
 */
export type { FormDefinition };

/** A form in the list; the server may add its lead count. */
export type FormSummary = FormDefinition & { leads_count?: number };

export interface FormInput {
  name: string;
  status?: FormDefinition["status"];
  schema?: DataSchema;
  ui_schema?: UiSchema;
  settings?: FormSettings;
}

export interface FormIntegrations {
  lead_service: { enabled: boolean; base_url?: string; fetch_salesforce_data?: boolean };
}

/** GET /integrations/active_system: what the server has configured (keys come from its environment). */
export interface ActiveSystem {
  system: string | null;
  email: { configured: boolean };
  lead_service: { configured: boolean };
  verification: { enabled: boolean; phone: boolean; email: boolean; recaptcha: boolean };
}

export interface Delivery {
  id: string;
  kind: "notification" | "confirmation" | "lead_service";
  status: "pending" | "delivering" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface Lead {
  id: string;
  form_id: string;
  data: Record<string, unknown>;
  /** Caught by the honeypot: kept for an admin to look at, never delivered or exported. */
  spam: boolean;
  created_at: string;
  integrations: Delivery[];
}

export type LeadSort = "created_at" | "-created_at";

/** The lead list's query: dates are YYYY-MM-DD (a whole UTC day) or ISO times. */
export interface LeadQuery {
  items: number;
  page: number;
  from?: string;
  to?: string;
  /** true: only the honeypot's catches; false: only people's leads; absent: both. */
  spam?: boolean;
  sort: LeadSort;
}

export interface LeadPage {
  data: Lead[];
  meta: { page: number; items: number; total: number; pages: number };
}

export type ExportFormat = "csv" | "xlsx";

export interface LeadExport {
  id: string;
  form_id: string;
  format: ExportFormat;
  status: "pending" | "running" | "done" | "failed";
  total: number;
  written: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

const base = "/forms";
const formUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;
const leadUrl = (formId: string, leadId: string) => `${formUrl(formId)}/leads/${encodeURIComponent(leadId)}`;

/** The query string of the lead list and of an export: filter[created_at_gteq], filter[created_at_lteq], filter[spam], sort. */
function leadFilterParams(query: Partial<LeadQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.items !== undefined) params.set("items", String(query.items));
  if (query.page !== undefined) params.set("page", String(query.page));
  if (query.from) params.set("filter[created_at_gteq]", query.from);
  if (query.to) params.set("filter[created_at_lteq]", query.to);
  if (query.spam !== undefined) params.set("filter[spam]", String(query.spam));
  if (query.sort) params.set("sort", query.sort);
  return params;
}

export const formsClient = {
  list: async () => (await request<{ data: FormSummary[] }>(base)).data.data,
  get: async (id: string) => (await request<FormDefinition>(formUrl(id))).data,
  create: async (input: FormInput) => (await request<FormDefinition>(base, { method: "POST", body: input })).data,
  update: async (id: string, input: FormInput) =>
    (await request<FormDefinition>(formUrl(id), { method: "PUT", body: input })).data,
  remove: async (id: string) => {
    await request<void>(formUrl(id), { method: "DELETE" });
  },
  duplicate: async (id: string, name: string) =>
    (
      await request<FormDefinition>(`${formUrl(id)}/duplicate?${new URLSearchParams({ name })}`, {
        method: "POST",
      })
    ).data,
  /** The form as a JSON document another installation can import (GET /forms/{id}/export). */
  exportUrl: (id: string) => `${formUrl(id)}/export`,
  import: async (document: unknown) =>
    (await request<FormDefinition>(`${base}/import`, { method: "POST", body: document })).data,
  integrations: async (id: string) => (await request<FormIntegrations>(`${formUrl(id)}/integrations`)).data,
  putIntegrations: async (id: string, integrations: FormIntegrations) =>
    (await request<FormIntegrations>(`${formUrl(id)}/integrations`, { method: "PUT", body: integrations })).data,
  activeSystem: async () => (await request<ActiveSystem>("/integrations/active_system")).data,

  leads: async (formId: string, query: LeadQuery) =>
    (await request<LeadPage>(`${formUrl(formId)}/leads?${leadFilterParams(query)}`)).data,
  /** How many leads match, without their rows (one row asked for, its total read). */
  countLeads: async (formId: string, from: string, to: string) =>
    (await request<LeadPage>(`${formUrl(formId)}/leads?${leadFilterParams({ items: 1, page: 1, from, to })}`)).data.meta
      .total,
  lead: async (formId: string, leadId: string) => (await request<Lead>(leadUrl(formId, leadId))).data,
  removeLead: async (formId: string, leadId: string) => {
    await request<void>(leadUrl(formId, leadId), { method: "DELETE" });
  },
  leadIntegrations: async (formId: string, leadId: string) =>
    (await request<{ data: Delivery[] }>(`${leadUrl(formId, leadId)}/integrations`)).data.data,
  /** Sends the lead's failed deliveries again (POST .../integrations/fix). */
  fixIntegrations: async (formId: string, leadId: string) => {
    await request<unknown>(`${leadUrl(formId, leadId)}/integrations/fix`, { method: "POST", body: {} });
  },

  startExport: async (formId: string, format: ExportFormat, query: Partial<LeadQuery>) => {
    const params = leadFilterParams({ from: query.from, to: query.to, sort: query.sort });
    params.set("format", format);
    return (await request<LeadExport>(`${formUrl(formId)}/lead_exports?${params}`, { method: "POST", body: {} })).data;
  },
  exportStatus: async (formId: string, exportId: string) =>
    (await request<LeadExport>(`${formUrl(formId)}/lead_exports/${encodeURIComponent(exportId)}`)).data,
  downloadUrl: (formId: string, exportId: string) =>
    `${formUrl(formId)}/lead_exports/${encodeURIComponent(exportId)}/download`,
};
