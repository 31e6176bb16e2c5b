import { fieldUi, orderedFields, type FormDefinition } from "./definition.ts";

/** How a field is confirmed: a code sent by SMS to the phone number, or by e-mail to the address. */
export type VerificationKind = "phone" | "email";

/** A confirmed code is proof for this long: enough to finish a long form, short enough not to be reused for days. */
export const VERIFICATION_VALID_MS = 30 * 60 * 1000;

/** The fields a form asks the visitor to confirm, in display order. */
export function verifiedFields(form: Pick<FormDefinition, "schema" | "ui_schema">): {
  field: string;
  kind: VerificationKind;
}[] {
  return orderedFields(form).flatMap((field) => {
    const kind = fieldUi(form.ui_schema, field)["ui:options"]?.verify;
    return kind === "phone" || kind === "email" ? [{ field, kind }] : [];
  });
}

/**
 * The value a code is sent to and checked against: a phone number without spaces, dashes, dots or
 * brackets (E.164 when it starts with +), an e-mail address trimmed and lower-cased. The browser and
 * the server compare the same form of it.
 */
export function verificationTarget(kind: VerificationKind, value: unknown): string {
  if (typeof value !== "string") return "";
  return kind === "phone" ? value.replace(/[\s().-]/g, "") : value.trim().toLowerCase();
}

/** E.164: what the SMS provider accepts. */
export function isE164(target: string): boolean {
  return /^\+[1-9][0-9]{6,14}$/.test(target);
}
