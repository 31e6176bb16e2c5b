// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { noRows, QueryState, type QueryLike } from "./query-state.tsx";

const idle = { isPending: false, isError: false, error: null, data: undefined };

function show(query: QueryLike<string[]>) {
  render(
    <QueryState
      query={query}
      loading="Loading cars…"
      failure="The cars could not be loaded"
      isEmpty={noRows}
      empty="No car yet."
    >
      {(rows) => (
        <ul aria-label="Cars">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe("QueryState", () => {
  afterEach(cleanup);

  it("says it is loading until the first answer", () => {
    show({ ...idle, isPending: true });
    expect(screen.getByText("Loading cars…")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says why the list could not be loaded, as an alert", () => {
    show({ ...idle, isError: true, error: new Error("Service unavailable") });
    expect(screen.getByRole("alert").textContent).toBe("The cars could not be loaded: Service unavailable");
  });

  it("shows the empty text instead of an empty list", () => {
    show({ ...idle, data: [] });
    expect(screen.getByText("No car yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("keeps the rows it has when a refetch fails, with the reason", () => {
    show({ ...idle, isError: true, error: new Error("Timed out"), data: ["Defender", "Discovery"] });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Defender", "Discovery"]);
    expect(screen.getByRole("alert").textContent).toContain("Timed out");
  });
});
