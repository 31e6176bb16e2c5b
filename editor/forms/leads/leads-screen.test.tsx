// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadExport } from "../../api/forms-client.ts";
import { stubFetch, type FetchStub } from "../../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../../page-tree/testing/render-screen.tsx";
import { lead, storedForm } from "../testing/form-fixture.ts";
import { Leads } from "./leads-screen.tsx";

let api: FetchStub;
const TODAY = new Date("2026-11-26T12:00:00Z");

const failedDelivery = {
  id: "d1",
  kind: "lead_service" as const,
  status: "failed" as const,
  attempts: 5,
  next_attempt_at: "2026-11-25T10:00:00.000Z",
  last_error: "HTTP 503 from the lead service",
  delivered_at: null,
  created_at: "2026-11-25T09:30:00.000Z",
};

const params = (url: string) => new URL(url, "http://localhost").searchParams;

beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/forms\/f1\/leads\?/, (request) => {
    const query = params(request.url);
    const page = Number(query.get("page"));
    const items = Number(query.get("items"));
    // One lead on 25 November, for the chart's one-row count queries.
    if (items === 1) {
      const on25 = query.get("filter[created_at_gteq]") === "2026-11-25";
      return { body: { data: [], meta: { page, items, total: on25 ? 1 : 0, pages: on25 ? 1 : 0 } } };
    }
    return {
      body: {
        data: [
          lead(
            `l${page}`,
            { name: `Ada ${page}`, email: "ada@example.com", message: "Call me" },
            {
              integrations: page === 1 ? [failedDelivery] : [],
            },
          ),
        ],
        meta: { page, items, total: 30, pages: 2 },
      },
    };
  });
  api.on("GET", /^\/forms\/f1\/leads\/l1$/, {
    body: lead("l1", { name: "Ada 1", email: "ada@example.com" }, { integrations: [failedDelivery] }),
  });
  api.on("GET", /^\/forms\/f1\/leads\/l1\/integrations$/, { body: { data: [failedDelivery] } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderScreen(<Leads form={storedForm()} today={TODAY} />, { path: "/", route: "/" });

describe("a form's leads", () => {
  it("show leads per day, the answers in a table, and page, sort and filter by date through the API", async () => {
    open();
    expect(await screen.findByText(/Leads per day, 28 Oct to 26 Nov \(UTC\): 1 in all/)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Leads" });
    expect(within(table).getByText("Ada 1")).toBeTruthy();
    expect(screen.getByText("30 leads")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Ada 2")).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /Received/ }));
    fireEvent.change(screen.getByLabelText("From (UTC day)"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("To (UTC day)"), { target: { value: "2026-11-25" } });
    await screen.findByText("30 leads in this range");
    const last = params(api.requests("GET", /leads\?.*items=25/).at(-1)!.url);
    expect(Object.fromEntries(last)).toEqual({
      items: "25",
      page: "1",
      sort: "created_at",
      "filter[created_at_gteq]": "2026-11-20",
      "filter[created_at_lteq]": "2026-11-25",
    });
    expect(await screen.findByText(/Leads per day, 20 Nov to 25 Nov \(UTC\): 1 in all/)).toBeTruthy();
  });

  it("mark the honeypot's catches as spam and show them alone or leave them out", async () => {
    api.on("GET", /^\/forms\/f1\/leads\?.*filter%5Bspam%5D=true/, {
      body: {
        data: [lead("s1", { name: "Filled the Website field" }, { spam: true })],
        meta: { page: 1, items: 25, total: 1, pages: 1 },
      },
    });
    open();
    const table = await screen.findByRole("table", { name: "Leads" });
    expect(within(table).queryByText("spam")).toBeNull();
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "spam" } });
    const row = await screen.findByRole("row", { name: /Filled the Website field/ }, { timeout: 4000 });
    expect(within(row).getByText("spam")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "people" } });
    await waitFor(() =>
      expect(params(api.requests("GET", /leads\?.*items=25/).at(-1)!.url).get("filter[spam]")).toBe("false"),
    );
  });

  it("open a lead with its failed delivery and send it again", async () => {
    api.on("POST", /^\/forms\/f1\/leads\/l1\/integrations\/fix$/, { body: { requeued: 1 } });
    open();
    fireEvent.click(await screen.findByRole("button", { name: /View the lead/ }));
    const dialog = await screen.findByRole("dialog", { name: "Lead" });
    const delivery = await within(dialog).findByRole("row", { name: /Lead service/ });
    expect(within(delivery).getByText("Failed")).toBeTruthy();
    expect(within(delivery).getByText("HTTP 503 from the lead service")).toBeTruthy();
    expect(within(delivery).getByText("5")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send again (1 failed)" }));
    expect(await within(dialog).findByText("The failed deliveries are queued to be sent again.")).toBeTruthy();
    expect(api.requests("POST", /integrations\/fix/)).toHaveLength(1);
  });

  it("delete a lead only after a second confirmation, and close its dialog", async () => {
    api.on("DELETE", /^\/forms\/f1\/leads\/l1$/, { status: 204 });
    open();
    fireEvent.click(await screen.findByRole("button", { name: /View the lead/ }));
    const dialog = await screen.findByRole("dialog", { name: "Lead" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Delete lead…" }));
    expect(api.requests("DELETE", /leads/)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete the lead" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Lead" })).toBeNull());
    expect(api.requests("DELETE", /leads\/l1$/)).toHaveLength(1);
  });

  it("export with the table's filter, follow its progress and offer the file", async () => {
    const job = (changes: Partial<LeadExport>): LeadExport => ({
      id: "x1",
      form_id: "f1",
      format: "xlsx",
      status: "running",
      total: 30,
      written: 10,
      error: null,
      created_at: "2026-11-26T12:00:00Z",
      updated_at: "2026-11-26T12:00:00Z",
      ...changes,
    });
    let polls = 0;
    api.on("POST", /^\/forms\/f1\/lead_exports\?/, { status: 202, body: job({ status: "pending", written: 0 }) });
    api.on("GET", /^\/forms\/f1\/lead_exports\/x1$/, () => {
      polls += 1;
      return { body: polls < 2 ? job({}) : job({ status: "done", written: 30 }) };
    });
    open();
    fireEvent.change(await screen.findByLabelText("From (UTC day)"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("File type"), { target: { value: "xlsx" } });
    fireEvent.click(screen.getByRole("button", { name: "Export leads" }));
    const bar = await screen.findByRole("progressbar");
    expect(bar.getAttribute("max")).toBe("30");
    const link = await screen.findByRole("link", { name: "Download XLSX" }, { timeout: 4000 });
    expect(link.getAttribute("href")).toBe("/forms/f1/lead_exports/x1/download");
    expect(link.getAttribute("download")).toMatch(/-leads-2026-11-26\.xlsx$/);
    expect(screen.getByText("Exported 30 of 30 leads.")).toBeTruthy();
    const started = params(api.requests("POST", /lead_exports/)[0]!.url);
    expect(started.get("format")).toBe("xlsx");
    expect(started.get("filter[created_at_gteq]")).toBe("2026-11-01");
    await waitFor(() => expect(polls).toBe(2));
  });
});
