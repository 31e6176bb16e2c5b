import { describe, expect, it } from "vitest";
import { FIELD_KINDS, buildFormSchemas, fieldKindIn, type FieldSpec } from "./field-kinds.ts";

describe("field kinds", () => {
  const specs: FieldSpec[] = FIELD_KINDS.map((kind) => ({
    name: `f_${kind}`,
    kind,
    label: kind,
    required: true,
    ...(kind === "select" ? { options: [{ value: "a", label: "A" }] } : {}),
  }));
  const form = buildFormSchemas(specs, 2, "Send");

  it("read back as the kind they were built from", () => {
    for (const spec of specs) expect(fieldKindIn(form, spec.name)).toBe(spec.kind);
  });

  it("keep the order, the columns and the required fields", () => {
    expect(form.ui_schema["ui:order"]).toEqual(specs.map((spec) => spec.name));
    expect(form.ui_schema["ui:options"]).toEqual({ columns: 2 });
    expect(form.ui_schema["ui:submitButtonOptions"]).toEqual({ submitText: "Send" });
    expect(form.schema.required).toEqual(specs.map((spec) => spec.name));
  });

  it("make a required consent a box that must be ticked, and size an exact length", () => {
    expect(form.schema.properties.f_consent).toEqual({ type: "boolean", title: "consent", const: true });
    const sized = buildFormSchemas([{ name: "pin", kind: "string", label: "PIN", size: 4 }]);
    expect(sized.schema.properties.pin).toMatchObject({ minLength: 4, maxLength: 4 });
    expect(
      buildFormSchemas([{ name: "select", kind: "select", label: "S", options: [{ value: "x", label: "X" }] }]).schema
        .properties.select?.oneOf,
    ).toEqual([{ const: "x", title: "X" }]);
  });
});
