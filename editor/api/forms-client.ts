import type { FormActiveSystem, FormFormWrite } from "../../generated/contracts/entities/form.ts";
import type { FormExport } from "../../generated/contracts/entities/form-export.ts";
import type { FormIntegrations } from "../../generated/contracts/entities/form-integrations.ts";
import type {
  LeadDelivery,
  LeadLead,
  LeadLeadExport,
  LeadLeadExportQuery,
  LeadLeadListQuery,
} from "../../generated/contracts/entities/lead.ts";
import type { FormDefinition } from "../../model/forms/index.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/**
 * The forms and leads API (services/forms/); editors and admins.
 * Stored shapes: schemas/form.schema.json (forms) and schemas/lead.schema.json (leads, deliveries, exports).
 */
export type { FormDefinition, FormIntegrations };
export type FormInput = FormFormWrite;
/** GET /integrations/active_system: what the server has configured (keys come from its environment). */
export type ActiveSystem = FormActiveSystem;
export type Delivery = LeadDelivery;
export type Lead = LeadLead;
export type LeadExport = LeadLeadExport;
export type ExportFormat = LeadLeadExport["format"];
export type LeadSort = NonNullable<LeadLeadListQuery["sort"]>;

/** A form in the list with its lead count (spam left out). */
export type FormSummary = FormDefinition & { leads_count: number };

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

/** The lead list's query parameters: filter[created_at_gteq], filter[created_at_lteq], filter[spam], sort. */
function leadListQuery(query: Partial<LeadQuery>): LeadLeadListQuery {
  return {
    items: query.items,
    page: query.page,
    "filter[created_at_gteq]": query.from || undefined,
    "filter[created_at_lteq]": query.to || undefined,
    "filter[spam]": query.spam,
    sort: query.sort || undefined,
  };
}

const formUrl = (id: string) => `/forms/${encodeURIComponent(id)}`;

export const formsClient = {
  list: async (): Promise<FormSummary[]> => {
    const { data, lead_counts } = (await call(routes.forms, {})).data;
    return data.map((form) => ({ ...form, leads_count: lead_counts[form.id] ?? 0 }));
  },
  get: async (id: string) => (await call(routes.form, { params: { id } })).data,
  create: async (input: FormInput) => (await call(routes.formCreate, { body: input })).data,
  update: async (id: string, input: FormInput) => (await call(routes.formUpdate, { params: { id }, body: input })).data,
  remove: async (id: string) => {
    await call(routes.formDelete, { params: { id } });
  },
  duplicate: async (id: string, name: string) =>
    (await call(routes.formDuplicate, { params: { id }, query: { name } })).data,
  /** The form as a JSON document another installation can import (GET /forms/{id}/export). */
  exportUrl: (id: string) => `${formUrl(id)}/export`,
  /** The file as it is: the server checks it against the export schema and says what is wrong. */
  import: async (document: unknown) => (await call(routes.formImport, { body: document as FormExport })).data,
  integrations: async (id: string) => (await call(routes.formIntegrations, { params: { id } })).data,
  putIntegrations: async (id: string, integrations: FormIntegrations) =>
    (await call(routes.formIntegrationsSave, { params: { id }, body: integrations })).data,
  activeSystem: async () => (await call(routes.activeSystem, {})).data,

  leads: async (formId: string, query: LeadQuery) =>
    (await call(routes.formLeads, { params: { id: formId }, query: leadListQuery(query) })).data,
  /** How many leads match, without their rows (one row asked for, its total read). */
  countLeads: async (formId: string, from: string, to: string) =>
    (await call(routes.formLeads, { params: { id: formId }, query: leadListQuery({ items: 1, page: 1, from, to }) }))
      .data.meta.total,
  lead: async (formId: string, leadId: string) =>
    (await call(routes.formLead, { params: { id: formId, leadId } })).data,
  removeLead: async (formId: string, leadId: string) => {
    await call(routes.formLeadDelete, { params: { id: formId, leadId } });
  },
  leadIntegrations: async (formId: string, leadId: string) =>
    (await call(routes.formLeadDeliveries, { params: { id: formId, leadId } })).data.data,
  /** Sends the lead's failed deliveries again (POST .../integrations/fix). */
  fixIntegrations: async (formId: string, leadId: string) => {
    await call(routes.formLeadDeliveriesFix, { params: { id: formId, leadId } });
  },

  startExport: async (formId: string, format: ExportFormat, query: Partial<LeadQuery>) => {
    const { sort, ...dates } = leadListQuery({ from: query.from, to: query.to, sort: query.sort });
    const exportQuery: LeadLeadExportQuery = {
      "filter[created_at_gteq]": dates["filter[created_at_gteq]"],
      "filter[created_at_lteq]": dates["filter[created_at_lteq]"],
      sort,
      format,
    };
    return (await call(routes.leadExportStart, { params: { id: formId }, query: exportQuery })).data;
  },
  exportStatus: async (formId: string, exportId: string) =>
    (await call(routes.leadExport, { params: { id: formId, exportId } })).data,
  downloadUrl: (formId: string, exportId: string) =>
    `${formUrl(formId)}/lead_exports/${encodeURIComponent(exportId)}/download`,
};
