// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Phone and e-mail verification: types of schemas/phone-verification.schema.json (https://forecourt.dev/schemas/phone-verification). */

export type PhoneVerificationCreate = {
  /**
   * E.164
   */
  phone_number: string;
};

export type PhoneVerificationCheck = {
  /**
   * E.164
   */
  phone_number: string;
  code: string;
};

export type PhoneVerificationCreated = {
  status: string;
};

export type PhoneVerificationChecked = {
  status: string;
  valid: boolean;
  /**
   * Only when valid: the proof a lead post names for the field (verifications).
   */
  token?: string;
};

export type PhoneVerificationEmailCreate = {
  email: string;
};

export type PhoneVerificationEmailCheck = {
  email: string;
  code: string;
};

/**
 * The field_verifications table. Migration 020: a code sent to a phone or e-mail address from a form; its id is the lead's proof.
 */
export type PhoneVerificationTable = {
  id: string;
  kind: "phone" | "email";
  /**
   * The normalised phone number (E.164) or the lower-cased e-mail address.
   */
  target: string;
  /**
   * SHA-256 of the e-mail code (phone codes are Twilio's); null for phone rows.
   */
  code_hash: string | null;
  attempts: number;
  created_at: string;
  verified_at: string | null;
};
