import type {
  LeadLead,
  LeadLeadChoices,
  LeadLeadEvent,
  LeadLeadHistory,
  LeadLeadSearchList,
  LeadLeadStatus,
  LeadLeadUpdate,
} from "../../generated/contracts/entities/lead.ts";
import type { LeadFilters } from "../../model/leads/lead-filters.ts";
import { request } from "./http.ts";

/** The leads back office API (services/forms/lead-office-routes.ts): editors and admins. */
export type { LeadLeadChoices as LeadChoices, LeadLeadEvent as LeadEvent, LeadLeadStatus as LeadStatus };
export type OfficeLead = LeadLead;

export const LEAD_STATUSES: readonly LeadLeadStatus[] = ["new", "contacted", "qualified", "won", "lost", "spam"];

export interface LeadSearch extends LeadFilters {
  page: number;
  items: number;
}

const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;

export const leadOfficeClient = {
  search: async (search: LeadSearch) => {
    const params = new URLSearchParams({ page: String(search.page), items: String(search.items) });
    const filters = {
      "filter[status]": search.status,
      "filter[owner]": search.owner,
      "filter[retailer]": search.retailer,
      "filter[form]": search.form,
      "filter[created_at_gteq]": search.from,
      "filter[created_at_lteq]": search.to,
      q: search.q?.trim(),
    };
    for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
    return (await request<LeadLeadSearchList>(`/leads?${params.toString()}`)).data;
  },
  choices: async () => (await request<LeadLeadChoices>("/leads/choices")).data,
  lead: async (id: string) => (await request<LeadLead>(leadPath(id))).data,
  history: async (id: string) => (await request<LeadLeadHistory>(`${leadPath(id)}/history`)).data.data,
  update: async (id: string, change: LeadLeadUpdate) =>
    (await request<LeadLead>(leadPath(id), { method: "PATCH", body: change })).data,
  /** `key` is one per note typed, reused if the same note is sent again after a failure. */
  addNote: async (id: string, text: string, key: string) =>
    (await request<LeadLeadEvent>(`${leadPath(id)}/notes`, { method: "POST", body: { text }, idempotencyKey: key }))
      .data,
};
