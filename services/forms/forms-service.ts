import path from "node:path";
import { isIdempotencyKey } from "../../model/leads/idempotency.ts";
import { type LimitStore, RateLimit } from "../foundation/rate-limit.ts";
import { invalidLeadMessage, validateSubmission, withoutEmptyAnswers } from "../../model/forms/validate-submission.ts";
import type { SubmissionIssue } from "../../model/forms/definition.ts";
import type { BlockDataDependencies, BlockDataRequest, BlockDataResult } from "../../model/site/site-data.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { DeliveryKind } from "../db/schema.ts";
import { Deliverer } from "./deliveries.ts";
import { serverPatternMatcher } from "./field-patterns.ts";
import type { FormsConfig } from "./forms-config.ts";
import { settingsReader } from "../settings/index.ts";
import { cachedFor, RevisionKeyedMap } from "../foundation/revision-cache.ts";
import { REVISION_TTL_MS, siteRevision } from "../foundation/site-revisions.ts";
import { FormsStore, requestHash, type PublishedForm, type StoredAnswer } from "./forms-store.ts";
import type { FormDefinition } from "./form-types.ts";
import { LeadExporter } from "./lead-exports.ts";
import { LeadOffice, routeNewLead } from "./lead-office.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import { PhoneVerifier, verifyRecaptcha } from "./verification.ts";
import { FieldVerifications } from "./field-verifications.ts";
import type { FormLeadPost } from "../../generated/contracts/entities/form.ts";

/** The setting that turns reCAPTCHA on for the site's forms (with RECAPTCHA_SECRET). */
const RECAPTCHA_SETTING = "forms.recaptcha.enabled" as const;

type LeadPostResult =
  | { kind: "accepted"; answer: StoredAnswer; replayed: boolean }
  | { kind: "not-found" }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "bad-key" }
  | { kind: "key-reused" }
  | { kind: "recaptcha-failed" }
  | { kind: "invalid"; message: string; issues: SubmissionIssue[] };

interface LeadPostInput {
  formId: string;
  body: FormLeadPost;
  ip: string;
  idempotencyKey: string | undefined;
}

/**
 * The forms domain: the store, lead intake, the outbox worker, exports and verification, made from
 * the configuration and the database handle. The routes (forms-routes.ts) receive only this.
 */
export interface FormsService {
  readonly config: FormsConfig;
  readonly store: FormsStore;
  readonly exports: LeadExporter;
  /** The leads back office: status, owner, notes, history, search across forms. */
  readonly office: LeadOffice;
  readonly worker: OutboxWorker;
  readonly deliverer: Deliverer;
  readonly phone: PhoneVerifier | null;
  /** Verification calls cost money per call: the same per-address limit as lead posts, counted apart. */
  readonly verificationLimit: RateLimit;
  /** Codes sent to visitors' phones and e-mail addresses, and the proofs lead posts carry. */
  readonly verifications: FieldVerifications;
  /** E-mails a new code to an address a form verifies (SMTP; throws when e-mail is not configured). */
  sendEmailCode(email: string): Promise<void>;
  postLead(input: LeadPostInput): Promise<LeadPostResult>;
  /** The "form" block data resolver: the published form a Form block names in form_id. */
  resolveFormBlock: ((request: BlockDataRequest) => Promise<BlockDataResult | null>) & {
    dependencies: (request: BlockDataRequest) => Promise<BlockDataDependencies | null>;
  };
  /** Starts the outbox worker (the server process; tests run it by hand). */
  start(log?: (message: string) => void): void;
  stop(): Promise<void>;
}

/** What a visitor may see of a form: no staff addresses (notification recipients). */
export function publicView(form: FormDefinition): FormDefinition {
  return { ...form, settings: { ...form.settings, notifications: { ...form.settings.notifications, recipients: [] } } };
}

/** What a caller may replace: tests read the forms revision on every request (0 ms). */
export interface FormsServiceOptions {
  revisionTtlMs?: number;
}

