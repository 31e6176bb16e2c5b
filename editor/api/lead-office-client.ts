import type {
  LeadLead,
  LeadLeadChoices,
  LeadLeadEvent,
  LeadLeadStatus,
  LeadLeadUpdate,
} from "../../generated/contracts/entities/lead.ts";
import type { LeadFilters } from "../../model/leads/lead-filters.ts";
import { routes } from "../../model/api/routes.ts";
import { call } from "./http.ts";

/** The leads back office API (services/forms/lead-office-routes.ts): editors and admins. */
export type { LeadLeadChoices as LeadChoices, LeadLeadEvent as LeadEvent, LeadLeadStatus as LeadStatus };
export type OfficeLead = LeadLead;

export const LEAD_STATUSES: readonly LeadLeadStatus[] = ["new", "contacted", "qualified", "won", "lost", "spam"];

export interface LeadSearch extends LeadFilters {
  page: number;
  items: number;
}

export const leadOfficeClient = {
  search: async (search: LeadSearch) =>
    (
      await call(routes.leads, {
        query: {
          page: search.page,
          items: search.items,
          // An empty filter is no filter: left out of the query.
          "filter[status]": search.status || undefined,
          "filter[owner]": search.owner || undefined,
          "filter[retailer]": search.retailer || undefined,
          "filter[form]": search.form || undefined,
          "filter[created_at_gteq]": search.from || undefined,
          "filter[created_at_lteq]": search.to || undefined,
          q: search.q?.trim() || undefined,
        },
      })
    ).data,
  choices: async () => (await call(routes.leadChoices, {})).data,
  lead: async (leadId: string) => (await call(routes.lead, { params: { leadId } })).data,
  history: async (leadId: string) => (await call(routes.leadHistory, { params: { leadId } })).data.data,
  update: async (leadId: string, change: LeadLeadUpdate) =>
    (await call(routes.leadUpdate, { params: { leadId }, body: change })).data,
  /** `key` is one per note typed, reused if the same note is sent again after a failure. */
  addNote: async (leadId: string, text: string, key: string) =>
    (await call(routes.leadNote, { params: { leadId }, body: { text } }, { idempotencyKey: key })).data,
};
