import type { LeadEvent, LeadStatus, OfficeLead } from "../../api/lead-office-client.ts";

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

const ROUTED_BY: Record<OfficeLead["routing"]["routed_by"], string> = {
  lead_retailer: "by the lead's retailer",
  postcode: "by postcode",
  unrouted: "not routed",
};

export const time = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Who the lead is, from the answers forms commonly have: name, or first and last name; e-mail; phone. */
export function leadPerson(data: Record<string, unknown>): { name: string; email: string; phone: string } {
  const name = text(data.name) || [text(data.first_name), text(data.last_name)].filter(Boolean).join(" ");
  return { name: name || "—", email: text(data.email) || "—", phone: text(data.phone) || "" };
}

export function routingText(routing: OfficeLead["routing"]): string {
  if (!routing.retailer_name) return "Not routed";
  return `${routing.retailer_name} (${ROUTED_BY[routing.routed_by]})`;
}

/** One history entry in an admin's words: what changed, without who and when (shown beside it). */
export function eventText(
  event: LeadEvent,
  names: { owner: (id: string) => string; retailer: (id: string) => string },
): string {
  switch (event.kind) {
    case "status":
      return `Status ${STATUS_LABELS[event.from as LeadStatus] ?? event.from} → ${STATUS_LABELS[event.to as LeadStatus] ?? event.to}`;
    case "owner":
      return event.to ? `Assigned to ${event.text ?? names.owner(event.to)}` : "Unassigned";
    case "routing":
      return event.to
        ? `Routed to ${names.retailer(event.to)} by ${event.text ?? "the system"}`
        : `Not routed: ${event.text ?? ""}`;
    case "note":
      return `Note: ${event.text ?? ""}`;
  }
}
