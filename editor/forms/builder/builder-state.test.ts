import { describe, expect, it } from "vitest";
import { FIELD_KINDS, type FieldSpec } from "../../../model/forms/index.ts";
import { storedForm } from "../testing/form-fixture.ts";
import { builderProblems, builderStateOf, formInputOf, moveField, newField } from "./builder-state.ts";

describe("the builder's fields", () => {
  it("read back from a stored form as the editor built them, every kind and rule included", () => {
    const fields: FieldSpec[] = [
      { name: "name", kind: "string", label: "Name", required: true, min: 2, max: 80, placeholder: "Jane", help: "Hi" },
      { name: "pin", kind: "string", label: "PIN", size: 4 },
      { name: "notes", kind: "text", label: "Notes", max: 500, width: "full" },
      { name: "email", kind: "email", label: "E-mail", required: true, max: 320 },
      { name: "phone", kind: "phone", label: "Phone" },
      { name: "age", kind: "number", label: "Age", min: 18, max: 99 },
      { name: "newsletter", kind: "bool", label: "Newsletter" },
      { name: "model", kind: "select", label: "Model", options: [{ value: "a4", label: "A4" }] },
      { name: "source", kind: "hidden", label: "Source", max: 500, defaultValue: "web" },
      { name: "consent", kind: "consent", label: "I agree", required: true, consentHtml: "<a href='/p'>Privacy</a>" },
    ];
    expect(new Set(fields.map((field) => field.kind))).toEqual(new Set(FIELD_KINDS));
    const state = builderStateOf(storedForm(fields));
    expect(state.fields).toEqual(fields);
    expect(formInputOf(state).schema).toEqual(storedForm(fields).schema);
  });

  it("move up and down, and new fields get free names", () => {
    const fields = storedForm().ui_schema["ui:order"].map((name) => ({ name, kind: "string" as const, label: name }));
    expect(moveField(fields, 2, 1).map((field) => field.name)).toEqual(["name", "message", "email"]);
    expect(moveField(fields, 0, -1).map((field) => field.name)).toEqual(["name", "email", "message"]);
    expect(newField("email", [...fields, { name: "email_2", kind: "email", label: "x" }]).name).toBe("email_3");
  });

  it("refuse duplicate or badly formed names, selects without options and an unnamed form", () => {
    const state = builderStateOf(storedForm());
    state.name = " ";
    state.fields[1] = { ...state.fields[1]!, name: "name" };
    state.fields.push({ name: "Bad name", kind: "select", label: "Pick", options: [] });
    const problems = builderProblems(state);
    expect(problems.form).toContain("The form needs a name.");
    expect(problems.fields.get(1)).toEqual(["Another field is already named name."]);
    expect(problems.fields.get(3)).toHaveLength(2);
    expect(problems.fields.get(0)).toEqual(["Another field is already named name."]);
    expect(problems.fields.has(2)).toBe(false);
  });
});
