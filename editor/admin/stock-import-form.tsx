import { useRef, useState, type FormEvent } from "react";
import { stockImportsClient, type ImportChoice, type StockImport } from "../api/stock-imports-client.ts";
import { CheckboxField, FileField, FormError, SelectField, TextField, failureOf } from "../ui/index.ts";

/** The server's limit (services/listings/feed/feed-upload.ts FEED_UPLOAD_MAX_BYTES). */
const MAX_BYTES = 1024 ** 3;

const MODES = [
  { value: "full", label: "Full: the whole stock (vehicles it leaves out are unpublished)" },
  { value: "delta", label: "Delta: only adds and updates vehicles" },
] as const;
const FORMATS = [
  { value: "ndjson", label: "NDJSON (one vehicle per line)" },
  { value: "csv", label: "CSV (a header row of field names)" },
] as const;

const formatOf = (name: string): ImportChoice["format"] =>
  /\.csv$/i.test(name.split("?")[0] ?? "") ? "csv" : "ndjson";

/**
 * Starts a stock import: a feed file uploaded, or a URL the server fetches. The import runs on the
 * server; the panel follows it. A refusal (another import running) is shown here.
 */
export function StockImportForm({ onStarted }: { onStarted: (started: StockImport) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<"file" | "url">("file");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [mode, setMode] = useState<ImportChoice["mode"]>("full");
  const [format, setFormat] = useState<ImportChoice["format"]>("ndjson");
  const [forceSwitch, setForceSwitch] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; url?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found =
      source === "file"
        ? {
            file: !file
              ? "Choose a feed file."
              : file.size > MAX_BYTES
                ? "The file is larger than 1 GB: import it from a URL."
                : undefined,
          }
        : { url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : "Enter an http or https URL." };
    setErrors(found.file || found.url ? found : {});
    if (found.file || found.url) return;
    const choice: ImportChoice = { mode, format, forceSwitch: mode === "full" && forceSwitch };
    setBusy(true);
    try {
      const started =
        source === "file"
          ? await stockImportsClient.upload(file!, choice)
          : await stockImportsClient.fromUrl(url.trim(), choice);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      setForceSwitch(false);
      onStarted(started);
    } catch (error) {
      const failure = failureOf(error, ["url"]);
      if (failure.fieldErrors.url) setErrors({ url: failure.fieldErrors.url });
      setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-stock__start" aria-labelledby="stock-start-title">
      <h3 id="stock-start-title">Start an import</h3>
      <form className="admin-vins__form" onSubmit={submit} noValidate>
        <fieldset className="admin-stock__choice">
          <legend className="fc-field__label">Feed</legend>
          <label>
            <input type="radio" name="source" checked={source === "file"} onChange={() => setSource("file")} /> Upload a
            file
          </label>
          <label>
            <input type="radio" name="source" checked={source === "url"} onChange={() => setSource("url")} /> From a URL
          </label>
        </fieldset>
        {source === "file" ? (
          <FileField
            label="Feed file"
            name="file"
            accept=".ndjson,.jsonl,.json,.csv,text/csv,application/x-ndjson"
            required
            inputRef={fileInput}
            error={errors.file}
            hint="NDJSON or CSV, at most 1 GB."
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) setFormat(formatOf(chosen.name));
            }}
          />
        ) : (
          <TextField
            label="Feed URL"
            name="url"
            type="url"
            value={url}
            onChange={(value) => {
              setUrl(value);
              if (/^https?:\/\/\S+$/i.test(value.trim())) setFormat(formatOf(new URL(value.trim()).pathname));
            }}
            error={errors.url}
            required
            spellCheck={false}
            hint="The server fetches it. A host on the server's own network is reached only when the operator allows it."
          />
        )}
        <SelectField
          label="Format"
          name="format"
          value={format}
          options={FORMATS}
          onChange={(value) => setFormat(value as ImportChoice["format"])}
        />
        <SelectField
          label="Kind of feed"
          name="mode"
          value={mode}
          options={MODES}
          onChange={(value) => setMode(value as ImportChoice["mode"])}
        />
        {mode === "full" ? (
          <CheckboxField
            label="Switch even if refused"
            name="force_switch"
            checked={forceSwitch}
            onChange={setForceSwitch}
            hint="A full feed with no valid row, or with too many rejected rows, normally leaves the stock as it was."
          />
        ) : null}
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Starting…" : "Start import"}
        </button>
      </form>
      <FormError message={problem} />
    </section>
  );
}
