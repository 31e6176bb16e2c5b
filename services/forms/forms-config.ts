import { positiveInteger } from "../foundation/env.ts";
import { CLAIM_MS } from "../../model/leads/delivery-schedule.ts";
/**
 * The forms service's environment (README "Configuration"). Every integration is optional: with no
 * keys the demo works, verification is off and GET /integrations/active_system says so.
 */
export interface FormsConfig {
  /** nodemailer transport URL (smtp://user:pass@host:587); null: e-mail deliveries fail with a clear error. */
  smtpUrl: string | null;
  /** The From address of notification and confirmation e-mails. */
  mailFrom: string;
  /** The lead service's base URL (POST {base}/api/leads); a form's integrations may name another. */
  leadsApiUrl: string | null;
  /** Bearer token for the lead service. */
  leadsApiToken: string | null;
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
  /** The reCAPTCHA script forms load in the browser (RECAPTCHA_SCRIPT_URL; a proxy, or a local fake in tests). */
  recaptchaScriptUrl: string;
  emailVerifier: { apiKey: string | null; url: string; timeoutMs: number };
  /** verifyApiBase replaces https://verify.twilio.com (a regional proxy; the browser tests' local fake). */
  twilio: { accountSid: string; authToken: string; verifyServiceSid: string; verifyApiBase: string | null } | null;
  /** Lead posts per client address per minute. */
  leadRateLimit: number;
  /** Largest lead post body, bytes (413 above it). */
  leadBodyLimit: number;
  /** The outbox worker: how often it looks for due deliveries, and how long a claim lasts. */
  outboxPollMs: number;
  outboxClaimMs: number;
  /** First retry delay (doubling after each failure). */
  outboxRetryMs: number;
  /** Off (false) in processes that must not deliver (the CLI). */
  outboxWorker: boolean;
}

export function formsConfig(env: NodeJS.ProcessEnv): FormsConfig {
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          verifyServiceSid: env.TWILIO_VERIFY_SERVICE_SID,
          verifyApiBase: env.TWILIO_VERIFY_API_BASE || null,
        }
      : null;
  return {
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Forecourt <no-reply@forecourt.invalid>",
    leadsApiUrl: env.LEADS_API_URL || null,
    leadsApiToken: env.LEADS_API_TOKEN || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
    recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL || "https://www.google.com/recaptcha/api.js",
    emailVerifier: {
      apiKey: env.BRITEVERIFY_API_KEY || null,
      url: env.BRITEVERIFY_URL || "https://bpi.briteverify.com/api/public/v1/fullverify",
      timeoutMs: 5000,
    },
    twilio,
    leadRateLimit: positiveInteger("LEAD_RATE_LIMIT", env.LEAD_RATE_LIMIT, 10),
    leadBodyLimit: 64 * 1024,
    outboxPollMs: positiveInteger("OUTBOX_POLL_MS", env.OUTBOX_POLL_MS, 1000),
    outboxClaimMs: positiveInteger("OUTBOX_CLAIM_MS", env.OUTBOX_CLAIM_MS, CLAIM_MS),
    outboxRetryMs: positiveInteger("OUTBOX_RETRY_MS", env.OUTBOX_RETRY_MS, 30_000),
    outboxWorker: env.OUTBOX_WORKER !== "false",
  };
}
