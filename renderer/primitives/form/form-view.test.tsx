// @vitest-environment happy-dom
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testDriveForm } from "./fixtures.ts";
import { FormView } from "./form-view.tsx";

afterEach(cleanup);

type Fetch = ReturnType<typeof vi.fn<typeof fetch>>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function setup(fetcher: Fetch, columns?: 1 | 2, initialValues?: () => Record<string, string>) {
  render(
    <FormView form={testDriveForm()} idPrefix="f1" fetcher={fetcher} columns={columns} initialValues={initialValues} />,
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Book my test drive|Sending/ }));

function fillValid() {
  fireEvent.change(field("First name"), { target: { value: "Ada" } });
  fireEvent.change(field("E-mail"), { target: { value: "ada@example.com" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
}

function sentBody(fetcher: Fetch, call = 0) {
  const [url, init] = fetcher.mock.calls[call]!;
  return {
    url,
    key: (init!.headers as Record<string, string>)["idempotency-key"],
    body: JSON.parse(String(init!.body)) as unknown,
  };
}

describe("the form on the site", () => {
  it("draws every field with its label, in two columns, the consent text with its link", () => {
    setup(vi.fn<typeof fetch>());
    expect(field("First name").tagName).toBe("INPUT");
    expect(field("Phone").type).toBe("tel");
    expect(screen.getByRole("combobox", { name: "Model" })).not.toBeNull();
    expect(screen.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(document.querySelector(".fc-form--columns-2")).not.toBeNull();
    expect(
      document.querySelector('input[type="hidden"][name="campaign"], input[type="hidden"]#f1_campaign'),
    ).not.toBeNull();
  });

  it("keeps one column when asked", () => {
    setup(vi.fn<typeof fetch>(), 1);
    expect(document.querySelector(".fc-form--columns-1")).not.toBeNull();
  });

  it("turns invalid fields red, tells why, announces how many and sends nothing", async () => {
    const fetcher = vi.fn<typeof fetch>();
    setup(fetcher);
    fireEvent.change(field("First name"), { target: { value: "x".repeat(21) } });
    submit();
    const name = field("First name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Character limit exceeded",
    );
    expect(field("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please tick this box to continue.")).not.toBeNull();
    expect(name.closest(".fc-form__field")?.className).toContain("fc-form__field--invalid");
    expect(screen.getByRole("alert").textContent).toBe("3 fields need your attention.");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("posts the answers with an Idempotency-Key and an empty honeypot, then shows the thank-you content", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(201, { id: "lead-1", created_at: "2026-11-26T10:00:00Z" }));
    setup(fetcher);
    fillValid();
    submit();
    await screen.findByText("A retailer will call you within a day.");
    expect(screen.getByRole("heading", { name: "Thank you" })).not.toBeNull();
    const sent = sentBody(fetcher);
    expect(sent.url).toBe(`/forms/${testDriveForm().id}/leads`);
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toEqual({ data: { first_name: "Ada", email: "ada@example.com", privacy: true }, website: "" });
  });

  it("keeps the answers after a network failure, and a retry of the same answers reuses the key", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(503, { error: "unavailable" }))
      .mockResolvedValueOnce(json(201, { id: "lead-1" }));
    setup(fetcher);
    fillValid();
    submit();
    expect((await screen.findByRole("alert")).textContent).toMatch(/connection failed/);
    expect(field("First name").value).toBe("Ada");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/on our side/));
    expect(sentBody(fetcher, 1).key).toBe(sentBody(fetcher, 0).key);
    fireEvent.change(field("First name"), { target: { value: "Ada L" } });
    submit();
    await screen.findByText("Thank you");
    expect(sentBody(fetcher, 2).key).not.toBe(sentBody(fetcher, 0).key);
  });

  it("places a 422's messages on their fields and focuses the first", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(
      json(422, {
        error: "invalid_lead",
        message: "1 field needs your attention.",
        issues: [{ pointer: "/data/email", field: "email", message: "Please enter a valid e-mail address." }],
      }),
    );
    setup(fetcher);
    fillValid();
    submit();
    await screen.findByText("Please enter a valid e-mail address.");
    const email = field("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe("ada@example.com");
  });

  it("says how long to wait after a 429", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(429, { error: "rate_limited" }, { "retry-after": "30" }));
    setup(fetcher);
    fillValid();
    submit();
    expect((await screen.findByRole("alert")).textContent).toMatch(/wait 30 seconds/);
    expect(field("E-mail").value).toBe("ada@example.com");
  });

  it("has a honeypot no person sees or reaches", () => {
    setup(vi.fn<typeof fetch>());
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest("[aria-hidden='true']")?.className).toBe("fc-form__trap");
  });

  it("keeps the honeypot off-screen without any stylesheet", () => {
    setup(vi.fn<typeof fetch>());
    // jsdom loads no stylesheet: only the element's own style attribute can place it.
    const wrapper = document.querySelector<HTMLElement>(".fc-form__trap")!;
    expect(wrapper.style.position).toBe("absolute");
    expect(Number.parseInt(wrapper.style.insetInlineStart, 10)).toBeLessThanOrEqual(-1000);
    expect([wrapper.style.width, wrapper.style.height, wrapper.style.overflow]).toEqual(["1px", "1px", "hidden"]);
    const trap = wrapper.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect([trap.style.width, trap.style.height]).toEqual(["0px", "0px"]);
  });

  it("applies prefilled values after the first render", async () => {
    setup(vi.fn<typeof fetch>(), undefined, () => ({ first_name: "Grace", campaign: "spring" }));
    await act(async () => {});
    expect(field("First name").value).toBe("Grace");
    expect(document.querySelector<HTMLInputElement>("#f1_campaign")!.value).toBe("spring");
  });

  it("keeps what the visitor typed before the island hydrated, and sends it", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(201, { id: "lead-1" }));
    const view = (
      <FormView form={testDriveForm()} idPrefix="f1" fetcher={fetcher} initialValues={() => ({ first_name: "Page" })} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const serverField = (id: string) => container.querySelector<HTMLInputElement>(`#f1_${id}`)!;
    serverField("first_name").value = "Ada";
    serverField("email").value = "ada@example.com";
    serverField("privacy").checked = true;

    const root = await act(async () => hydrateRoot(container, view));
    expect(field("First name").value).toBe("Ada");
    expect(field("E-mail").value).toBe("ada@example.com");
    submit();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(sentBody(fetcher).body).toMatchObject({
      data: { first_name: "Ada", email: "ada@example.com", privacy: true },
    });
    act(() => root.unmount());
    container.remove();
  });
});
