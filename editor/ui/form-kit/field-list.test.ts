import { describe, expect, it } from "vitest";
import pageRecordSchema from "../../../schemas/page-record.schema.json";
import { fieldsFromSchema, missingRequired } from "./field-list.ts";

describe("field lists", () => {
  it("take names, required fields and lengths from the entity's schema, in the form's order", () => {
    const fields = fieldsFromSchema(pageRecordSchema.$defs.create, {
      title: "Title",
      parent_id: "Parent",
      path: "Path",
    });
    expect(fields).toEqual([
      { name: "title", label: "Title", required: true, maxLength: 300 },
      { name: "parent_id", label: "Parent" },
      { name: "path", label: "Path", required: true, maxLength: 500 },
    ]);
  });

  it("fall back to the schema's title for a label the editor leaves empty", () => {
    expect(fieldsFromSchema({ properties: { email: { title: "E-mail address" } } }, { email: "" })).toEqual([
      { name: "email", label: "E-mail address" },
    ]);
  });

  it("refuse a field the schema does not have", () => {
    expect(() => fieldsFromSchema(pageRecordSchema.$defs.fields, { template: "Template" })).toThrow(
      'The schema has no field "template".',
    );
  });

  it("say which required fields are empty", () => {
    const fields = fieldsFromSchema(pageRecordSchema.$defs.create, {
      title: "Title",
      path: "Path",
      meta_title: "Meta title",
    });
    expect(missingRequired(fields, { title: "  ", path: "/cars", meta_title: "" })).toEqual({ title: "is required" });
  });
});
