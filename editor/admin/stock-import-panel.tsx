import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { stockImportsClient, type StockImport } from "../api/stock-imports-client.ts";
import { noRows, QueryState } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";
import { StockImportForm } from "./stock-import-form.tsx";
import { STATUS_TEXT, StockImportReport } from "./stock-import-report.tsx";

const HISTORY_KEY = ["admin", "stock-imports"] as const;
/**
 * How often a running import is asked for (decision 136): the server writes its progress to the
 * database after every batch, so any instance answers, and a reload finds it again.
 */
const POLL_MS = 1000;

const running = (record: StockImport | undefined) => record?.status === "running";

/**
 * The stock import screen: start an import (upload or URL, full or delta), follow it while it runs,
 * read its report, and the history of imports. The latest import is shown when the screen opens, so a
 * reload during an import comes back to its progress.
 */
export function StockImportPanel() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const history = useQuery({
    queryKey: HISTORY_KEY,
    queryFn: stockImportsClient.latest,
    refetchInterval: (query) => (query.state.data?.some((record) => running(record)) ? POLL_MS : false),
  });
  const shownId = selected ?? history.data?.[0]?.id ?? null;
  const shown = useQuery({
    queryKey: ["admin", "stock-import", shownId],
    queryFn: () => stockImportsClient.read(shownId!),
    enabled: shownId !== null,
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
  const ended = shown.data !== undefined && !running(shown.data);
  useEffect(() => {
    // The history's row of an import that just ended shows its outcome too.
    if (ended) void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  }, [ended, shownId, queryClient]);

  const started = (record: StockImport) => {
    queryClient.setQueryData(["admin", "stock-import", record.id], record);
    setSelected(record.id);
    void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  };

  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Stock import</h2>
          <p className="admin-panel__lead">
            Import the vehicle stock from a feed. A full feed is the whole stock: published vehicles it leaves out are
            unpublished, and a feed that looks broken switches nothing. A delta feed only adds and updates. One import
            runs at a time.
          </p>
        </div>
      </div>
      <StockImportForm onStarted={started} />
      {shown.isError ? (
        <p className="editor-error" role="alert">
          The import could not be loaded: {shown.error.message}
        </p>
      ) : null}
      {shown.data ? <StockImportReport record={shown.data} onStarted={started} /> : null}
      <section className="admin-stock__history" aria-labelledby="stock-history-title">
        <h3 id="stock-history-title">History</h3>
        <QueryState
          query={history}
          loading="Loading the imports…"
          failure="The imports could not be loaded"
          isEmpty={noRows}
          empty="No import yet."
        >
          {(rows) => (
            <div className="admin-stock__scroll">
              <table className="admin-table" aria-label="Stock imports">
                <thead>
                  <tr>
                    <th scope="col">Started</th>
                    <th scope="col">Feed</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="admin-table__number">
                      Rows
                    </th>
                    <th scope="col" className="admin-table__number">
                      Rejected
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Report</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((record) => (
                    <tr key={record.id} aria-current={record.id === shownId ? "true" : undefined}>
                      <td>{formatTime(record.started_at)}</td>
                      <td>
                        {record.mode}, <span className="admin-stock__source">{record.source}</span>
                      </td>
                      <td>{record.refusal ? "Refused" : STATUS_TEXT[record.status]}</td>
                      <td className="admin-table__number">{record.rows_read.toLocaleString("en-GB")}</td>
                      <td className="admin-table__number">{record.rejected.toLocaleString("en-GB")}</td>
                      <td>
                        <button
                          type="button"
                          className="editor-button editor-button--quiet"
                          aria-label={`Show the report of the import started ${formatTime(record.started_at)}`}
                          onClick={() => setSelected(record.id)}
                        >
                          Report
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}
