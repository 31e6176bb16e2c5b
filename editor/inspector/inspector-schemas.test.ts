import { getDefaultRegistry } from "@rjsf/core";
import { describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { inspectorHints } from "../../generated/contracts/inspector-hints.ts";
import settingsSchema from "../../schemas/settings.schema.json";
import { errorSchemaOf } from "./error-schema.ts";
import { formSchemaFor } from "./form-schema.ts";
import { inspectorFields, inspectorWidgets } from "./inspector-registry.ts";
import { matches, projectValidator } from "./project-validator.ts";
import { uiSchemaFor, widgetNamesIn } from "./ui-schema.ts";

/** Every `$ref` in a schema. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** Every title and description in a schema, with where it is. */
function helpTextsIn(value: unknown, at = "", found: { at: string; text: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => helpTextsIn(item, `${at}/${index}`, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if ((key === "title" || key === "description") && typeof child === "string") found.push({ at, text: child });
      else helpTextsIn(child, `${at}/${key}`, found);
    }
  }
  return found;
}

describe("the inspector's form schema of a block", () => {
  it("speaks to a dealer in plain words: no help text cites the specification", () => {
    for (const key of blockKeys) {
      for (const { at, text } of helpTextsIn(formSchemaFor(key)))
        expect(text, `${key}${at}`).not.toMatch(/\bseeds?\b|\bsections? \d/i);
    }
    // The settings admin shows the settings' descriptions the same way.
    for (const { at, text } of helpTextsIn(settingsSchema))
      expect(text, `settings${at}`).not.toMatch(/\bseeds?\b|\bsections? \d/i);
  });

  it("is self-contained: every ref is local and resolves (rjsf resolves local refs only)", () => {
    for (const key of blockKeys) {
      const schema = formSchemaFor(key)!;
      const defs = schema.$defs as Record<string, unknown>;
      for (const ref of refsIn(schema)) {
        expect(ref, key).toMatch(/^#\/\$defs\//);
        expect(defs[ref.slice("#/$defs/".length)], `${key} ${ref}`).toBeDefined();
      }
    }
  });

  it("keeps the block's sample content out of the form (no block-level default) and slots opaque", () => {
    for (const key of blockKeys) {
      const schema = formSchemaFor(key)!;
      expect(schema.default, key).toBeUndefined();
      expect(schema.$id, key).toBeUndefined();
      expect(JSON.stringify(schema)).not.toContain("page-document");
    }
  });

  it("is unknown (null) for a type that is not a block", () => {
    expect(formSchemaFor("no-such-block")).toBeNull();
  });
});

describe("the inspector's uiSchema and widgets", () => {
  const builtIn = getDefaultRegistry();
  const builtInWidgets = new Set([
    "select",
    "textarea",
    "hidden",
    "text",
    "radio",
    "checkbox",
    "checkboxes",
    "updown",
    "range",
    "email",
    "url",
    "date",
    ...Object.keys(builtIn.widgets),
  ]);

  it("registers every ui:field and ui:widget the generated hints name", () => {
    for (const key of blockKeys) {
      const names = widgetNamesIn(uiSchemaFor(key));
      for (const field of names.fields)
        expect(field in inspectorFields || field in builtIn.fields, `${key}: ui:field ${field}`).toBe(true);
      for (const widget of names.widgets)
        expect(widget in inspectorWidgets || builtInWidgets.has(widget), `${key}: ui:widget ${widget}`).toBe(true);
    }
  });

  it("has a widget for every field kind the field vocabulary declares", () => {
    for (const kind of [
      "image",
      "link",
      "link-or-button",
      "button",
      "links",
      "markdown",
      "json",
      "icon",
      "video",
      "date-range",
      "separator",
    ])
      expect(kind in inspectorFields, kind).toBe(true);
    expect("slot" in inspectorWidgets).toBe(true);
  });

  it("extends the hints: no submit button, labelled options kept, empty text stored as an empty string", () => {
    for (const key of blockKeys) {
      const ui = uiSchemaFor(key);
      expect(ui["ui:submitButtonOptions"]).toEqual({ norender: true });
      for (const [name, hint] of Object.entries(inspectorHints[key] as Record<string, Record<string, unknown>>)) {
        if (hint?.["ui:enumNames"])
          expect((ui[name] as Record<string, unknown>)["ui:enumNames"], `${key}.${name}`).toEqual(hint["ui:enumNames"]);
      }
    }
    const withScrollId = blockKeys.find((key) => blockMeta[key].scrollTarget)!;
    expect((uiSchemaFor(withScrollId).block_scroll_id as Record<string, unknown>)["ui:emptyValue"]).toBe("");
  });
});

describe("errors from the project's validators, for rjsf", () => {
  it("puts each message beside its field, nested fields and list items included", () => {
    expect(
      errorSchemaOf([
        { pointer: "/heading", message: "must not be empty" },
        { pointer: "/tabs/1/tab_label", message: "is required" },
        { pointer: "/tabs/1/tab_label", message: "is required" },
      ]),
    ).toEqual({
      heading: { __errors: ["must not be empty"] },
      tabs: { 1: { tab_label: { __errors: ["is required"] } } },
    });
  });

  it("validates a block's props with the generated validator and reports its own fields only", () => {
    const key = blockKeys.find((candidate) =>
      (formSchemaFor(candidate)!.required ?? []).some((name) => name !== "id"),
    )!;
    const required = (formSchemaFor(key)!.required ?? []).find((name) => name !== "id")!;
    const props = { ...structuredClone(blockMeta[key].insertDefaults), id: "b1" } as Record<string, unknown>;
    const validator = projectValidator(key);
    expect(validator.validateFormData(props, formSchemaFor(key)!).errors).toEqual([]);
    delete props[required];
    const result = validator.validateFormData(props, formSchemaFor(key)!);
    expect(result.errors.map((error) => error.property)).toContain(`.${required}`);
    expect(result.errorSchema).toHaveProperty([required, "__errors"]);
  });

  it("tells alternatives apart structurally when rjsf asks", () => {
    expect(matches({ type: "object", properties: { kind: { const: "a" } }, required: ["kind"] }, { kind: "a" })).toBe(
      true,
    );
    expect(matches({ type: "object", properties: { kind: { const: "a" } }, required: ["kind"] }, { kind: "b" })).toBe(
      false,
    );
    expect(matches({ type: "integer" }, 2.5)).toBe(false);
    expect(matches({ enum: ["x", "y"] }, "y")).toBe(true);
  });
});

describe("labels of fields defined through another field kind", () => {
  it("keep the referring kind's title (a paragraph is 'Paragraph', not the rich text's own title)", () => {
    for (const key of blockKeys) {
      const defs = formSchemaFor(key)!.$defs as Record<string, { $ref?: string; title?: string }>;
      for (const [name, def] of Object.entries(defs)) expect(def.$ref, `${key} $defs.${name}`).toBeUndefined();
      expect(defs.paragraph?.title).toBe("Paragraph");
    }
  });
});
