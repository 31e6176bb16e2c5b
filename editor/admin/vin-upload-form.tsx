import { useRef, useState, type FormEvent } from "react";
import { ApiError, type ApiIssue } from "../api/api-error.ts";
import { vinsClient, type Vin } from "../api/vins-client.ts";
import { CheckboxField, FileField, FormError, TextField, failureOf } from "../ui/index.ts";

/** schemas/vin.schema.json $defs/list_key, checked here too so a typo is named before the upload. */
const LIST_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LIST_KEY_MAX = 60;
/** The server's limit (services/vin/vin-routes.ts MAX_CSV_BYTES). */
const MAX_BYTES = 10 * 1024 * 1024;

function listKeyProblem(list: string): string | null {
  if (list === "") return "Enter the list's key.";
  if (list.length > LIST_KEY_MAX) return `A list key has at most ${LIST_KEY_MAX} characters.`;
  if (!LIST_KEY.test(list))
    return "Use lower-case letters and digits, words joined by single dashes (e.g. recall-2026-01).";
  return null;
}

interface Problems {
  message: string;
  issues: ApiIssue[];
}

/** Upload a CSV to a new or existing list: the server checks every row, and a bad file changes nothing. */
export function VinUploadForm({
  lists,
  onUploaded,
}: {
  lists: readonly Vin[];
  /** After a successful upload, with the list as the server now holds it. */
  onUploaded: (saved: Vin) => Promise<void>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [list, setList] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [checkDigit, setCheckDigit] = useState(false);
  const [errors, setErrors] = useState<{ list?: string; file?: string }>({});
  const [problems, setProblems] = useState<Problems | null>(null);
  const [busy, setBusy] = useState(false);
  const existing = lists.find((candidate) => candidate.list === list);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const listError = listKeyProblem(list);
    const fileError = !file
      ? "Choose a CSV file."
      : file.size > MAX_BYTES
        ? "The file is larger than 10 MB; split the list."
        : undefined;
    setErrors({ ...(listError ? { list: listError } : {}), ...(fileError ? { file: fileError } : {}) });
    setProblems(null);
    if (listError || fileError || !file) return;
    setBusy(true);
    try {
      const saved = await vinsClient.upload(list, file, checkDigit);
      await onUploaded(saved);
      setList("");
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      // A refused file: each of the server's problems with its line; the list is as it was.
      if (error instanceof ApiError && error.status === 422 && error.issues.length > 0)
        setProblems({ message: error.message, issues: error.issues });
      else {
        const failure = failureOf(error, ["list"]);
        if (failure.fieldErrors.list) setErrors({ list: failure.fieldErrors.list });
        setProblems(failure.message ? { message: failure.message, issues: [] } : null);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-vins__upload" aria-labelledby="vin-upload-title">
      <h3 id="vin-upload-title">Upload a list</h3>
      <p className="admin-panel__lead">
        A CSV (comma or semicolon) whose first row names a <code>vin</code> column; other columns are ignored. Any bad
        row refuses the whole file, and the list stays as it was.
      </p>
      <form className="admin-vins__form" onSubmit={submit} noValidate>
        <TextField
          label="List key"
          name="list"
          value={list}
          onChange={setList}
          error={errors.list}
          required
          monospace
          spellCheck={false}
          suggestions={lists.map((candidate) => candidate.list)}
          hint={
            existing
              ? `Replaces the ${existing.count.toLocaleString("en-GB")} VINs of list ${existing.list}.`
              : "An existing key replaces that list; a new key starts a list. As a block names it, e.g. map-update."
          }
        />
        <FileField
          label="CSV file"
          name="file"
          accept=".csv,text/csv"
          required
          inputRef={fileInput}
          error={errors.file}
          onChange={setFile}
        />
        <CheckboxField
          label="Check the check digit"
          name="check_digit"
          checked={checkDigit}
          onChange={setCheckDigit}
          hint="For North American VINs, whose ninth character is a check digit; European VINs need not have one."
        />
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </form>
      {problems && problems.issues.length === 0 ? <FormError message={problems.message} /> : null}
      {problems && problems.issues.length > 0 ? (
        <div className="admin-vins__problems" role="alert">
          <p>
            <strong>{problems.message}</strong>
          </p>
          <ul aria-label="Problems in the file">
            {problems.issues.map((issue, index) => (
              <li key={index}>
                {typeof issue.line === "number" ? `Line ${issue.line}: ` : ""}
                {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
