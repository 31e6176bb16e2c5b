import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { FieldKind } from "../../../model/forms/index.ts";
import { formsClient, type FormDefinition } from "../../api/forms-client.ts";
import { FormError, Notice, SelectField, TextField, type NoticeMessage } from "../../ui/index.ts";
import { FORMS_KEY } from "../forms-keys.ts";
import { Tabs } from "../tabs.tsx";
import {
  FIELD_KINDS,
  KIND_LABELS,
  builderProblems,
  builderStateOf,
  formInputOf,
  moveField,
  newField,
  type BuilderState,
} from "./builder-state.ts";
import { FieldEditor } from "./field-editor.tsx";
import { FormPreview } from "./form-preview.tsx";
import { IntegrationsEditor } from "./integrations-editor.tsx";
import { SettingsEditor } from "./settings-editor.tsx";

/** /cms/forms/:id: the form builder. */
export function FormBuilderScreen() {
  const { id = "" } = useParams();
  const form = useQuery({ queryKey: [...FORMS_KEY, id], queryFn: () => formsClient.get(id) });
  if (form.isPending) return <p className="editor-loading">Loading the form…</p>;
  if (form.isError)
    return (
      <p className="editor-error" role="alert">
        The form could not be loaded: {form.error.message} <Link to="/cms/forms">Back to the forms</Link>
      </p>
    );
  return <FormBuilder key={form.data.id} form={form.data} />;
}

type BuilderTab = "fields" | "settings" | "integrations";
const TABS = [
  { key: "fields", label: "Fields" },
  { key: "settings", label: "Settings" },
  { key: "integrations", label: "Integrations" },
] as const;