export function createFormsService(
  config: Config,
  database: DatabaseHandle,
  limits: LimitStore,
  options: FormsServiceOptions = {},
): FormsService {
  const formsConfig = config.forms;
  const store = new FormsStore(database);
  const verifications = new FieldVerifications(database.db);
  const deliverer = new Deliverer(formsConfig);
  let log: (message: string) => void = () => {};
  const worker = new OutboxWorker(store, deliverer, formsConfig, (message) => log(message));
  const exports = new LeadExporter(store, path.join(config.dataDir, "lead-exports"), (message) => log(message));
  const limiter = new RateLimit(formsConfig.leadRateLimit, 60_000, { store: limits, name: "lead-post" });
  // Field patterns run in linear time on the server (RE2); a stored pattern RE2 refuses is skipped, logged.
  const patterns = serverPatternMatcher((message) => log(message));
  // Published forms as of the "forms" site revision (every form write bumps it), read at most every
  // 200 ms: a lead post and a Form block's render cost no query for the form, and an unpublished
  // form stops taking leads on every node within one reading (decision 004).
  const formsRevision = cachedFor(options.revisionTtlMs ?? REVISION_TTL_MS, () => siteRevision(database.db, "forms"));
  const published = new RevisionKeyedMap<string, PublishedForm | null>(1000);
  /** The published form or nothing (visitors never see drafts), and the revision it was read under. */
  async function publishedForm(id: string): Promise<{ found: PublishedForm | null; revision: number }> {
    const revision = await formsRevision();
    published.at(revision);
    let found = published.get(id);
    if (found === undefined) {
      found = await store.getPublishedForm(id);
      published.set(revision, id, found);
    }
    return { found, revision };
  }

  // reCAPTCHA is checked when the operator set the secret and the site turned it on (through the one
  // settings reader: a change made on another instance applies within its revision poll).
  const recaptchaOn = async () =>
    formsConfig.recaptchaSecret !== null && (await settingsReader(database.db).read(RECAPTCHA_SETTING)) === "true";

  async function postLead(input: LeadPostInput): Promise<LeadPostResult> {
    const retryAfter = await limiter.hit(input.ip);
    if (retryAfter > 0) return { kind: "rate-limited", retryAfter };
    if (input.idempotencyKey !== undefined && !isIdempotencyKey(input.idempotencyKey)) return { kind: "bad-key" };
    const { found } = await publishedForm(input.formId);
    if (!found) return { kind: "not-found" };
    const { form, integrations } = found;
    // The honeypot: whoever filled the hidden field gets the same "thank you" (a robot learns nothing),
    // and the lead is kept as spam, unchecked and undelivered, for an admin to look at: a person who
    // filled it by mistake is not lost.
    if (input.body.website) return storeSpam(form.id, input);
    const issues = validateSubmission(form, input.body.data, undefined, patterns);
    if (issues.length > 0) return { kind: "invalid", message: invalidLeadMessage(issues), issues };
    // A verified field needs the token its confirmed code earned, for this very value.
    const proofs = await verifications.proofs(form, input.body.data, input.body.verifications);
    if (proofs.issues.length > 0)
      return { kind: "invalid", message: invalidLeadMessage(proofs.issues), issues: proofs.issues };
    const hash = requestHash(input.body.data);
    // With reCAPTCHA on, a retry gets the first answer before its single-use token is checked again;
    // without it, the insert's unique key finds a retry in the same round trip (createLead).
    const checkRecaptcha = await recaptchaOn();
    if (input.idempotencyKey && checkRecaptcha) {
      const earlier = await store.findAnswer(form.id, input.idempotencyKey, hash);
      if (earlier?.kind === "key-reused") return { kind: "key-reused" };
      if (earlier) return { kind: "accepted", answer: earlier.answer, replayed: true };
    }
    if (checkRecaptcha && !(await verifyRecaptcha(formsConfig, input.body["g-recaptcha-response"], input.ip)))
      return { kind: "recaptcha-failed" };
    const deliveries: DeliveryKind[] = [];
    if (form.settings.notifications.enabled) deliveries.push("notification");
    if (form.settings.confirmations.enabled) deliveries.push("confirmation");
    if (integrations.lead_service.enabled) deliveries.push("lead_service");
    const data = withoutEmptyAnswers(input.body.data);
    const created = await store.createLead({
      formId: form.id,
      data,
      route: await routeNewLead(store.db, data),
      deliveries,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: hash,
      verified: proofs.verified,
    });
    if (created.kind === "key-reused") return { kind: "key-reused" };
    return { kind: "accepted", answer: created.answer, replayed: created.kind === "replayed" };
  }

  async function storeSpam(formId: string, input: LeadPostInput): Promise<LeadPostResult> {
    const created = await store.createLead({
      formId,
      data: withoutEmptyAnswers(input.body.data),
      deliveries: [],
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: requestHash(input.body.data),
      spam: true,
    });
    if (created.kind === "key-reused") return { kind: "key-reused" };
    return { kind: "accepted", answer: created.answer, replayed: created.kind === "replayed" };
  }

  /** The HTML cache keys a Form block on the forms revision: any form write re-renders its pages. */
  const blockRevision = (revision: number) => `forms-${revision}`;
  const resolveFormBlock = Object.assign(
    async (request: BlockDataRequest): Promise<BlockDataResult | null> => {
      const id = typeof request.props.form_id === "string" ? request.props.form_id : "";
      if (!id) return { data: null, revision: blockRevision(await formsRevision()) };
      const { found, revision } = await publishedForm(id);
      return { data: found ? publicView(found.form) : null, revision: blockRevision(revision) };
    },
    {
      dependencies: async (): Promise<BlockDataDependencies | null> => ({
        query: "",
        revision: blockRevision(await formsRevision()),
      }),
    },
  );

  return {
    config: formsConfig,
    store,
    exports,
    office: new LeadOffice(store),
    worker,
    deliverer,
    phone: formsConfig.twilio ? new PhoneVerifier(formsConfig.twilio) : null,
    verificationLimit: new RateLimit(formsConfig.leadRateLimit, 60_000, { store: limits, name: "verification" }),
    verifications,
    async sendEmailCode(email) {
      const code = await verifications.startEmail(email);
      await deliverer.send({
        to: email.trim(),
        subject: `Your confirmation code: ${code}`,
        text: `Your confirmation code is ${code}. Type it in the form to confirm your e-mail address. It works for 10 minutes.`,
      });
    },
    postLead,
    resolveFormBlock,
    start(logger) {
      if (logger) log = logger;
      if (formsConfig.outboxWorker) worker.start();
      exports.startSweeping();
    },
    async stop() {
      await worker.stop();
      await exports.settle();
      deliverer.close();
    },
  };
}
