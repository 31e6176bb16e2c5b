import { useState } from "react";
import { stockImportsClient, type StockImport } from "../api/stock-imports-client.ts";
import { FormError, failureOf } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";

const number = (value: number) => value.toLocaleString("en-GB");

export const STATUS_TEXT: Record<StockImport["status"], string> = {
  running: "Running",
  finished: "Finished",
  failed: "Failed",
  abandoned: "Stopped (the server stopped during the import)",
};

/** Rows read, the rate, rejected rows and how much of the feed was read: live while the import runs. */
function Progress({ record }: { record: StockImport }) {
  const share = record.bytes_total ? Math.min(1, record.bytes_read / record.bytes_total) : null;
  return (
    <>
      {record.status === "running" && share !== null ? (
        <progress className="admin-stock__bar" max={1} value={share} aria-label="Share of the feed read">
          {Math.round(share * 100)}%
        </progress>
      ) : null}
      <div role="group" aria-label="Progress">
        <dl className="admin-stock__figures">
          <div>
            <dt>Rows processed</dt>
            <dd>{number(record.rows_read)}</dd>
          </div>
          <div>
            <dt>Rows per second</dt>
            <dd>{number(record.rows_per_second ?? 0)}</dd>
          </div>
          <div>
            <dt>Rejected</dt>
            <dd>{number(record.rejected)}</dd>
          </div>
          {record.status === "finished" ? (
            <>
              <div>
                <dt>Added</dt>
                <dd>{number(record.inserted)}</dd>
              </div>
              <div>
                <dt>Updated</dt>
                <dd>{number(record.updated)}</dd>
              </div>
              <div>
                <dt>Unpublished</dt>
                <dd>{number(record.unpublished)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </div>
    </>
  );
}

/** What an import did, or is doing: progress, the outcome in words, the refusal with "switch anyway", the rejected rows. */
export function StockImportReport({
  record,
  onStarted,
}: {
  record: StockImport;
  onStarted: (started: StockImport) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rejections = record.rejections ?? [];
  const unpublished = record.unpublished_vehicles ?? [];
  async function switchAnyway() {
    setBusy(true);
    setProblem(null);
    try {
      onStarted(await stockImportsClient.switchAnyway(record.id));
    } catch (error) {
      setProblem(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="admin-stock__report" aria-labelledby="stock-report-title">
      <h3 id="stock-report-title">
        {record.status === "running" ? "Import in progress" : "Import report"}: {record.mode} feed, {record.source}
      </h3>
      <p className="admin-panel__lead">
        Started {formatTime(record.started_at)}
        {record.finished_at ? `, ended ${formatTime(record.finished_at)}` : ""}.
      </p>
      <p role="status" className="admin-stock__status">
        {record.status === "running"
          ? "Running: the import goes on if you leave or reload this page."
          : record.status === "finished"
            ? `Finished: ${number(record.inserted)} added, ${number(record.updated)} updated, ${number(record.unpublished)} unpublished, ${number(record.rejected)} rejected.`
            : `${STATUS_TEXT[record.status]}.`}
      </p>
      <Progress record={record} />
      {record.status === "finished" && record.mode === "full" && record.unpublished > 0 ? (
        <p>
          {number(record.unpublished)} vehicle{record.unpublished === 1 ? " was" : "s were"} unpublished: published
          before, left out of this full feed (or given no list). Their records are kept; a later feed that names them
          publishes them again.
        </p>
      ) : null}
      {record.error ? (
        <div className="admin-vins__problems" role="alert">
          <p>
            <strong>{record.refusal ? "The stock was not switched." : "The import failed."}</strong> {record.error}
          </p>
          {record.refusal ? (
            <button type="button" className="editor-button" disabled={busy} onClick={switchAnyway}>
              {busy ? "Starting…" : "Switch anyway"}
            </button>
          ) : null}
        </div>
      ) : null}
      <FormError message={problem} />
      {rejections.length > 0 ? (
        // Focusable, so a keyboard can scroll it sideways on a phone.
        <div className="admin-stock__scroll" tabIndex={0} role="region" aria-label="Rejected rows of the feed">
          <table className="admin-table" aria-label="Rejected rows">
            <caption className="admin-stock__caption">
              Rejected rows{record.rejected > rejections.length ? ` (the first ${number(rejections.length)})` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="admin-table__number">
                  Line
                </th>
                <th scope="col">Field</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {rejections.map((rejection, index) => (
                <tr key={`${rejection.line}-${index}`}>
                  <td className="admin-table__number">{rejection.line}</td>
                  <td>{rejection.field ? <code>{rejection.field}</code> : "the whole row"}</td>
                  <td>{rejection.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {unpublished.length > 0 ? (
        <div className="admin-stock__scroll" tabIndex={0} role="region" aria-label="Vehicles this import unpublished">
          <table className="admin-table" aria-label="Unpublished vehicles">
            <caption className="admin-stock__caption">
              Unpublished vehicles
              {record.unpublished > unpublished.length ? ` (the first ${number(unpublished.length)})` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">VIN</th>
                <th scope="col">Id</th>
              </tr>
            </thead>
            <tbody>
              {unpublished.map((vehicle) => (
                <tr key={vehicle.id}>
                  <td>{vehicle.name}</td>
                  <td>
                    <code>{vehicle.vin}</code>
                  </td>
                  <td>
                    <code>{vehicle.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