function FormBuilder({ form }: { form: FormDefinition }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BuilderState>(() => builderStateOf(form));
  const [selected, setSelected] = useState(0);
  const [tab, setTab] = useState<BuilderTab>("fields");
  const [addKind, setAddKind] = useState<FieldKind>("string");
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [announce, setAnnounce] = useState("");
  const problems = builderProblems(state);
  const blocked = problems.form.length > 0 || problems.fields.size > 0;

  const save = useMutation({
    mutationFn: ({ next }: { next: BuilderState; statusChanged: boolean }) =>
      formsClient.update(form.id, formInputOf(next)),
    onSuccess: (saved, { statusChanged }) => {
      queryClient.setQueryData([...FORMS_KEY, form.id], saved);
      void queryClient.invalidateQueries({ queryKey: FORMS_KEY, exact: true });
      setState((current) => ({ ...current, status: saved.status }));
      setNotice({
        tone: "success",
        text: statusChanged
          ? saved.status === "published"
            ? `Published ${saved.name}: visitors can send it.`
            : `Unpublished ${saved.name}: visitors can no longer send it.`
          : `Saved ${saved.name}.`,
      });
    },
  });
  const write = (next: BuilderState) => {
    if (blocked) return;
    setNotice(null);
    save.mutate({ next, statusChanged: next.status !== state.status });
  };
  const update = (changes: Partial<BuilderState>) => setState((current) => ({ ...current, ...changes }));
  const move = (from: number, to: number) => {
    const field = state.fields[from];
    if (!field || to < 0 || to >= state.fields.length) return;
    update({ fields: moveField(state.fields, from, to) });
    setSelected(to);
    setAnnounce(`${field.label} moved to position ${to + 1} of ${state.fields.length}.`);
  };
  const field = state.fields[selected];

  return (
    <section className="forms-builder" aria-labelledby="forms-builder-title">
      <header className="forms-builder__header">
        <p className="forms-crumbs">
          <Link to="/cms/forms">Forms</Link> / <Link to={`/cms/forms/${form.id}/leads`}>Leads of this form</Link>
        </p>
        <h1 id="forms-builder-title" tabIndex={-1} data-focus-fallback>
          {state.name || "Untitled form"}{" "}
          <span className={`forms-status forms-status--${state.status}`}>
            {state.status === "published" ? "Published" : "Draft"}
          </span>
        </h1>
        <div className="forms-builder__actions">
          <button
            type="button"
            className="editor-button"
            disabled={save.isPending || blocked}
            onClick={() => write(state)}
          >
            {save.isPending ? "Saving…" : "Save"}
          </button>
          <button
            type="button"
            className="editor-button editor-button--secondary"
            disabled={save.isPending || blocked}
            onClick={() => write({ ...state, status: state.status === "published" ? "draft" : "published" })}
          >
            {state.status === "published" ? "Unpublish" : "Publish"}
          </button>
        </div>
      </header>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <FormError message={save.isError ? `The form was not saved: ${save.error.message}` : null} />
      {problems.form.length > 0 ? (
        <ul className="forms-problems" aria-label="Before saving">
          {problems.form.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="forms-builder__basics">
        <TextField
          label="Form name"
          name="form_name"
          value={state.name}
          required
          onChange={(name) => update({ name })}
        />
        <SelectField
          label="Layout"
          name="columns"
          value={String(state.columns)}
          options={[
            { value: "1", label: "One column" },
            { value: "2", label: "Two columns" },
          ]}
          onChange={(value) => update({ columns: value === "2" ? 2 : 1 })}
        />
        <TextField
          label="Submit button text"
          name="submit_text"
          value={state.submitText}
          placeholder="Submit"
          onChange={(submitText) => update({ submitText })}
        />
      </div>
      <div className="forms-builder__body">
        <div className="forms-builder__edit">
          <Tabs label="Form builder" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === "fields" ? (
              <>
                <ol className="forms-field-list" aria-label="Fields">
                  {state.fields.map((item, at) => (
                    <li
                      key={at}
                      className={`forms-field-list__item${at === selected ? " forms-field-list__item--selected" : ""}${
                        problems.fields.has(at) ? " forms-field-list__item--invalid" : ""
                      }`}
                    >
                      <button
                        type="button"
                        className="forms-field-list__select"
                        aria-pressed={at === selected}
                        onClick={() => setSelected(at)}
                      >
                        <strong>{item.label || item.name}</strong>{" "}
                        <span className="admin-tag">{KIND_LABELS[item.kind]}</span>
                        {item.required ? <span className="admin-tag">required</span> : null}
                      </button>
                      <button
                        type="button"
                        className="row-button"
                        aria-label={`Move ${item.label} up`}
                        disabled={at === 0}
                        onClick={() => move(at, at - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="row-button"
                        aria-label={`Move ${item.label} down`}
                        disabled={at === state.fields.length - 1}
                        onClick={() => move(at, at + 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="row-button row-button--danger"
                        aria-label={`Remove ${item.label}`}
                        onClick={() => {
                          update({ fields: state.fields.filter((_, i) => i !== at) });
                          setSelected(Math.max(0, Math.min(selected, state.fields.length - 2)));
                          setAnnounce(`${item.label} removed.`);
                        }}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ol>
                <p className="visually-hidden" role="status">
                  {announce}
                </p>
                <div className="forms-builder__add">
                  <SelectField
                    label="New field"
                    name="new_field_kind"
                    value={addKind}
                    options={FIELD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                    onChange={(value) => setAddKind(value as FieldKind)}
                  />
                  <button
                    type="button"
                    className="editor-button editor-button--secondary"
                    onClick={() => {
                      update({ fields: [...state.fields, newField(addKind, state.fields)] });
                      setSelected(state.fields.length);
                      setAnnounce(`${KIND_LABELS[addKind]} field added.`);
                    }}
                  >
                    Add field
                  </button>
                </div>
                {field ? (
                  <FieldEditor
                    field={field}
                    columns={state.columns}
                    problems={problems.fields.get(selected) ?? []}
                    onChange={(next) => update({ fields: state.fields.map((f, i) => (i === selected ? next : f)) })}
                  />
                ) : null}
              </>
            ) : null}
            {tab === "settings" ? (
              <SettingsEditor
                settings={state.settings}
                fields={state.fields}
                onChange={(settings) => update({ settings })}
              />
            ) : null}
            {tab === "integrations" ? <IntegrationsEditor formId={form.id} /> : null}
          </Tabs>
        </div>
        <FormPreview form={form} state={state} />
      </div>
    </section>
  );
}
