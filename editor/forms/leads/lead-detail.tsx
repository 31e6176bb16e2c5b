import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { orderedFields, type FormDefinition } from "../../../model/forms/index.ts";
import { formsClient, type Delivery } from "../../api/forms-client.ts";
import { Dialog, FormError } from "../../ui/index.ts";
import { leadsKey } from "../forms-keys.ts";

const KINDS: Record<Delivery["kind"], string> = {
  notification: "Staff notification e-mail",
  confirmation: "Visitor confirmation e-mail",
  lead_service: "Lead service",
};

const STATUSES: Record<Delivery["status"], string> = {
  pending: "Waiting",
  delivering: "Sending",
  delivered: "Delivered",
  failed: "Failed",
};

const time = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });
const when = (value: string | null) => (value ? time.format(new Date(value)) : "—");

export function answerText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** One lead: its answers in the form's order and its deliveries, with "Send again" for failed ones. */
export function LeadDetail({ form, leadId, onClose }: { form: FormDefinition; leadId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = [...leadsKey(form.id), "lead", leadId];
  const lead = useQuery({ queryKey: key, queryFn: () => formsClient.lead(form.id, leadId) });
  const deliveries = useQuery({
    queryKey: [...key, "integrations"],
    queryFn: () => formsClient.leadIntegrations(form.id, leadId),
    initialData: lead.data?.integrations,
    enabled: lead.isSuccess,
  });
  const fix = useMutation({
    mutationFn: () => formsClient.fixIntegrations(form.id, leadId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, "integrations"] }),
  });
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => formsClient.removeLead(form.id, leadId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadsKey(form.id) });
      onClose();
    },
  });
  const rows = deliveries.data ?? [];
  const failed = rows.filter((delivery) => delivery.status === "failed").length;
  const names = orderedFields(form);
  const extra = lead.data ? Object.keys(lead.data.data).filter((name) => !names.includes(name)) : [];
  return (
    <Dialog title="Lead" size="large" cancelLabel="Close" onClose={onClose}>
      {lead.isPending ? <p className="editor-loading">Loading the lead…</p> : null}
      {lead.isError ? <FormError message={`The lead could not be loaded: ${lead.error.message}`} /> : null}
      {lead.data ? (
        <>
          <p>
            Received {when(lead.data.created_at)} <span className="admin-tag">{lead.data.id}</span>
          </p>
          <dl className="forms-lead">
            {[...names, ...extra].map((name) => (
              <div key={name} className="forms-lead__row">
                <dt>{form.schema.properties[name]?.title ?? name}</dt>
                <dd>{answerText(lead.data.data[name])}</dd>
              </div>
            ))}
          </dl>
          <h3>Deliveries</h3>
          {rows.length === 0 ? (
            <p className="admin-panel__empty">
              Nothing is sent for this lead (no notifications or integrations were on).
            </p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Delivery</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="admin-table__number">
                    Attempts
                  </th>
                  <th scope="col">Last error</th>
                  <th scope="col">Next attempt / delivered</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((delivery) => (
                  <tr key={delivery.id}>
                    <th scope="row">{KINDS[delivery.kind]}</th>
                    <td>
                      <span className={`forms-delivery forms-delivery--${delivery.status}`}>
                        {STATUSES[delivery.status]}
                      </span>
                    </td>
                    <td className="admin-table__number">{delivery.attempts}</td>
                    <td>{delivery.last_error ?? "—"}</td>
                    <td>
                      {delivery.status === "delivered" ? when(delivery.delivered_at) : when(delivery.next_attempt_at)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <FormError message={fix.isError ? `Could not send again: ${fix.error.message}` : null} />
          <p role="status">{fix.isSuccess ? "The failed deliveries are queued to be sent again." : ""}</p>
          {failed > 0 ? (
            <button type="button" className="editor-button" disabled={fix.isPending} onClick={() => fix.mutate()}>
              {fix.isPending ? "Queuing…" : `Send again (${failed} failed)`}
            </button>
          ) : null}
          <div className="forms-lead__delete">
            <FormError message={remove.isError ? `The lead was not deleted: ${remove.error.message}` : null} />
            {confirming ? (
              <p role="group" aria-label="Delete this lead">
                Delete this lead and its deliveries for good?{" "}
                <button
                  type="button"
                  className="editor-button editor-button--danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  {remove.isPending ? "Deleting…" : "Yes, delete the lead"}
                </button>{" "}
                <button
                  type="button"
                  className="editor-button editor-button--quiet"
                  onClick={() => setConfirming(false)}
                >
                  Keep it
                </button>
              </p>
            ) : (
              <button type="button" className="editor-button editor-button--quiet" onClick={() => setConfirming(true)}>
                Delete lead…
              </button>
            )}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
