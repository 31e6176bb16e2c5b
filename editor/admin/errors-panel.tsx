import { useQuery } from "@tanstack/react-query";
import { errorsClient } from "../api/errors-client.ts";
import { noRows, QueryState } from "../ui/index.ts";
import { formatTime } from "./order-format.ts";

const ERRORS_KEY = ["admin", "browser-errors"] as const;

/**
 * Errors visitors' browsers reported (a broken payment or form script in the field shows up here):
 * one row per message and script, most recently seen first, with how often and where.
 */
export function ErrorsPanel() {
  const errors = useQuery({ queryKey: ERRORS_KEY, queryFn: errorsClient.latest });
  return (
    <div className="admin-panel">
      <div className="admin-panel__bar">
        <div>
          <h2>Errors</h2>
          <p className="admin-panel__lead">
            Script errors from visitors&rsquo; browsers, grouped by message and script, most recently seen first. They
            hold no query strings, form answers, e-mail addresses or phone numbers. The setting Browser error reports
            decides how many visits report; errors not seen for 30 days are dropped.
          </p>
        </div>
        <button type="button" className="editor-button" onClick={() => void errors.refetch()}>
          Refresh
        </button>
      </div>
      <QueryState
        query={errors}
        loading="Loading errors…"
        failure="The errors could not be loaded"
        isEmpty={noRows}
        empty="No errors reported. Visitors’ pages have run without script errors."
      >
        {(rows) => (
          <table className="admin-table admin-errors" aria-label="Browser errors">
            <thead>
              <tr>
                <th scope="col">Error</th>
                <th scope="col" className="admin-table__number">
                  Times
                </th>
                <th scope="col">Last seen</th>
                <th scope="col">First seen</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((error) => (
                <tr key={`${error.kind}\n${error.message}\n${error.source}`}>
                  <th scope="row">
                    <span className="admin-errors__message">{error.message}</span>
                    <span className="admin-errors__where">
                      {error.kind === "rejection" ? "Unhandled rejection" : "Error"}
                      {error.source ? (
                        <>
                          {" in "}
                          <code>{error.source}</code>
                        </>
                      ) : null}
                      {" on "}
                      <code>{error.page}</code>
                    </span>
                    {error.stack ? (
                      <details>
                        <summary>Stack and browser</summary>
                        <pre className="admin-errors__stack">{error.stack}</pre>
                        <p>{error.user_agent}</p>
                      </details>
                    ) : null}
                  </th>
                  <td className="admin-table__number">{error.count.toLocaleString("en-GB")}</td>
                  <td>{formatTime(error.last_seen)}</td>
                  <td>{formatTime(error.first_seen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </div>
  );
}
