// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { editorFields } from "../../generated/contracts/editor-fields.ts";
import { BlockForm } from "./block-form.tsx";
import { errorSchemaOf } from "./error-schema.ts";
import { JsonField } from "./fields/json-field.tsx";
import { stubFetch } from "../page-tree/testing/fetch-stub.ts";

// Reference pickers (a form id) load their lists: answered here with nothing, not sent to the network.
beforeEach(() => {
  const api = stubFetch();
  api.on("GET", /^\/forms$/, { body: { data: [], lead_counts: {} } });
  api.on("GET", /^\/api\/offers$/, { body: { data: [] } });
  api.on("GET", /^\/api\/vins$/, { body: { data: [] } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const propsOf = (key: (typeof blockKeys)[number]) =>
  ({ ...structuredClone(blockMeta[key].insertDefaults), id: "b1" }) as Record<string, unknown>;

describe("the inspector form of a block", () => {
  for (const key of blockKeys) {
    it(`${key}: renders a labelled input for every top-level field and hides nested blocks`, () => {
      const { container } = render(<BlockForm type={key} formData={propsOf(key)} errors={{}} onChange={() => {}} />);
      for (const [name, field] of Object.entries(editorFields[key])) {
        if (field.type === "slot") {
          expect(container.querySelector(`#root_${name}`), `${key}.${name}`).toBeNull();
          continue;
        }
        expect(container.textContent, `${key}.${name}`).toContain(field.label);
      }
      expect(container.querySelector("button[type=submit]")).toBeNull();
    });
  }

  it("marks the fields of an optional group the author has not started as not required, until it is started", () => {
    const key = blockKeys.find((candidate) => "dc_strategy" in editorFields[candidate])!;
    const starred = (container: HTMLElement) =>
      [...container.querySelectorAll(".fc-visibility label")]
        .filter((label) => label.querySelector(".fc-field__required"))
        .map((label) => label.textContent?.replace("*", "").trim());
    const empty = render(<BlockForm type={key} formData={propsOf(key)} errors={{}} onChange={() => {}} />);
    expect(empty.container.querySelector(".fc-visibility")).not.toBeNull();
    expect(starred(empty.container)).toEqual([]);
    empty.unmount();
    const started = render(
      <BlockForm
        type={key}
        formData={{ ...propsOf(key), dc_strategy: { key: "url_brands" } }}
        errors={{}}
        onChange={() => {}}
      />,
    );
    expect(starred(started.container)).toEqual(["Strategy", "Value"]);
  });

  it("offers no Add button once a repeatable group holds its maximum", () => {
    // Groups of up to 30 (a group of a thousand takes seconds to draw in happy-dom and proves nothing more).
    const groups = blockKeys.flatMap((key) =>
      blockMeta[key].fieldGroups
        .filter((group) => group.max !== null && group.max <= 30 && !group.property.includes("."))
        .map((group) => ({ key, ...group })),
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const { key, property, max } of groups) {
      const props = propsOf(key);
      const sample = (Array.isArray(props[property]) ? (props[property] as unknown[])[0] : undefined) ?? {};
      const full = { ...props, [property]: Array.from({ length: max! }, () => structuredClone(sample)) };
      const short = { ...props, [property]: Array.from({ length: max! - 1 }, () => structuredClone(sample)) };
      const { container, unmount } = render(<BlockForm type={key} formData={short} errors={{}} onChange={() => {}} />);
      expect(container.querySelector(`#root_${property}__add`), `${key}.${property} below max`).not.toBeNull();
      unmount();
      const atMax = render(<BlockForm type={key} formData={full} errors={{}} onChange={() => {}} />);
      expect(atMax.container.querySelector(`#root_${property}__add`), `${key}.${property} at max`).toBeNull();
      atMax.unmount();
    }
    // Two renders of every capped group: CPU-bound, about 15 s alone on two cores and over a minute beside
    // a browser run, so it gets its own budget rather than the suite's 20 s.
  }, 120_000);

  it("shows a problem from the validators beside its field", () => {
    const key = blockKeys.find((candidate) => editorFields[candidate].heading?.type === "text")!;
    const { container } = render(
      <BlockForm
        type={key}
        formData={{ ...propsOf(key), heading: "" }}
        errors={errorSchemaOf([{ pointer: "/heading", message: "must not be empty" }])}
        onChange={() => {}}
      />,
    );
    const input = container.querySelector<HTMLInputElement>("#root_heading")!;
    const row = input.closest(".fc-field")!;
    expect(row.classList.contains("fc-field--invalid")).toBe(true);
    expect(row.querySelector(".fc-field__errors")?.textContent).toBe("must not be empty");
  });

  it("reports typed text as the new props, keeping an emptied text field as an empty string", () => {
    const key = blockKeys.find((candidate) => editorFields[candidate].heading?.type === "text")!;
    const onChange = vi.fn();
    const { container } = render(<BlockForm type={key} formData={propsOf(key)} errors={{}} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>("#root_heading")!;
    act(() => {
      fireEvent.change(input, { target: { value: "New heading" } });
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ heading: "New heading", id: "b1" }));
    act(() => {
      fireEvent.change(input, { target: { value: "" } });
    });
    expect(onChange.mock.lastCall?.[0]).toHaveProperty("heading", "");
  });
});

describe("the JSON widget", () => {
  function renderJson(value: unknown, onChange = vi.fn()) {
    const props = {
      schema: { title: "Data" },
      uiSchema: {},
      formData: value,
      onChange,
      fieldPathId: { $id: "root_data", path: ["data"] },
      name: "data",
      registry: {},
    } as unknown as Parameters<typeof JsonField>[0];
    render(<JsonField {...props} />);
    return { onChange, textarea: screen.getByRole("textbox") as HTMLTextAreaElement };
  }

  it("refuses text that is not JSON with the reason, and keeps the last valid value", () => {
    const { onChange, textarea } = renderJson({ a: 1 });
    fireEvent.change(textarea, { target: { value: '{"a": 2}' } });
    expect(onChange).toHaveBeenLastCalledWith({ a: 2 }, ["data"]);
    fireEvent.change(textarea, { target: { value: '{"a": ' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert").textContent).toMatch(/^Not valid JSON: .+ The last valid value is kept/);
    expect(textarea.value).toBe('{"a": ');
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
  });
});
