import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buildFormSchemas } from "../../model/forms/index.ts";
import { formsClient, type FormSummary } from "../api/forms-client.ts";
import {
  ConfirmDeleteDialog,
  EntityFormDialog,
  noRows,
  Notice,
  QueryState,
  TextField,
  useEntityForm,
  useListWrites,
  type FieldList,
  type FieldProblems,
  type WriteOutcome,
} from "../ui/index.ts";
import { DEFAULT_SETTINGS } from "./builder/builder-state.ts";
import { FORMS_KEY } from "./forms-keys.ts";

type OpenDialog = { kind: "create" } | { kind: "duplicate" | "delete"; form: FormSummary };

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** /cms/forms: every form with its status, leads and last change; create, duplicate, delete, export and import. */
export function FormsList() {
  const forms = useQuery({ queryKey: FORMS_KEY, queryFn: formsClient.list });
  const { notice, setNotice, run } = useListWrites(FORMS_KEY);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const close = () => setDialog(null);

  const importFile = async (file: File) => {
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setNotice({ tone: "error", text: `${file.name} is not a JSON file; nothing was imported.` });
      return;
    }
    const outcome = await run(() => formsClient.import(document), { fields: [] });
    setNotice(
      outcome.ok
        ? { tone: "success", text: `Imported ${outcome.value.name} as a draft.` }
        : { tone: "error", text: `${file.name} was not imported: ${outcome.failure.message}` },
    );
  };

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h1 tabIndex={-1} data-focus-fallback>
            Forms
          </h1>
          <p className="admin-panel__lead">
            Forms visitors send from the site. A draft is only visible here; publish it to accept leads.
          </p>
        </div>
        <div className="forms-list__actions">
          <button
            type="button"
            className="editor-button editor-button--secondary"
            onClick={() => importInput.current?.click()}
          >
            Import JSON
          </button>
          <input
            ref={importInput}
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            aria-label="Form file to import"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void importFile(file);
            }}
          />
          <button type="button" className="editor-button" onClick={() => setDialog({ kind: "create" })}>
            New form
          </button>
        </div>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryState
        query={forms}
        loading="Loading forms…"
        failure="The forms could not be loaded"
        isEmpty={noRows}
        empty="No forms yet."
      >
        {(rows) => (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col" className="admin-table__number">
                  Leads
                </th>
                <th scope="col">Updated</th>
                <th scope="col" className="admin-table__actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((form) => (
                <tr key={form.id}>
                  <th scope="row">
                    <Link to={`/cms/forms/${form.id}`}>{form.name}</Link>
                  </th>
                  <td>
                    <span className={`forms-status forms-status--${form.status}`}>
                      {form.status === "published" ? "Published" : "Draft"}
                    </span>
                  </td>
                  <td className="admin-table__number">
                    <Link to={`/cms/forms/${form.id}/leads`} aria-label={`Leads of ${form.name}`}>
                      {form.leads_count}
                    </Link>
                  </td>
                  <td>{dateFormat.format(new Date(form.updated_at))}</td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="row-button"
                      aria-label={`Duplicate ${form.name}`}
                      onClick={() => setDialog({ kind: "duplicate", form })}
                    >
                      Duplicate
                    </button>
                    <a
                      className="row-button"
                      href={formsClient.exportUrl(form.id)}
                      download={`${form.name}.json`}
                      aria-label={`Export ${form.name} as JSON`}
                    >
                      Export
                    </a>
                    <button
                      type="button"
                      className="row-button row-button--danger"
                      aria-label={`Delete ${form.name}`}
                      onClick={() => setDialog({ kind: "delete", form })}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {dialog?.kind === "create" ? (
        <NameDialog
          title="New form"
          submitLabel="Create form"
          initial=""
          onClose={close}
          save={async (name, fields) => {
            const outcome = await run(
              () =>
                formsClient.create({
                  name,
                  status: "draft",
                  ...buildFormSchemas([], 1),
                  settings: DEFAULT_SETTINGS,
                }),
              { fields, success: `Created ${name}.` },
            );
            if (outcome.ok) navigate(`/cms/forms/${outcome.value.id}`);
            return outcome;
          }}
        />
      ) : null}
      {dialog?.kind === "duplicate" ? (
        <NameDialog
          title={`Duplicate ${dialog.form.name}`}
          submitLabel="Duplicate form"
          initial={`Copy of ${dialog.form.name}`}
          onClose={close}
          save={(name, fields) =>
            run(() => formsClient.duplicate(dialog.form.id, name), {
              fields,
              success: `Created ${name}, a draft copy of ${dialog.form.name}.`,
            })
          }
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDeleteDialog
          title={`Delete ${dialog.form.name}?`}
          confirmLabel="Delete form"
          onClose={close}
          onConfirm={async () => {
            const outcome = await run(() => formsClient.remove(dialog.form.id), {
              fields: [],
              success: `Deleted ${dialog.form.name}.`,
            });
            return outcome.ok ? null : outcome.failure.message;
          }}
        >
          <p>Its leads are deleted with it. Blocks that show it show nothing until another form is chosen.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </div>
  );
}

const NAME_FIELDS: FieldList = [{ name: "name", label: "Name", required: true }];

/** A form's name, for a new form or a copy: the form kit's dialog (server issues beside the field). */
function NameDialog({
  title,
  submitLabel,
  initial,
  onClose,
  save,
}: {
  title: string;
  submitLabel: string;
  initial: string;
  onClose: () => void;
  save: (name: string, fields: readonly string[]) => Promise<WriteOutcome<unknown>>;
}) {
  const form = useEntityForm({
    fields: NAME_FIELDS,
    initial: { name: initial },
    validate: ({ name }): FieldProblems => (name.trim() ? {} : { name: "is required" }),
    save: ({ name }, fields) => save(name.trim(), fields),
    onDone: onClose,
  });
  return (
    <EntityFormDialog form={form} title={title} size="small" onClose={onClose} submitLabel={submitLabel}>
      <TextField {...form.text("name")} />
    </EntityFormDialog>
  );
}
