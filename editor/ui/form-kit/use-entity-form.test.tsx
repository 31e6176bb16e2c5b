// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { TextField } from "../fields.tsx";
import { failureOf } from "../form-errors.ts";
import { EntityFormDialog } from "./entity-form-dialog.tsx";
import { missingRequired, type FieldList } from "./field-list.ts";
import { useEntityForm } from "./use-entity-form.ts";
import type { WriteOutcome } from "./write-outcome.ts";

const FIELDS: FieldList = [
  { name: "title", label: "Title", required: true },
  { name: "path", label: "Path", required: true },
];

type Send = (values: { title: string; path: string }) => Promise<unknown>;

/** A page form as the dialogs build it: `send` stands for the API call. */
function PageForm({
  send,
  onClose,
  closeOnConflict = false,
}: {
  send: Send;
  onClose: () => void;
  closeOnConflict?: boolean;
}) {
  const form = useEntityForm({
    fields: FIELDS,
    initial: { title: "", path: "" },
    validate: (values) => missingRequired(FIELDS, values),
    save: async (values, fields): Promise<WriteOutcome<unknown>> => {
      try {
        return { ok: true, value: await send(values) };
      } catch (error) {
        return { ok: false, failure: failureOf(error, fields) };
      }
    },
    onDone: onClose,
    closeOnConflict,
  });
  return (
    <EntityFormDialog form={form} title="New page" onClose={onClose} submitLabel="Create page" busyLabel="Creating…">
      <TextField {...form.text("title")} />
      <TextField {...form.text("path")} />
    </EntityFormDialog>
  );
}

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function fill(title: string, path: string) {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/^Path/), { target: { value: path } });
}

const submitButton = () => screen.getByRole("button", { name: /Create page|Creating…/ });

afterEach(cleanup);

describe("useEntityForm in its dialog", () => {
  it("sends the values, says it is busy while the write runs, and closes when it succeeds", async () => {
    const write = deferred();
    const send = vi.fn<Send>(() => write.promise);
    const onClose = vi.fn();
    render(<PageForm send={send} onClose={onClose} />);
    fill("Estate cars", "/estate");
    fireEvent.click(submitButton());
    expect(send).toHaveBeenCalledWith({ title: "Estate cars", path: "/estate" });
    await waitFor(() => expect(submitButton().textContent).toBe("Creating…"));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    write.resolve({ id: "p1" });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("sends once however often the form is submitted while the write runs", async () => {
    const write = deferred();
    const send = vi.fn<Send>(() => write.promise);
    render(<PageForm send={send} onClose={() => undefined} />);
    fill("Estate cars", "/estate");
    const form = submitButton().closest("form")!;
    // Two Enters in the same tick: the second comes before React has re-rendered the busy state.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton().textContent).toBe("Creating…"));
    fireEvent.submit(form);
    write.resolve({});
    await waitFor(() => expect(submitButton().textContent).toBe("Create page"));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts the server's 422 issues beside the fields their JSON pointers name, and the rest above the form", async () => {
    const send = vi.fn<Send>(() =>
      Promise.reject(
        new ApiError(422, "invalid_page", "The page was not saved.", [
          { pointer: "/fields/path", message: "is already used by another page" },
          { pointer: "/fields/template", message: "is not a template" },
        ]),
      ),
    );
    render(<PageForm send={send} onClose={() => undefined} />);
    fill("Estate cars", "/estate");
    fireEvent.click(submitButton());
    const path = screen.getByLabelText(/^Path/);
    await waitFor(() => expect(path.getAttribute("aria-invalid")).toBe("true"));
    const described = path
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Path is already used by another page");
    expect(screen.getByLabelText(/^Title/).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("The page was not saved. template: is not a template");
    expect(document.activeElement).toBe(path);
  });

  it("shows a 409 as a message for the whole form and stays open", async () => {
    const onClose = vi.fn();
    const send = vi.fn<Send>(() =>
      Promise.reject(new ApiError(409, "path_taken", "Another page already has this path.")),
    );
    render(<PageForm send={send} onClose={onClose} />);
    fill("Estate cars", "/estate");
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Another page already has this path.");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "New page" })).toBeTruthy();
  });

  it("closes on a stale-revision 409 when the screen announces conflicts itself", async () => {
    const onClose = vi.fn();
    const send = vi.fn<Send>(() => Promise.reject(new ApiError(409, "conflict", "Changed by someone else.", [], 7)));
    render(<PageForm send={send} onClose={onClose} closeOnConflict />);
    fill("Estate cars", "/estate");
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("checks before sending: focus goes to the first invalid field and the summary says how many", async () => {
    const send = vi.fn<Send>(() => Promise.resolve({}));
    render(<PageForm send={send} onClose={() => undefined} />);
    fireEvent.click(submitButton());
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^Path/).getAttribute("aria-invalid")).toBe("true");
    expect(within(screen.getByRole("dialog")).getByRole("status").textContent).toBe("2 fields need a change.");
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("labels each field and marks the required ones", () => {
    render(<PageForm send={() => Promise.resolve({})} onClose={() => undefined} />);
    const title = screen.getByRole("textbox", { name: "Title (required)" }) as HTMLInputElement;
    expect(title.name).toBe("title");
    expect(title.required).toBe(true);
  });
});
