import type { LeadLeadStatus } from "../../generated/contracts/entities/lead.ts";

/**
 * The filters of the leads back office's list, as the screen and the server both name them: owner and
 * retailer take an id or "none" (unassigned, not routed); from and to are dates or ISO times; q is words
 * found in any answer.
 */
export interface LeadFilters {
  status?: LeadLeadStatus;
  owner?: string;
  retailer?: string;
  form?: string;
  from?: string;
  to?: string;
  q?: string;
}
