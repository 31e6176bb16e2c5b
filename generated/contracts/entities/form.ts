// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Form: types of schemas/form.schema.json (https://forecourt.dev/schemas/form). */

/**
 * A field's key in the lead data: lower case letters, digits and underscores; not constructor or prototype (a lead's data and the form's properties are read by field name, and those names reach the prototype chain).
 */
export type FormFieldName = string;

/**
 * The JSON Schema of one field. Only these keywords: the site and the server validate with the same closed vocabulary (field kinds in model/forms/field-kinds.ts).
 */
export type FormFieldSchema = {
  type: "string" | "number" | "integer" | "boolean";
  title?: string;
  description?: string;
  default?: string | number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: "email";
  minimum?: number;
  maximum?: number;
  const?: string | number | boolean;
  /**
   * The options of a select field: a value and its label.
   *
   * @minItems 1
   * @maxItems 500
   */
  oneOf?: {
    const: string | number;
    title: string;
  }[];
};

/**
 * The JSON Schema of the lead data: an object of fields.
 */
export type FormDataSchema = {
  type: "object";
  title?: string;
  description?: string;
  properties: {
    [k: string]: FormFieldSchema | undefined;
  };
  required?: FormFieldName[];
};

/**
 * How a field is drawn: text, textarea, email, phone, number, checkbox, select, hidden or consent (a required checkbox with an HTML label).
 */
export type FormWidget =
  "text" | "textarea" | "email" | "phone" | "number" | "checkbox" | "select" | "hidden" | "consent";

export type FormFieldUi = {
  "ui:widget"?: FormWidget;
  "ui:placeholder"?: string;
  "ui:help"?: string;
  "ui:options"?: {
    /**
     * In a two-column form, `full` spans both columns.
     */
    width?: "half" | "full";
    /**
     * The consent text, with links (sanitised HTML).
     */
    label_html?: string;
    autocomplete?: string;
    rows?: number;
    /**
     * The visitor confirms this phone number (a code by SMS) or e-mail address (a code by e-mail) before the form can be sent; the server refuses a lead without that proof.
     */
    verify?: "phone" | "email";
  };
};

/**
 * rjsf's UI schema: the field order, each field's widget and options, and the form's column count.
 */
export type FormUiSchema = {
  "ui:order": FormFieldName[];
  "ui:submitButtonOptions"?: {
    submitText?: string;
  };
  "ui:options"?: {
    columns?: 1 | 2;
  };
  [k: string]:
    | FormFieldUi
    | FormFieldName[]
    | {
        submitText?: string;
      }
    | {
        columns?: 1 | 2;
      }
    | undefined;
};

/**
 * What the visitor sees after a successful submission.
 */
export type FormThankYou = {
  title: string;
  html: string;
};

/**
 * E-mails to the retailer for each lead.
 */
export type FormNotifications = {
  enabled: boolean;
  /**
   * @maxItems 20
   */
  recipients: string[];
  subject: string;
};

/**
 * The e-mail to the visitor, sent to the address in email_field.
 */
export type FormConfirmations = {
  enabled: boolean;
  email_field: string | null;
  subject: string;
  html: string;
};

export type FormSettings = {
  thank_you: FormThankYou;
  notifications: FormNotifications;
  confirmations: FormConfirmations;
};

export type FormStatus = "draft" | "published";

/**
 * The body of POST /forms and PUT /forms/{id}.
 */
export type FormFormWrite = {
  name: string;
  status?: FormStatus;
  schema: FormDataSchema;
  ui_schema: FormUiSchema;
  settings?: FormSettings;
};

/**
 * A stored form (GET /forms/{id}).
 */
export type FormForm = {
  id: string;
  name: string;
  status: FormStatus;
  schema: FormDataSchema;
  ui_schema: FormUiSchema;
  settings: FormSettings;
  created_at: string;
  updated_at: string;
};

/**
 * The body of POST /forms/{id}/leads (header Idempotency-Key: one uuid per submission, reused on retry). website is the honeypot: people leave it empty; a post with it filled is answered like any other (201) and stored as spam, never delivered or exported.
 */
export type FormLeadPost = {
  data: {};
  "g-recaptcha-response"?: string;
  website?: string;
  /**
   * For each field the form verifies (ui:options.verify): the token the check of its code answered.
   */
  verifications?: {
    [k: string]: string | undefined;
  };
};

/**
 * 201 of POST /forms/{id}/leads: the lead is committed.
 */
export type FormLeadCreated = {
  id: string;
  created_at: string;
};

/**
 * One invalid field of a lead: pointer /data/<field>, the field and the message the visitor reads.
 */
export type FormSubmissionIssue = {
  pointer: string;
  field: string;
  message: string;
  keyword?: string;
};

/**
 * 422 of POST /forms/{id}/leads: every invalid field, named.
 */
export type FormLeadInvalid = {
  error: "invalid_lead";
  message: string;
  issues: FormSubmissionIssue[];
};

/**
 * The forms table: one row per stored item.
 */
export type FormTable = {
  id: string;
  name: string;
  status: "draft" | "published";
  /**
   * JSON: the JSON Schema of the lead data.
   */
  schema: string;
  /**
   * JSON: field order, widgets, columns.
   */
  ui_schema: string;
  /**
   * JSON: thank_you, notifications, confirmations.
   */
  settings: string;
  /**
   * JSON: the lead-service integration of this form.
   */
  integrations: string;
  created_at: string;
  updated_at: string;
};

/**
 * The form_locations table: one row per stored item.
 */
export type FormLocationsTable = {
  id: string;
  /**
   * JSON object: what the location mapping of a form reads.
   */
  attributes: string;
  created_at: string;
  updated_at: string;
};

/**
 * The form of a /forms/{id} route.
 */
export type FormParams = {
  id: string;
};

/**
 * One lead of a form (/forms/{id}/leads/{leadId}).
 */
export type FormLeadParams = {
  id: string;
  leadId: string;
};

/**
 * One lead export of a form (/forms/{id}/lead_exports/{exportId}).
 */
export type FormExportParams = {
  id: string;
  exportId: string;
};

/**
 * 200 of GET /forms: every form, and how many leads each has.
 */
export type FormFormList = {
  data: FormForm[];
  /**
   * Leads per form id, spam left out (what the leads list and the export show); a form without leads is 0.
   */
  lead_counts: {
    [k: string]: number | undefined;
  };
};

/**
 * POST /forms/{id}/duplicate: the copy's name; default '<name> (copy)'.
 */
export type FormDuplicateQuery = {
  name?: string;
};

/**
 * 200 of GET /integrations/active_system: which integrations and verifications the server has configured (keys come from its environment).
 */
export type FormActiveSystem = {
  /**
   * The active lead system: lead_service, or null for none.
   */
  system: string | null;
  email: {
    configured: boolean;
  };
  lead_service: {
    configured: boolean;
  };
  verification: {
    enabled: boolean;
    phone: boolean;
    email: boolean;
    recaptcha: boolean;
  };
};

/**
 * GET /integrations/verify: the address to check.
 */
export type FormVerifyQuery = {
  email?: string;
};
