import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { leadExportFileName } from "../../../model/leads/export-file-name.ts";
import { formsClient, type ExportFormat, type LeadQuery } from "../../api/forms-client.ts";
import { FormError, SelectField } from "../../ui/index.ts";

const POLL_MS = 500;

/** Export the leads the table shows (its date filter and sort) as CSV or XLSX: start, follow the progress, download. */
export function LeadExport({
  formId,
  formName,
  query,
}: {
  formId: string;
  formName: string;
  query: Partial<LeadQuery>;
}) {
  const [format, setFormat] = useState<ExportFormat>("csv");
  const start = useMutation({ mutationFn: () => formsClient.startExport(formId, format, query) });
  const job = start.data;
  const status = useQuery({
    queryKey: ["lead-export", formId, job?.id],
    queryFn: () => formsClient.exportStatus(formId, job!.id),
    enabled: job !== undefined,
    initialData: job,
    refetchInterval: (current) =>
      current.state.data?.status === "done" || current.state.data?.status === "failed" ? false : POLL_MS,
  });
  const current = status.data;
  const running =
    start.isPending || (current !== undefined && (current.status === "pending" || current.status === "running"));
  // The server names the file the same way (Content-Disposition); the link's name wins in most browsers.
  const fileName = current ? leadExportFileName(formName, current.created_at, current.format) : undefined;
  return (
    <section className="forms-export" aria-labelledby="forms-export-title">
      <h2 id="forms-export-title">Export</h2>
      <div className="forms-export__controls">
        <SelectField
          label="File type"
          name="export_format"
          value={format}
          options={[
            { value: "csv", label: "CSV (UTF-8, opens in spreadsheets)" },
            { value: "xlsx", label: "Excel (XLSX)" },
          ]}
          onChange={(value) => setFormat(value === "xlsx" ? "xlsx" : "csv")}
        />
        <button type="button" className="editor-button" disabled={running} onClick={() => start.mutate()}>
          {running ? "Exporting…" : "Export leads"}
        </button>
      </div>
      <FormError message={start.isError ? `The export could not start: ${start.error.message}` : null} />
      {current ? (
        <div className="forms-export__progress">
          <label htmlFor="forms-export-bar">
            {current.status === "done"
              ? `Exported ${current.written} of ${current.total} leads.`
              : current.status === "failed"
                ? "The export failed."
                : `Exporting: ${current.written} of ${current.total} leads…`}
          </label>
          <progress
            id="forms-export-bar"
            max={Math.max(1, current.total)}
            value={current.status === "done" ? Math.max(1, current.total) : current.written}
          />
          <p role="status">
            {current.status === "done" ? "The export is ready." : current.status === "failed" ? "" : ""}
          </p>
          {current.status === "failed" ? (
            <FormError message={current.error ?? "The export failed; try again."} />
          ) : null}
          {current.status === "done" ? (
            <a className="editor-button" href={formsClient.downloadUrl(formId, current.id)} download={fileName}>
              Download {current.format.toUpperCase()}
            </a>
          ) : null}
        </div>
      ) : null}
      {status.isError ? (
        <FormError message={`The export's progress could not be read: ${status.error.message}`} />
      ) : null}
    </section>
  );
}
