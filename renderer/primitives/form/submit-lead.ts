import type { FieldValue, LeadPost, SubmissionIssue } from "../../../model/forms/index.ts";

/** What became of one attempt to post a lead (POST /forms/{id}/leads), in the words the form needs. */
export type LeadOutcome =
  | { kind: "created"; id: string }
  | { kind: "invalid"; issues: SubmissionIssue[] }
  /** The server's reCAPTCHA check refused the token (the form says so in the page's language). */
  | { kind: "captcha-refused" }
  | { kind: "failed"; message: string };

const LEAD_MESSAGES = {
  network:
    "We could not send your answers: the connection failed. Please check it and try again; your answers are still here.",
  notFound: "This form is no longer available, so your answers could not be sent.",
  tooLarge: "Your answers are too long to send. Please shorten them and try again.",
  server:
    "Something went wrong on our side and your answers were not sent. Please try again in a moment; your answers are still here.",
  invalid: "Some answers need your attention.",
  rateLimited: (seconds: number | null) =>
    seconds === null
      ? "Too many attempts in a short time. Please wait a moment and try again; your answers are still here."
      : `Too many attempts in a short time. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again; your answers are still here.`,
};

export interface LeadAttempt {
  formId: string;
  data: Record<string, FieldValue>;
  /** The honeypot's value: empty for a person. */
  website: string;
  /** One per submission, reused when the same answers are sent again after a failure. */
  idempotencyKey: string;
  /** Per verified field, the token its confirmed code earned. */
  verifications?: Record<string, string>;
  /** reCAPTCHA's token, when the site checks it. */
  recaptchaToken?: string;
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Posts a lead. Never throws: a network failure or any status becomes an outcome the form can show. */
export async function postLead(attempt: LeadAttempt, fetcher: typeof fetch = fetch): Promise<LeadOutcome> {
  const body: LeadPost = { data: attempt.data, website: attempt.website };
  if (attempt.verifications && Object.keys(attempt.verifications).length > 0)
    body.verifications = attempt.verifications;
  if (attempt.recaptchaToken) body["g-recaptcha-response"] = attempt.recaptchaToken;
  let response: Response;
  try {
    response = await fetcher(`/forms/${encodeURIComponent(attempt.formId)}/leads`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": attempt.idempotencyKey,
      },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed", message: LEAD_MESSAGES.network };
  }
  if (response.status === 201 || response.status === 200) {
    const created = (await jsonOf(response)) as { id?: unknown } | null;
    return { kind: "created", id: typeof created?.id === "string" ? created.id : "" };
  }
  if (response.status === 422) {
    const answer = (await jsonOf(response)) as { issues?: unknown } | null;
    const issues = Array.isArray(answer?.issues)
      ? (answer.issues as Partial<SubmissionIssue>[]).filter(
          (issue): issue is SubmissionIssue => typeof issue.field === "string" && typeof issue.message === "string",
        )
      : [];
    return issues.length > 0 ? { kind: "invalid", issues } : { kind: "failed", message: LEAD_MESSAGES.invalid };
  }
  if (response.status === 400) {
    const answer = (await jsonOf(response)) as { error?: unknown } | null;
    if (answer?.error === "recaptcha_failed") return { kind: "captcha-refused" };
  }
  if (response.status === 429)
    return { kind: "failed", message: LEAD_MESSAGES.rateLimited(retryAfterSeconds(response)) };
  if (response.status === 404) return { kind: "failed", message: LEAD_MESSAGES.notFound };
  if (response.status === 413) return { kind: "failed", message: LEAD_MESSAGES.tooLarge };
  return { kind: "failed", message: LEAD_MESSAGES.server };
}

/** A fresh idempotency key (a uuid). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
