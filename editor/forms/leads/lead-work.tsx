import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LEAD_STATUSES, leadOfficeClient, type LeadChoices, type LeadStatus } from "../../api/lead-office-client.ts";
import { Dialog, FormError, SelectField, TextField } from "../../ui/index.ts";
import { answerText } from "./lead-detail.tsx";
import { eventText, leadPerson, routingText, STATUS_LABELS, time } from "./lead-labels.ts";

export const LEAD_OFFICE_KEY = ["lead-office"] as const;
const UNASSIGNED = "";

/**
 * One lead to work on: its answers, status and owner (each change saved at once and added to the
 * history), notes (added, never edited) and its history with who and when.
 */
export function LeadWork({
  leadId,
  choices,
  onClose,
}: {
  leadId: string;
  choices: LeadChoices | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const key = [...LEAD_OFFICE_KEY, "lead", leadId];
  const lead = useQuery({ queryKey: key, queryFn: () => leadOfficeClient.lead(leadId) });
  const history = useQuery({ queryKey: [...key, "history"], queryFn: () => leadOfficeClient.history(leadId) });
  const [note, setNote] = useState("");
  // One key per note typed: a retry after a failure sends the same key, so the note is added once.
  const [noteKey, setNoteKey] = useState(() => crypto.randomUUID());
  const [saved, setSaved] = useState("");
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: LEAD_OFFICE_KEY });
  };
  const update = useMutation({
    mutationFn: (change: { status?: LeadStatus; owner_id?: string | null }) => leadOfficeClient.update(leadId, change),
    onSuccess: async (changed, change) => {
      queryClient.setQueryData(key, changed);
      setSaved(
        change.status
          ? `Status is now ${STATUS_LABELS[change.status]}.`
          : changed.owner
            ? `Assigned to ${changed.owner.name || changed.owner.email}.`
            : "The lead is unassigned.",
      );
      await refresh();
    },
  });
  const addNote = useMutation({
    mutationFn: () => leadOfficeClient.addNote(leadId, note, noteKey),
    onSuccess: async () => {
      setNote("");
      setNoteKey(crypto.randomUUID());
      setSaved("Note added.");
      await refresh();
    },
  });
  const names = {
    owner: (id: string) => choices?.owners.find((owner) => owner.id === id)?.email ?? id,
    retailer: (id: string) => choices?.retailers.find((retailer) => retailer.id === id)?.name ?? id,
  };
  const data = lead.data;
  const person = data ? leadPerson(data.data) : null;
  return (
    <Dialog title={person ? `Lead: ${person.name}` : "Lead"} size="large" cancelLabel="Close" onClose={onClose}>
      {lead.isPending ? <p className="editor-loading">Loading the lead…</p> : null}
      {lead.isError ? <FormError message={`The lead could not be loaded: ${lead.error.message}`} /> : null}
      {data ? (
        <>
          <p>
            Received {time.format(new Date(data.created_at))}. Retailer: {routingText(data.routing)}.
          </p>
          <div className="lead-work__controls">
            <SelectField
              label="Status"
              name="lead_status"
              value={data.status}
              options={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
              onChange={(value) => update.mutate({ status: value as LeadStatus })}
            />
            <SelectField
              label="Owner"
              name="lead_owner"
              value={data.owner?.id ?? UNASSIGNED}
              options={[
                { value: UNASSIGNED, label: "Nobody (unassigned)" },
                ...(choices?.owners ?? (data.owner ? [data.owner] : [])).map((owner) => ({
                  value: owner.id,
                  label: owner.name ? `${owner.name} (${owner.email})` : owner.email,
                })),
              ]}
              onChange={(value) => update.mutate({ owner_id: value === UNASSIGNED ? null : value })}
            />
          </div>
          <FormError message={update.isError ? `Not saved: ${update.error.message}` : null} />
          <p role="status" className="lead-work__saved">
            {update.isPending || addNote.isPending ? "Saving…" : saved}
          </p>
          <dl className="forms-lead">
            {Object.entries(data.data).map(([name, value]) => (
              <div key={name} className="forms-lead__row">
                <dt>{name}</dt>
                <dd>{answerText(value)}</dd>
              </div>
            ))}
          </dl>
          {/* Not a form of its own: the dialog is one, and a nested form's submit would close it. */}
          <div className="lead-work__note" role="group" aria-label="Notes">
            <TextField label="Add a note" name="lead_note" value={note} rows={3} onChange={setNote} />
            <FormError message={addNote.isError ? `The note was not added: ${addNote.error.message}` : null} />
            <button
              type="button"
              className="editor-button"
              disabled={addNote.isPending || !note.trim()}
              onClick={() => addNote.mutate()}
            >
              {addNote.isPending ? "Adding…" : "Add note"}
            </button>
          </div>
          <h3 id="lead-history-title">History</h3>
          {history.isError ? <FormError message={`The history could not be loaded: ${history.error.message}`} /> : null}
          <ol className="lead-work__history" aria-labelledby="lead-history-title">
            {(history.data ?? []).map((event) => (
              <li key={event.id}>
                <span className="lead-work__what">{eventText(event, names)}</span>{" "}
                <span className="lead-work__who">
                  — {event.actor?.email ?? "system"}, {time.format(new Date(event.created_at))}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Dialog>
  );
}
