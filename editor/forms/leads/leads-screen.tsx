import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { orderedFields, type FormDefinition } from "../../../model/forms/index.ts";
import { formsClient, type LeadSort } from "../../api/forms-client.ts";
import { QueryState, SelectField, TextField } from "../../ui/index.ts";
import { FORMS_KEY, leadsKey } from "../forms-keys.ts";
import { chartDays } from "./days.ts";
import { answerText, LeadDetail } from "./lead-detail.tsx";
import { LeadExport } from "./lead-export.tsx";
import { LeadsChart } from "./leads-chart.tsx";
import { LeadPager } from "./lead-pager.tsx";

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** The table shows the first few answers; the lead's dialog shows them all. */
const TABLE_FIELDS = 4;

/** Which leads the table shows: the honeypot's catches are kept, marked, and can be shown alone. */
const SPAM_FILTERS = {
  all: undefined,
  people: false,
  spam: true,
} as const;
type SpamFilter = keyof typeof SPAM_FILTERS;

const time = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** /cms/forms/:id/leads */
export function LeadsScreen() {
  const { id = "" } = useParams();
  const form = useQuery({ queryKey: [...FORMS_KEY, id], queryFn: () => formsClient.get(id) });
  if (form.isPending) return <p className="editor-loading">Loading the form…</p>;
  if (form.isError)
    return (
      <p className="editor-error" role="alert">
        The form could not be loaded: {form.error.message} <Link to="/cms/forms">Back to the forms</Link>
      </p>
    );
  return <Leads form={form.data} />;
}

/** A form's leads: per-day chart, date filter, sortable and paged table, lead detail and export. */
export function Leads({ form, today = new Date() }: { form: FormDefinition; today?: Date }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [sort, setSort] = useState<LeadSort>("-created_at");
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<number>(25);
  const [open, setOpen] = useState<string | null>(null);
  const [shown, setShown] = useState<SpamFilter>("all");
  const query = { items, page, sort, from: from || undefined, to: to || undefined, spam: SPAM_FILTERS[shown] };
  const leads = useQuery({
    queryKey: [...leadsKey(form.id), "list", query],
    queryFn: () => formsClient.leads(form.id, query),
    placeholderData: keepPreviousData,
  });
  const columns = orderedFields(form).slice(0, TABLE_FIELDS);
  const meta = leads.data?.meta;
  const pages = Math.max(1, meta?.pages ?? 1);
  const invalidRange = from !== "" && to !== "" && from > to;
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <section className="forms-leads" aria-labelledby="forms-leads-title">
      <p className="forms-crumbs">
        <Link to="/cms/forms">Forms</Link> / <Link to={`/cms/forms/${form.id}`}>Edit {form.name}</Link>
      </p>
      <h1 id="forms-leads-title" tabIndex={-1} data-focus-fallback>
        Leads of {form.name}
      </h1>
      <LeadsChart formId={form.id} days={invalidRange ? [] : chartDays({ from, to }, today)} />
      <div className="admin-panel__filters forms-leads__filters">
        <TextField label="From (UTC day)" name="from" type="date" value={from} onChange={filterBy(setFrom)} />
        <TextField
          label="To (UTC day)"
          name="to"
          type="date"
          value={to}
          error={invalidRange ? "The end is before the start." : undefined}
          onChange={filterBy(setTo)}
        />
        <SelectField
          label="Order"
          name="sort"
          value={sort}
          options={[
            { value: "-created_at", label: "Newest first" },
            { value: "created_at", label: "Oldest first" },
          ]}
          onChange={(value) => {
            setSort(value === "created_at" ? "created_at" : "-created_at");
            setPage(1);
          }}
        />
        <SelectField
          label="Show"
          name="spam"
          value={shown}
          options={[
            { value: "all", label: "All leads" },
            { value: "people", label: "Without spam" },
            { value: "spam", label: "Spam only" },
          ]}
          onChange={(value) => {
            setShown(value === "people" || value === "spam" ? value : "all");
            setPage(1);
          }}
        />
        <SelectField
          label="Per page"
          name="items"
          value={String(items)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => {
            setItems(Number(value));
            setPage(1);
          }}
        />
      </div>
      <p role="status" className="forms-leads__count">
        {meta ? `${meta.total} ${meta.total === 1 ? "lead" : "leads"}${from || to ? " in this range" : ""}` : ""}
      </p>
      <QueryState
        query={leads}
        loading="Loading leads…"
        failure="The leads could not be loaded"
        isEmpty={(loaded) => loaded.data.length === 0}
        empty={from || to ? "No leads in this range." : "No leads yet."}
      >
        {(loaded) => (
          <table className="admin-table" aria-label="Leads" aria-busy={leads.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col" aria-sort={sort === "created_at" ? "ascending" : "descending"}>
                  <button
                    type="button"
                    className="forms-sort"
                    onClick={() => {
                      setSort(sort === "created_at" ? "-created_at" : "created_at");
                      setPage(1);
                    }}
                  >
                    Received {sort === "created_at" ? "↑" : "↓"}
                    <span className="visually-hidden">
                      {sort === "created_at"
                        ? ", oldest first; show newest first"
                        : ", newest first; show oldest first"}
                    </span>
                  </button>
                </th>
                {columns.map((name) => (
                  <th key={name} scope="col">
                    {form.schema.properties[name]?.title ?? name}
                  </th>
                ))}
                <th scope="col" className="admin-table__actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.data.map((lead) => {
                const failed = lead.integrations.some((delivery) => delivery.status === "failed");
                return (
                  <tr key={lead.id}>
                    <th scope="row">
                      {time.format(new Date(lead.created_at))}
                      {failed ? <span className="admin-tag forms-delivery--failed">delivery failed</span> : null}
                      {lead.spam ? (
                        <span className="admin-tag forms-lead--spam" title="The hidden Website field was filled">
                          spam
                        </span>
                      ) : null}
                    </th>
                    {columns.map((name) => (
                      <td key={name}>{answerText(lead.data[name])}</td>
                    ))}
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="row-button"
                        aria-label={`View the lead of ${time.format(new Date(lead.created_at))}`}
                        onClick={() => setOpen(lead.id)}
                      >
                        View
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueryState>
      {meta ? <LeadPager page={page} pages={pages} onPage={setPage} /> : null}
      <LeadExport formId={form.id} formName={form.name} query={{ from: query.from, to: query.to, sort }} />
      {open ? <LeadDetail form={form} leadId={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
