// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageSummary } from "../api/pages-client.ts";
import type { Role } from "../api/session.ts";
import { PageTreeScreen } from "./page-tree-screen.tsx";
import { CONFLICT_MESSAGE } from "./use-page-writes.ts";
import { stubFetch, type FetchStub } from "./testing/fetch-stub.ts";
import { page } from "./testing/page-fixture.ts";
import { renderScreen } from "./testing/render-screen.tsx";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useParams } from "react-router";

function EditorStandIn() {
  return <p>Editing page {useParams().id}</p>;
}

let api: FetchStub;
let pages: PageSummary[];

function signIn(role: Role) {
  api.on("GET", /^\/api\/auth\/session$/, {
    body: { user: { id: "u1", email: "someone@example.com", name: "Someone", role }, csrfToken: "csrf-123" },
  });
}

beforeEach(() => {
  pages = [
    page("home", {
      path: "/",
      title: "Home",
      position: 0,
      revision: 5,
      published_version_id: "v1",
      has_unpublished_changes: false,
    }),
    page("models", { path: "/models", title: "Models", page_type: "folder", position: 1, revision: 2 }),
    page("estate", {
      path: "/models/estate",
      title: "Estate",
      parent_id: "models",
      position: 0,
      revision: 3,
      published_version_id: "v2",
      has_unpublished_changes: true,
    }),
    page("old", {
      path: "/old-offers",
      title: "Old offers",
      redirect_path: "/offers",
      http_code: 302,
      position: 2,
      revision: 1,
    }),
  ];
  api = stubFetch();
  api.on("GET", /^\/api\/cms\/pages$/, () => ({ body: { data: pages } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The row of the page titled `title` (the tree item's own line, not its children). */
async function row(title: string) {
  const heading = await screen.findByText(title, { selector: ".page-row__title" });
  return heading.closest<HTMLElement>(".page-row")!;
}

describe("the page tree", () => {
  it("shows the pages nested by parent, with type and status", async () => {
    signIn("editor");
    renderScreen(<PageTreeScreen />);
    const estate = await row("Estate");
    // Estate sits in the list under Models.
    const nested = screen.getByRole("list", { name: "Pages under “Models”" });
    expect(within(nested).getByText("Estate")).toBeTruthy();
    expect(within(estate).getByText("Unpublished changes")).toBeTruthy();
    expect(within(await row("Home")).getByText("Published")).toBeTruthy();
    expect(within(await row("Models")).getByText("Folder")).toBeTruthy();
    const redirect = await row("Old offers");
    expect(within(redirect).getByText("Redirect")).toBeTruthy();
    expect(within(redirect).getByText("/offers")).toBeTruthy();
    // Only content pages open in the page editor.
    expect(within(estate).getByRole("link", { name: "Edit “Estate”" }).getAttribute("href")).toBe("/cms/pages/estate");
    expect(within(redirect).queryByRole("link", { name: /Edit/ })).toBeNull();
  });

  it("finds pages by title or path, shown under the folders they live in, even collapsed ones", async () => {
    signIn("viewer");
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Models")).getByRole("button", { name: /Collapse|Expand/ }));
    const search = screen.getByRole("searchbox", { name: "Find a page" });
    fireEvent.change(search, { target: { value: "ESTATE" } });
    const titles = () => [...document.querySelectorAll(".page-row__title")].map((title) => title.textContent);
    expect(titles()).toEqual(["Models", "Estate"]);
    fireEvent.change(search, { target: { value: "/old" } });
    expect(titles()).toEqual(["Old offers"]);
    fireEvent.change(search, { target: { value: "hatchback" } });
    expect(titles()).toEqual([]);
    expect(screen.getByText("No page has “hatchback” in its title or path.").getAttribute("role")).toBe("status");
    fireEvent.change(search, { target: { value: "" } });
    expect(titles()).toEqual(["Home", "Models", "Old offers"]);
  });

  it("is read-only for viewers", async () => {
    signIn("viewer");
    renderScreen(<PageTreeScreen />);
    await row("Estate");
    expect(screen.queryByRole("button", { name: /New/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Rename/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("link", { name: "View “Estate”" })).toBeTruthy();
  });

  it("suggests the parent path plus the slug of the title when creating under a parent", async () => {
    signIn("editor");
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Models")).getByRole("button", { name: "Add a page under “Models”" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Range Rover Sport" } });
    expect((within(dialog).getByLabelText(/^Path/) as HTMLInputElement).value).toBe("/models/range-rover-sport");
    // Another parent: the suggestion follows it.
    fireEvent.change(within(dialog).getByLabelText("Parent"), { target: { value: "" } });
    expect((within(dialog).getByLabelText(/^Path/) as HTMLInputElement).value).toBe("/range-rover-sport");
  });

  it("opens a new content page in the page editor", async () => {
    signIn("editor");
    api.on("POST", /^\/api\/cms\/pages$/, (request) => ({
      status: 201,
      body: { ...page("fresh"), ...(request.body as object) },
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/cms"]}>
          <Routes>
            <Route path="/cms" element={<PageTreeScreen />} />
            <Route path="/cms/pages/:id" element={<EditorStandIn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await row("Home");
    fireEvent.click(screen.getByRole("button", { name: /New/ }));
    fireEvent.click(screen.getByRole("menuitem", { name: /^Page/ }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Winter service" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create page" }));
    expect(await screen.findByText("Editing page fresh")).toBeTruthy();
  });

  it("creates a redirect page with its target and code", async () => {
    signIn("editor");
    api.on("POST", /^\/api\/cms\/pages$/, (request) => ({
      status: 201,
      body: { ...page("new"), ...(request.body as object) },
    }));
    renderScreen(<PageTreeScreen />);
    await row("Home");
    fireEvent.click(screen.getByRole("button", { name: /New/ }));
    fireEvent.click(screen.getByRole("menuitem", { name: /Redirect/ }));
    const dialog = await screen.findByRole("dialog", { name: "New redirect" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Summer deals" } });
    fireEvent.change(within(dialog).getByLabelText(/^Redirect to/), { target: { value: "/offers/summer" } });
    fireEvent.change(within(dialog).getByLabelText("HTTP status code"), { target: { value: "307" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create redirect" }));
    await waitFor(() => expect(api.requests("POST", /\/api\/cms\/pages$/)).toHaveLength(1));
    const [create] = api.requests("POST", /\/api\/cms\/pages$/);
    expect(create!.headers["x-csrf-token"]).toBe("csrf-123");
    expect(create!.body).toMatchObject({
      title: "Summer deals",
      path: "/summer-deals",
      parent_id: null,
      position: 3,
      page_type: "page",
      link_type: "internal",
      redirect_path: "/offers/summer",
      http_code: 307,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Created “Summer deals” at /summer-deals.")).toBeTruthy();
  });

  it("sends If-Match with the row's revision when renaming", async () => {
    signIn("editor");
    api.on("PATCH", /^\/api\/cms\/pages\/estate$/, (request) => ({
      body: { ...pages[2], ...(request.body as { fields: object }).fields, revision: 4 },
      headers: { etag: '"4"' },
    }));
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Estate")).getByRole("button", { name: "Rename “Estate”" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “Estate”" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Estate cars" } });
    fireEvent.change(within(dialog).getByLabelText(/^Path/), { target: { value: "/models/estate-cars" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.requests("PATCH", /estate$/)).toHaveLength(1));
    const [patch] = api.requests("PATCH", /estate$/);
    expect(patch!.headers["if-match"]).toBe('"3"');
    expect(patch!.body).toEqual({ fields: { title: "Estate cars", path: "/models/estate-cars" } });
  });

  it("sends If-Match with each moved row's own revision", async () => {
    signIn("editor");
    api.on("PATCH", /^\/api\/cms\/pages\/\w+$/, { body: {} });
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Old offers")).getByRole("button", { name: "Move “Old offers” up" }));
    await waitFor(() => expect(api.requests("PATCH", /pages\//).length).toBeGreaterThan(0));
    for (const request of api.requests("PATCH", /pages\//)) {
      const id = request.url.split("/").pop();
      expect(request.headers["if-match"]).toBe(`"${pages.find((candidate) => candidate.id === id)!.revision}"`);
    }
  });

  it("on a 409 says the page was changed by someone else and refreshes the list", async () => {
    signIn("editor");
    api.on("PATCH", /^\/api\/cms\/pages\/estate$/, () => {
      // Someone else renamed it meanwhile.
      pages[2] = { ...pages[2]!, title: "Estate (theirs)", revision: 9 };
      return {
        status: 409,
        body: { error: "conflict", message: "Someone else changed this page since you loaded it.", revision: 9 },
      };
    });
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Estate")).getByRole("button", { name: "Rename “Estate”" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “Estate”" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Mine" } });
    const listsBefore = api.requests("GET", /\/api\/cms\/pages$/).length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(CONFLICT_MESSAGE));
    expect(CONFLICT_MESSAGE).toBe("This page was changed by someone else; the list has been refreshed.");
    expect(api.requests("GET", /\/api\/cms\/pages$/).length).toBeGreaterThan(listsBefore);
    expect(await screen.findByText("Estate (theirs)")).toBeTruthy();
  });

  it("shows a 422 field issue next to the field it points at", async () => {
    signIn("editor");
    api.on("PATCH", /^\/api\/cms\/pages\/estate$/, {
      status: 422,
      body: {
        error: "invalid_fields",
        message: "Some page fields are not valid; nothing was saved.",
        issues: [{ pointer: "/path", message: "is already used by another page" }],
      },
    });
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Estate")).getByRole("button", { name: "Rename “Estate”" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename “Estate”" });
    const path = within(dialog).getByLabelText(/^Path/);
    fireEvent.change(path, { target: { value: "/" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(path.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(path.getAttribute("aria-describedby")!.split(" ")[0]!)!;
    expect(error.textContent).toBe("Path is already used by another page");
    // The dialog stays open with what was typed, and the title field is not blamed.
    expect((path as HTMLInputElement).value).toBe("/");
    expect(
      within(dialog)
        .getByLabelText(/^Title/)
        .getAttribute("aria-invalid"),
    ).toBeNull();
  });

  it("explains instead of deleting a page that has children", async () => {
    signIn("editor");
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Models")).getByRole("button", { name: "Delete “Models”" }));
    const dialog = await screen.findByRole("dialog", { name: "“Models” cannot be deleted" });
    expect(dialog.textContent).toContain("It has a child page");
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("deletes a page after confirmation with If-Match", async () => {
    signIn("editor");
    api.on("DELETE", /^\/api\/cms\/pages\/old$/, { status: 204 });
    renderScreen(<PageTreeScreen />);
    fireEvent.click(within(await row("Old offers")).getByRole("button", { name: "Delete “Old offers”" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Old offers”?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.requests("DELETE", /old$/)).toHaveLength(1));
    expect(api.requests("DELETE", /old$/)[0]!.headers["if-match"]).toBe('"1"');
  });
});
