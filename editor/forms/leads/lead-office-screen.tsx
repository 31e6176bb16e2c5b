import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { hasRole, useSession } from "../../api/session.ts";
import { LEAD_STATUSES, leadOfficeClient, type LeadSearch } from "../../api/lead-office-client.ts";
import { QueryState, SelectField, TextField, type SelectOption } from "../../ui/index.ts";
import { leadPerson, routingText, STATUS_LABELS, time } from "./lead-labels.ts";
import { LeadPager } from "./lead-pager.tsx";
import { LEAD_OFFICE_KEY, LeadWork } from "./lead-work.tsx";
import "../../admin/admin.css";
import "../forms.css";

const PAGE_SIZE = 25;
const COLUMNS = ["Name", "E-mail", "Received", "Form", "Status", "Owner", "Retailer"] as const;
const ANY = "";
const NONE = "none";

/** /cms/leads: every form's leads to work on, filtered by status, owner, retailer, form and dates, and searched. */
export function LeadOfficeScreen() {
  const session = useSession();
  if (!hasRole(session.data, "editor"))
    return (
      <section className="admin" aria-labelledby="lead-office-title">
        <h1 id="lead-office-title">Leads</h1>
        <p className="admin__denied" role="alert">
          Leads are worked on by editors and admins. Your role is {session.data?.role ?? "unknown"}.
        </p>
      </section>
    );
  return <LeadOffice />;
}

function LeadOffice() {
  const [filters, setFilters] = useState<Omit<LeadSearch, "page" | "items">>({});
  const [words, setWords] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const choices = useQuery({ queryKey: [...LEAD_OFFICE_KEY, "choices"], queryFn: leadOfficeClient.choices });
  const search = { ...filters, page, items: PAGE_SIZE };
  const leads = useQuery({
    queryKey: [...LEAD_OFFICE_KEY, "list", search],
    queryFn: () => leadOfficeClient.search(search),
    placeholderData: keepPreviousData,
  });
  const filterBy = (name: keyof LeadSearch) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value || undefined }));
    setPage(1);
  };
  const filterSelect = (name: "status" | "owner" | "retailer" | "form", label: string, options: SelectOption[]) => (
    <SelectField label={label} name={name} value={filters[name] ?? ANY} options={options} onChange={filterBy(name)} />
  );
  const submitWords = (event: FormEvent) => {
    event.preventDefault();
    filterBy("q")(words.trim());
  };
  const meta = leads.data?.meta;
  const pages = Math.max(1, meta?.pages ?? 1);
  const invalidRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <section className="admin lead-office" aria-labelledby="lead-office-title">
      <p className="forms-crumbs">
        <Link to="/cms/forms">Forms</Link>
      </p>
      <h1 id="lead-office-title" tabIndex={-1} data-focus-fallback>
        Leads
      </h1>
      <form className="lead-office__search" role="search" aria-label="Leads" onSubmit={submitWords}>
        <TextField
          label="Search"
          name="q"
          type="search"
          value={words}
          hint="Name, e-mail, phone or any answer"
          onChange={setWords}
        />
        <button type="submit" className="editor-button">
          Search
        </button>
      </form>
      <div className="admin-panel__filters lead-office__filters">
        {filterSelect("status", "Status", [
          { value: ANY, label: "Every status" },
          ...LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
        ])}
        {filterSelect("owner", "Owner", [
          { value: ANY, label: "Anyone" },
          { value: NONE, label: "Unassigned" },
          ...(choices.data?.owners ?? []).map((owner) => ({ value: owner.id, label: owner.name || owner.email })),
        ])}
        {filterSelect("retailer", "Retailer", [
          { value: ANY, label: "Any retailer" },
          { value: NONE, label: "Not routed" },
          ...(choices.data?.retailers ?? []).map((retailer) => ({ value: retailer.id, label: retailer.name })),
        ])}
        {filterSelect("form", "Form", [
          { value: ANY, label: "Every form" },
          ...(choices.data?.forms ?? []).map((form) => ({ value: form.id, label: form.name })),
        ])}
        <TextField
          label="From (UTC day)"
          name="from"
          type="date"
          value={filters.from ?? ""}
          onChange={filterBy("from")}
        />
        <TextField
          label="To (UTC day)"
          name="to"
          type="date"
          value={filters.to ?? ""}
          error={invalidRange ? "The end is before the start." : undefined}
          onChange={filterBy("to")}
        />
      </div>
      <p role="status" className="forms-leads__count">
        {meta ? `${meta.total} ${meta.total === 1 ? "lead" : "leads"}` : ""}
      </p>
      <QueryState
        query={leads}
        loading="Loading leads…"
        failure="The leads could not be loaded"
        isEmpty={(loaded) => loaded.data.length === 0}
        empty="No leads match."
      >
        {(loaded) => (
          // On a phone the table scrolls sideways inside this region (focusable, so keyboards can scroll it too).
          <div className="lead-office__table" role="region" aria-label="Leads table" tabIndex={0}>
            <table className="admin-table" aria-label="Leads" aria-busy={leads.isFetching || undefined}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="admin-table__actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.map((lead) => {
                  const person = leadPerson(lead.data);
                  return (
                    <tr key={lead.id}>
                      <th scope="row">{person.name}</th>
                      <td>{person.email}</td>
                      <td>{time.format(new Date(lead.created_at))}</td>
                      <td>{lead.form_name}</td>
                      <td>
                        <span className={`lead-status lead-status--${lead.status}`}>{STATUS_LABELS[lead.status]}</span>
                      </td>
                      <td>{lead.owner ? lead.owner.name || lead.owner.email : "—"}</td>
                      <td>{routingText(lead.routing)}</td>
                      <td className="admin-table__actions">
                        <button
                          type="button"
                          className="row-button"
                          aria-label={`Open the lead of ${person.name}`}
                          onClick={() => setOpen(lead.id)}
                        >
                          Open
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {meta ? <LeadPager page={page} pages={pages} onPage={setPage} /> : null}
      {open ? <LeadWork leadId={open} choices={choices.data} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
