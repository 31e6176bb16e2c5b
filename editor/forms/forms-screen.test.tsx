// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataSchema, UiSchema } from "../../model/forms/index.ts";
import type { Role } from "../api/session.ts";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { FormsScreen } from "./forms-screen.tsx";
import { storedForm } from "./testing/form-fixture.ts";

let api: FetchStub;

function signIn(role: Role) {
  api.on("GET", /^\/api\/auth\/session$/, {
    body: { user: { id: "u1", email: "ed@example.com", name: "Ed", role }, csrfToken: "csrf-1" },
  });
}

const open = (path: string) => renderScreen(<FormsScreen />, { path, route: "/cms/forms/*" });

beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/forms$/, { body: { data: [storedForm()], lead_counts: { f1: 3 } } });
  api.on("GET", /^\/forms\/f1$/, { body: storedForm() });
  api.on("GET", /^\/forms\/f1\/integrations$/, { body: { lead_service: { enabled: false } } });
  api.on("GET", /^\/integrations\/active_system$/, {
    body: {
      system: null,
      email: { configured: false },
      lead_service: { configured: false },
      verification: { enabled: false, phone: false, email: false, recaptcha: false },
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the forms list", () => {
  it("tells viewers they have no permission, and loads no form", async () => {
    signIn("viewer");
    open("/cms/forms");
    expect(await screen.findByText("You do not have permission to see this.")).toBeTruthy();
    expect(api.requests("GET", /^\/forms/)).toHaveLength(0);
  });

  it("lists forms with status and leads for editors, and duplicates one under a new name", async () => {
    signIn("editor");
    api.on("POST", /^\/forms\/f1\/duplicate/, { status: 201, body: storedForm(undefined, { id: "f2" }) });
    open("/cms/forms");
    const table = await screen.findByRole("table");
    const row = within(table).getByRole("row", { name: /Contact us/ });
    expect(within(row).getByText("Draft")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Leads of Contact us" }).textContent).toBe("3");
    expect(within(row).getByRole("link", { name: "Export Contact us as JSON" }).getAttribute("href")).toBe(
      "/forms/f1/export",
    );
    fireEvent.click(within(row).getByRole("button", { name: "Duplicate Contact us" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate Contact us" });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: "Contact us (dealer 2)" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Duplicate form" }));
    expect(await screen.findByText("Created Contact us (dealer 2), a draft copy of Contact us.")).toBeTruthy();
    const duplicated = new URL(api.requests("POST", /duplicate/)[0]!.url, "http://site.test");
    expect(duplicated.pathname).toBe("/forms/f1/duplicate");
    expect(duplicated.searchParams.get("name")).toBe("Contact us (dealer 2)");
  });
});

describe("the form builder", () => {
  it("adds, configures and reorders fields, shows them in the preview and saves them as schemas", async () => {
    signIn("editor");
    api.on("PUT", /^\/forms\/f1$/, (request) => ({ body: { ...storedForm(), ...(request.body as object) } }));
    open("/cms/forms/f1");
    const fields = await screen.findByRole("list", { name: "Fields" });
    expect(within(fields).getAllByRole("listitem")).toHaveLength(3);

    fireEvent.change(screen.getByLabelText("New field"), { target: { value: "phone" } });
    fireEvent.click(screen.getByRole("button", { name: "Add field" }));
    const editor = screen.getByRole("group", { name: /Phone field/ });
    fireEvent.change(within(editor).getByLabelText(/^Label/), { target: { value: "Mobile" } });
    fireEvent.change(within(editor).getByLabelText(/^Name/), { target: { value: "mobile" } });
    fireEvent.click(within(editor).getByLabelText("Required"));
    fireEvent.change(within(editor).getByLabelText("Max length"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Move Mobile up" }));
    expect(screen.getByText("Mobile moved to position 3 of 4.")).toBeTruthy();

    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByLabelText(/Mobile/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Layout"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved Contact us.")).toBeTruthy();
    const body = api.requests("PUT", /^\/forms\/f1$/)[0]!.body as { schema: DataSchema; ui_schema: UiSchema };
    expect(body.ui_schema["ui:order"]).toEqual(["name", "email", "mobile", "message"]);
    expect(body.ui_schema["ui:options"]).toEqual({ columns: 2 });
    expect(body.schema.properties.mobile).toMatchObject({ type: "string", title: "Mobile", maxLength: 20 });
    expect(body.schema.required).toEqual(["name", "email", "mobile"]);
  });

  it("publishes the form, and will not save a field whose name another field has", async () => {
    signIn("admin");
    api.on("PUT", /^\/forms\/f1$/, (request) => ({ body: { ...storedForm(), ...(request.body as object) } }));
    open("/cms/forms/f1");
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Published Contact us: visitors can send it.")).toBeTruthy();
    expect((api.requests("PUT", /^\/forms\/f1$/)[0]!.body as { status: string }).status).toBe("published");
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /^Your name/ }));
    const editor = screen.getByRole("group", { name: /Short text field/ });
    fireEvent.change(within(editor).getByLabelText(/^Name/), { target: { value: "email" } });
    expect(within(editor).getByText("Another field is already named email.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("previews the form with the site's renderer: its checks, then the thank-you content, posting nothing", async () => {
    signIn("editor");
    open("/cms/forms/f1");
    const preview = await screen.findByRole("region", { name: "Preview" });
    const email = within(preview).getByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: "not-an-address" } });
    fireEvent.click(within(preview).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.change(within(preview).getByLabelText(/Your name/), { target: { value: "Ada" } });
    fireEvent.change(email, { target: { value: "ada@example.com" } });
    fireEvent.click(within(preview).getByRole("button", { name: "Submit" }));
    expect(await within(preview).findByRole("heading", { name: "Thank you" })).toBeTruthy();
    expect(api.sent.filter((request) => request.url.includes("/leads"))).toHaveLength(0);
    fireEvent.click(within(preview).getByRole("button", { name: "Show the form again" }));
    expect(within(preview).getByLabelText(/E-mail/)).toBeTruthy();
  });

  it("keeps thank-you and notification settings with the form", async () => {
    signIn("editor");
    api.on("PUT", /^\/forms\/f1$/, (request) => ({ body: { ...storedForm(), ...(request.body as object) } }));
    open("/cms/forms/f1");
    fireEvent.click(await screen.findByRole("tab", { name: "Settings" }));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Thanks, we will call you" } });
    fireEvent.click(screen.getByRole("tab", { name: "Notifications" }));
    fireEvent.click(screen.getByLabelText("E-mail staff about every lead"));
    fireEvent.change(screen.getByLabelText("Recipients"), { target: { value: "sales@example.com\nboss@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved Contact us.");
    const body = api.requests("PUT", /^\/forms\/f1$/)[0]!.body as { settings: Record<string, unknown> };
    expect(body.settings.thank_you).toMatchObject({ title: "Thanks, we will call you" });
    expect(body.settings.notifications).toMatchObject({
      enabled: true,
      recipients: ["sales@example.com", "boss@example.com"],
    });
  });

  it("shows that verification is off without keys, and saves the lead service integration", async () => {
    signIn("editor");
    api.on("PUT", /^\/forms\/f1\/integrations$/, (request) => ({ body: request.body }));
    open("/cms/forms/f1");
    fireEvent.click(await screen.findByRole("tab", { name: "Integrations" }));
    expect(await screen.findByText("off (no keys configured)")).toBeTruthy();
    fireEvent.click(await screen.findByLabelText("Send every lead to the lead service"));
    fireEvent.change(screen.getByLabelText("Lead service URL"), { target: { value: "https://leads.example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save integrations" }));
    expect(await screen.findByText("Integrations saved.")).toBeTruthy();
    expect(api.requests("PUT", /integrations$/)[0]!.body).toEqual({
      lead_service: { enabled: true, base_url: "https://leads.example.com" },
    });
  });
});
