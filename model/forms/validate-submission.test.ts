import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import formSchema from "../../schemas/form.schema.json";
import type { FormDefinition } from "./definition.ts";
import { buildFormSchemas, type FieldSpec } from "./field-kinds.ts";
import { EMAIL_PATTERN, submissionSchema, validateSubmission, withoutEmptyAnswers } from "./validate-submission.ts";

const FIELDS: FieldSpec[] = [
  { name: "first_name", kind: "string", label: "First name", required: true, min: 2, max: 40 },
  { name: "message", kind: "text", label: "Message", max: 10 },
  { name: "email", kind: "email", label: "E-mail", required: true },
  { name: "phone", kind: "phone", label: "Phone" },
  { name: "postcode", kind: "string", label: "Postcode", size: 4 },
  { name: "budget", kind: "number", label: "Budget", min: 1000, max: 200000 },
  { name: "newsletter", kind: "bool", label: "Newsletter" },
  {
    name: "model",
    kind: "select",
    label: "Model",
    required: true,
    options: [
      { value: "defender", label: "Defender" },
      { value: "discovery", label: "Discovery" },
    ],
  },
  { name: "campaign", kind: "hidden", label: "Campaign" },
  {
    name: "privacy",
    kind: "consent",
    label: "I agree",
    required: true,
    consentHtml: "I agree to the <a href='/privacy-policy'>privacy policy</a>",
  },
];
const form = buildFormSchemas(FIELDS, 2);

const VALID = {
  first_name: "Ada",
  email: "ada@example.com",
  model: "defender",
  privacy: true,
};

function messages(data: unknown): Record<string, string> {
  return Object.fromEntries(validateSubmission(form, data).map((issue) => [issue.field, issue.message]));
}

describe("validateSubmission: what a visitor is told", () => {
  it("accepts a complete answer and ignores empty optional fields", () => {
    expect(validateSubmission(form, { ...VALID, message: "", phone: "  ", budget: null })).toEqual([]);
  });

  it("names every required field left empty, a space-only answer included", () => {
    expect(messages({ first_name: "   " })).toEqual({
      first_name: "This field is required.",
      email: "This field is required.",
      model: "Please choose an option.",
      privacy: "Please tick this box to continue.",
    });
  });

  it("says 'Character limit exceeded' for the max rule", () => {
    const issues = validateSubmission(form, { ...VALID, message: "x".repeat(11) });
    expect(issues).toEqual([
      { pointer: "/data/message", field: "message", keyword: "maxLength", message: "Character limit exceeded" },
    ]);
  });

  it("counts characters, not UTF-16 units, as ajv does", () => {
    expect(messages({ ...VALID, message: "🚗".repeat(10) })).toEqual({});
  });

  it("applies min, size, e-mail, phone, number range, options and consent", () => {
    expect(
      messages({
        first_name: "A",
        email: "ada@",
        phone: "call me",
        postcode: "123",
        budget: 5,
        model: "mustang",
        privacy: false,
      }),
    ).toEqual({
      first_name: "Please enter at least 2 characters.",
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a valid phone number.",
      postcode: "Please enter exactly 4 characters.",
      budget: "Please enter 1000 or more.",
      model: "Please choose one of the options.",
      privacy: "Please tick this box to continue.",
    });
    expect(messages({ ...VALID, postcode: "12345", budget: 300000 })).toEqual({
      postcode: "Character limit exceeded",
      budget: "Please enter 200000 or less.",
    });
  });

  it("refuses values of the wrong type and fields the form does not have", () => {
    expect(messages({ ...VALID, budget: "lots", newsletter: "yes", extra: "x" })).toEqual({
      budget: "Please enter a number.",
      newsletter: "Please tick or untick this box.",
      extra: "This field is not part of the form.",
    });
    expect(validateSubmission(form, [1, 2])).toEqual([
      { pointer: "/data", field: "", keyword: "type", message: "The form data must be an object." },
    ]);
  });
});

describe("validateSubmission agrees with ajv", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addFormat("email", EMAIL_PATTERN);
  const validate = ajv.compile(submissionSchema(form.schema));
  const candidates: Record<string, unknown>[] = [
    VALID,
    {},
    { ...VALID, first_name: "A" },
    { ...VALID, first_name: "x".repeat(41) },
    { ...VALID, message: "x".repeat(11) },
    { ...VALID, message: "🚗".repeat(10) },
    { ...VALID, email: "nope" },
    { ...VALID, email: "a b@c.de" },
    { ...VALID, phone: "+44 (0)20 7946-0000" },
    { ...VALID, phone: "12" },
    { ...VALID, phone: "phone me" },
    { ...VALID, postcode: "123" },
    { ...VALID, postcode: "1234" },
    { ...VALID, budget: 999 },
    { ...VALID, budget: 1000 },
    { ...VALID, budget: "1000" },
    { ...VALID, newsletter: "true" },
    { ...VALID, model: "other" },
    { ...VALID, campaign: "x".repeat(501) },
    { ...VALID, privacy: false },
    { ...VALID, unknown: 1 },
  ];

  it.each(candidates.map((data, index) => [index, data] as const))("case %i: the same fields fail", (_index, data) => {
    const normalised = withoutEmptyAnswers(data);
    const ajvValid = validate(normalised);
    const ajvFields = new Set(
      (validate.errors ?? []).map((error) =>
        error.keyword === "required"
          ? String(error.params.missingProperty)
          : error.keyword === "additionalProperties"
            ? String(error.params.additionalProperty)
            : error.instancePath.split("/")[1],
      ),
    );
    const ours = validateSubmission(form, data);
    expect(ours.length === 0).toBe(ajvValid);
    expect(new Set(ours.map((issue) => issue.field))).toEqual(ajvFields);
  });
});

describe("schemas/form.schema.json", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  ajv.addFormat("email", EMAIL_PATTERN);
  ajv.addFormat("uuid", /^[0-9a-f-]{36}$/i);
  ajv.addFormat("date-time", () => true);
  ajv.addSchema(formSchema);
  const check = (ref: string) => ajv.getSchema(`https://forecourt.dev/schemas/form#/$defs/${ref}`)!;

  it("accepts what the field kinds build", () => {
    const stored: FormDefinition = {
      id: "5b1e6a1c-52f4-4c8e-9d3a-2b6f0f7e9a10",
      name: "Request a test drive",
      status: "published",
      ...form,
      settings: {
        thank_you: { title: "Thank you", html: "<p>We will call you.</p>" },
        notifications: { enabled: false, recipients: [], subject: "" },
        confirmations: { enabled: false, email_field: "email", subject: "", html: "" },
      },
      created_at: "2026-11-26T10:00:00Z",
      updated_at: "2026-11-26T10:00:00Z",
    };
    expect(check("form")(stored)).toBe(true);
  });

  it("refuses a field keyword the validators do not read", () => {
    const schema = { type: "object", properties: { name: { type: "string", if: { minLength: 2 } } } };
    expect(check("data_schema")(schema)).toBe(false);
  });

  it("requires data in a lead post and refuses extra keys", () => {
    expect(check("lead_post")({ data: { a: 1 }, website: "" })).toBe(true);
    expect(check("lead_post")({ website: "" })).toBe(false);
    expect(check("lead_post")({ data: {}, extra: 1 })).toBe(false);
  });
});
