import twilio from "twilio";
import { outboundFetch } from "../foundation/outbound-http.ts";
import type { FormsConfig } from "./forms-config.ts";

/** The e-mail verifier's answers. */
const VERIFIER_KEY_MISSING = "BriteVerify API key is required";
const VERIFIER_INVALID_INPUT = "Valid email address is required";

export interface EmailVerdict {
  valid: boolean;
  status: string;
  error_code?: "TIMEOUT" | "VALIDATION_ERROR";
  message?: string;
}

/**
 * The BriteVerify-style e-mail check: POST {email}, the answer's
 * email.status valid or accept_all counts as valid. A timeout (5000 ms) or an HTTP error is assumed
 * valid (error_code TIMEOUT or VALIDATION_ERROR): a verifier outage must never block a lead.
 */
export async function verifyEmail(config: FormsConfig["emailVerifier"], email: unknown): Promise<EmailVerdict> {
  if (!config.apiKey) throw new VerificationError(503, "verification_off", VERIFIER_KEY_MISSING);
  if (typeof email !== "string" || email.trim() === "")
    throw new VerificationError(400, "bad_request", VERIFIER_INVALID_INPUT);
  try {
    const response = await outboundFetch(config.url, {
      destination: "operator",
      method: "POST",
      headers: { "content-type": "application/json", authorization: `ApiKey: ${config.apiKey}` },
      body: JSON.stringify({ email: email.trim() }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok)
      return {
        valid: true,
        status: "unknown",
        error_code: "VALIDATION_ERROR",
        message: `verifier answered ${response.status}`,
      };
    const body = (await response.json()) as { email?: { status?: string } };
    const status = body.email?.status ?? "unknown";
    return { valid: status === "valid" || status === "accept_all", status };
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
    return timedOut
      ? { valid: true, status: "unknown", error_code: "TIMEOUT", message: "verifier timed out" }
      : { valid: true, status: "unknown", error_code: "VALIDATION_ERROR", message: (error as Error).message };
  }
}

export class VerificationError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** reCAPTCHA's server-side check; true when no secret is configured (verification off). */
export async function verifyRecaptcha(
  config: Pick<FormsConfig, "recaptchaSecret" | "recaptchaVerifyUrl">,
  token: string | undefined,
  remoteIp: string,
): Promise<boolean> {
  if (!config.recaptchaSecret) return true;
  if (!token) return false;
  try {
    const response = await outboundFetch(config.recaptchaVerifyUrl, {
      destination: "operator",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    return ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
}

/** Phone verification through Twilio Verify (the official SDK); null when not configured. */
export class PhoneVerifier {
  readonly #client: ReturnType<typeof twilio>;

  constructor(private readonly config: NonNullable<FormsConfig["twilio"]>) {
    this.#client = twilio(config.accountSid, config.authToken, { autoRetry: false, timeout: 10_000 });
    // The SDK has no option for it: the Verify domain's base URL is the one place it is read.
    if (config.verifyApiBase) this.#client.verify.baseUrl = config.verifyApiBase;
  }

  async create(phoneNumber: string): Promise<{ status: string }> {
    const verification = await this.#client.verify.v2
      .services(this.config.verifyServiceSid)
      .verifications.create({ to: phoneNumber, channel: "sms" });
    return { status: verification.status };
  }

  async check(phoneNumber: string, code: string): Promise<{ status: string; valid: boolean }> {
    const check = await this.#client.verify.v2
      .services(this.config.verifyServiceSid)
      .verificationChecks.create({ to: phoneNumber, code });
    return { status: check.status, valid: check.status === "approved" };
  }
}
