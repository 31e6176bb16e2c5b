// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { Dialog } from "../dialog.tsx";
import { EntityPanel } from "./entity-panel.tsx";

interface Lead {
  id: string;
  name: string;
  email: string;
}

const KEY = ["admin", "leads"] as const;

function LeadsPanel({
  load,
  remove,
  readOnly,
}: {
  load: () => Promise<Lead[]>;
  remove: (lead: Lead) => Promise<unknown>;
  readOnly?: boolean;
}) {
  const leads = useQuery({ queryKey: KEY, queryFn: load });
  return (
    <EntityPanel<Lead>
      title="Leads"
      lead="People who asked about a car."
      addLabel="Add lead"
      noun="leads"
      list={leads}
      writesKey={KEY}
      readOnly={readOnly}
      empty="No leads yet."
      rowKey={(lead) => lead.id}
      subject={(lead) => lead.name}
      columns={[
        { header: "Name", rowHeader: true, cell: (lead) => lead.name },
        { header: "E-mail", cell: (lead) => lead.email },
      ]}
      form={(lead, close) => (
        <Dialog title={lead ? `Edit ${lead.name}` : "Add a lead"} onClose={close}>
          <p>form</p>
        </Dialog>
      )}
      deletion={{
        title: (lead) => `Delete ${lead.name}?`,
        confirmLabel: "Delete lead",
        remove,
        success: (lead) => `Deleted ${lead.name}.`,
        body: (lead) => <p>{lead.email} is forgotten.</p>,
      }}
    />
  );
}

function renderPanel(
  load: () => Promise<Lead[]>,
  remove: (lead: Lead) => Promise<unknown> = () => Promise.resolve(),
  readOnly = false,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LeadsPanel load={load} remove={remove} readOnly={readOnly} />
    </QueryClientProvider>,
  );
}

const ADA: Lead = { id: "l1", name: "Ada", email: "ada@example.com" };

afterEach(cleanup);

describe("EntityPanel", () => {
  it("lists the rows with a row header and named Edit and Delete buttons", async () => {
    renderPanel(() => Promise.resolve([ADA]));
    expect(screen.getByText("Loading leads…")).toBeTruthy();
    const row = (await screen.findByRole("rowheader", { name: "Ada" })).closest("tr")!;
    expect(within(row).getByText("ada@example.com")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Name",
      "E-mail",
      "Actions",
    ]);
    fireEvent.click(within(row).getByRole("button", { name: "Edit Ada" }));
    expect(await screen.findByRole("dialog", { name: "Edit Ada" })).toBeTruthy();
  });

  it("read-only, lists the rows without the add button, the row buttons or their column", async () => {
    renderPanel(() => Promise.resolve([ADA]), undefined, true);
    await screen.findByRole("rowheader", { name: "Ada" });
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "E-mail"]);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("opens the add form, and says when the list is empty or could not be loaded", async () => {
    renderPanel(() => Promise.resolve([]));
    expect(await screen.findByText("No leads yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add lead" }));
    expect(await screen.findByRole("dialog", { name: "Add a lead" })).toBeTruthy();
    cleanup();
    renderPanel(() => Promise.reject(new Error("The database is busy.")));
    expect((await screen.findByText("The leads could not be loaded: The database is busy.")).getAttribute("role")).toBe(
      "alert",
    );
  });

  it("confirms a delete, keeps the dialog open on failure, and refreshes the list with a notice on success", async () => {
    let rows = [ADA];
    const load = vi.fn(() => Promise.resolve(rows));
    const remove = vi
      .fn<(lead: Lead) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(503, "unavailable", "Try again in a moment."))
      .mockImplementationOnce(async () => {
        rows = [];
      });
    renderPanel(load, remove);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Ada" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Ada?" });
    expect(dialog.textContent).toContain("ada@example.com is forgotten.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete lead" }));
    expect(await within(dialog).findByText("Try again in a moment.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete lead" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Deleted Ada.")).toBeTruthy();
    expect(await screen.findByText("No leads yet.")).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(ADA);
  });
});
