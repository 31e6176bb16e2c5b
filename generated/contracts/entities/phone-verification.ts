// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Phone and e-mail verification: types of schemas/phone-verification.schema.json (https://forecourt.dev/schemas/phone-verification). */

export interface PhoneVerificationCreate {
  /**
   * E.164
   */
  phone_number: string;
}

export interface PhoneVerificationCheck {
  /**
   * E.164
   */
  phone_number: string;
  code: string;
}

export interface PhoneVerificationCreated {
  status: string;
}

export interface PhoneVerificationChecked {
  status: string;
  valid: boolean;
  /**
   * Only when valid: the proof a lead post names for the field (verifications).
   */
  token?: string;
}

export interface PhoneVerificationEmailCreate {
  email: string;
}

export interface PhoneVerificationEmailCheck {
  email: string;
  code: string;
}
