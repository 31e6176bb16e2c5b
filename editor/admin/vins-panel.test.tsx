// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { VinsPanel } from "./vins-panel.tsx";

let api: FetchStub;
let lists: { list: string; count: number; updated_at: string | null }[];

const route = { path: "/admin/vins", route: "/admin/vins" };
const csv = (text: string) => new File([text], "list.csv", { type: "application/vnd.ms-excel" });

function fillUpload(list: string, file: File | null) {
  const form = screen.getByRole("region", { name: "Upload a list" });
  fireEvent.change(within(form).getByLabelText(/List key/), { target: { value: list } });
  if (file) fireEvent.change(within(form).getByLabelText(/CSV file/), { target: { files: [file] } });
  fireEvent.click(within(form).getByRole("button", { name: "Upload" }));
}

beforeEach(() => {
  lists = [{ list: "map-update", count: 1200, updated_at: "2026-03-04T05:06:07Z" }];
  api = stubFetch();
  api.on("GET", /^\/api\/vins$/, () => ({ body: { data: lists } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the VIN lists panel", () => {
  it("shows editors the lists with counts and upload times, and no upload control", async () => {
    renderScreen(<VinsPanel canUpload={false} />, route);
    const row = within(await screen.findByRole("table", { name: "VIN lists" }))
      .getAllByRole("row")
      .find((candidate) => candidate.textContent?.includes("map-update"))!;
    expect(row.textContent).toContain("1,200");
    expect(row.textContent).toContain("2026");
    expect(screen.getByText(/Only admins may upload lists/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Upload a list" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(document.querySelector("input[type=file]")).toBeNull();
  });

  it("names a bad list key or a missing file before sending anything", async () => {
    renderScreen(<VinsPanel canUpload />, route);
    await screen.findByRole("table", { name: "VIN lists" });
    fillUpload("Recall 2026", null);
    expect(await screen.findByText(/Use lower-case letters and digits/)).toBeTruthy();
    expect(screen.getByText("Choose a CSV file.")).toBeTruthy();
    expect(api.requests("PUT", /\/api\/vins\//)).toHaveLength(0);
  });

  it("sends the file as text/csv, lists the server's problems with their lines, and keeps the list as it was", async () => {
    api.on("PUT", /^\/api\/vins\/map-update$/, {
      status: 422,
      body: {
        error: "invalid_csv",
        message: "The CSV has 2 problem(s); nothing was changed.",
        issues: [
          { line: 3, pointer: "/2/0", message: "A VIN has 17 characters.", keyword: "vin" },
          { line: 7, pointer: "/6/0", message: "The ninth character is not the VIN's check digit.", keyword: "vin" },
        ],
      },
    });
    renderScreen(<VinsPanel canUpload />, route);
    await screen.findByRole("table", { name: "VIN lists" });
    fillUpload("map-update", csv("vin\nX\n"));
    const problems = await screen.findByRole("list", { name: "Problems in the file" });
    expect(
      within(problems)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Line 3: A VIN has 17 characters.", "Line 7: The ninth character is not the VIN's check digit."]);
    expect(screen.getByText("The CSV has 2 problem(s); nothing was changed.").closest("[role=alert]")).toBeTruthy();
    const [sent] = api.requests("PUT", /\/api\/vins\/map-update$/);
    expect(sent!.headers["content-type"]).toBe("text/csv");
    expect(screen.getByRole("table", { name: "VIN lists" }).textContent).toContain("1,200");
  });

  it("uploads to a new list with the check digit on, then lists it and says so", async () => {
    api.on("PUT", /^\/api\/vins\/recall-2026-02\?check_digit=true$/, () => {
      lists = [...lists, { list: "recall-2026-02", count: 2, updated_at: "2026-03-05T10:00:00Z" }];
      return { body: lists[1] };
    });
    renderScreen(<VinsPanel canUpload />, route);
    await screen.findByRole("table", { name: "VIN lists" });
    fireEvent.click(screen.getByLabelText(/Check the check digit/));
    fillUpload("recall-2026-02", csv("vin\n1M8GDM9AXKP042788\n1M8GDM9AXKP042789\n"));
    expect(await screen.findByText("Uploaded list recall-2026-02: 2 VINs.")).toBeTruthy();
    expect(await screen.findByRole("rowheader", { name: "recall-2026-02" })).toBeTruthy();
  });

  it("deletes a whole list after a confirmation naming what goes, then shows the lists without it", async () => {
    api.on("DELETE", /^\/api\/vins\/map-update$/, () => {
      lists = [];
      return { status: 204 };
    });
    renderScreen(<VinsPanel canUpload />, route);
    await screen.findByRole("table", { name: "VIN lists" });
    fireEvent.click(screen.getByRole("button", { name: "Delete list map-update" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete VIN list map-update?" });
    expect(dialog.textContent).toContain("Its 1,200 VINs go.");
    expect(api.requests("DELETE", /\/api\/vins\//)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete list" }));
    expect(await screen.findByText("Deleted list map-update.")).toBeTruthy();
    expect(await screen.findByText("No VIN list yet.")).toBeTruthy();
    expect(api.requests("DELETE", /\/api\/vins\/map-update$/)).toHaveLength(1);
  });

  it("offers editors no delete", async () => {
    renderScreen(<VinsPanel canUpload={false} />, route);
    await screen.findByRole("table", { name: "VIN lists" });
    expect(screen.queryByRole("button", { name: /Delete list/ })).toBeNull();
  });
});
