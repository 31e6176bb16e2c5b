import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema as RjsfUiSchema } from "@rjsf/utils";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  formColumns,
  invalidLeadMessage,
  validateSubmission,
  verificationTarget,
  verifiedFields,
  type FieldValue,
  type FormDefinition,
  type SubmissionIssue,
} from "../../../model/forms/index.ts";
import { errorSchemaOf, submissionValidator } from "./form-validator.ts";
import { formTemplates, formWidgets } from "./form-widgets.tsx";
import { newIdempotencyKey, postLead } from "./submit-lead.ts";
import { answersTypedBeforeHydration } from "./typed-before-hydration.ts";
import { useUiText } from "../ui-text.tsx";
import { formMessages } from "./form-messages.ts";
import { FieldVerification, verificationControlId, type VerificationProof } from "./field-verification.tsx";
import { allowRecaptcha, readRecaptchaConfig, recaptchaNeedsConsent, recaptchaToken } from "./recaptcha.ts";

export interface FormViewProps {
  form: FormDefinition;
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  /** Overrides the form's own column count (the block's has_two_columns, a link's form_layout). */
  columns?: 1 | 2;
  /** Values the form starts with (prefill); applied after the first render, so a hydrating island matches the server. */
  initialValues?: () => Record<string, FieldValue>;
  buttonPosition?: "left" | "center" | "right";
  /** The button's look: primary or secondary. */
  buttonStyle?: "primary" | "secondary";
  hasButtonMargin?: boolean;
  /** Show only the first this many visible fields until the visitor asks for all (Expanded entry form). */
  collapseAfter?: number;
  /** The editor's preview: validates, never posts. */
  preview?: boolean;
  /** Called once the lead is stored (201), with its id and the answers sent. */
  onSubmitted?: (lead: { id: string; data: Record<string, FieldValue> }) => void;
  /** Replaces the thank-you content after a lead is stored (a journey moves on instead). */
  hideThanks?: boolean;
  fetcher?: typeof fetch;
}

/**
 * The honeypot's place: off-screen, one pixel, clipped. Inline, so it stays out of sight even when the
 * form's stylesheet is missing or late (a visitor who saw and filled it would have their lead filed as
 * spam); not display:none, which form-filling robots skip.
 */
const TRAP_STYLE = {
  position: "absolute",
  insetInlineStart: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
} as const;
/** The field itself has no size: nothing of it can show, even were its box placed on screen. */
const TRAP_INPUT_STYLE = { width: 0, height: 0, padding: 0, border: 0, margin: 0 } as const;

/** A required consent is `const: true`: rjsf must not tick it for the visitor. */
const DEFAULTS = { constAsDefaults: "never", emptyObjectFields: "skipDefaults" } as const;

const PREVIEW_MESSAGE = "Preview: the answers are valid. Visitors send the form from the published page.";

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent" }
  /** `consent`: the spam check waits for the visitor's consent; the message offers to allow it. */
  | { kind: "failed"; message: string; consent?: boolean };

/** Fields that are only in the form's definition: rjsf reads these props, our extra options are ignored by it. */
function rjsfUi(form: FormDefinition): RjsfUiSchema {
  const { ["ui:options"]: _options, ["ui:submitButtonOptions"]: _submit, ...fields } = form.ui_schema;
  return { ...fields, "ui:submitButtonOptions": { norender: true } } as RjsfUiSchema;
}

/**
 * A stored form on the site (react-jsonschema-form with the project's widgets): one or two columns,
 * invalid fields red, marked aria-invalid and described by their message, a live region that says how
 * many need attention; the lead posted with an Idempotency-Key; the thank-you content after 201; after
 * any failure a clear message with every answer kept, and a 422 placed on its fields. A honeypot field
 * people never see or reach catches form-filling robots.
 */
export function FormView({
  form,
  idPrefix,
  columns,
  initialValues,
  buttonPosition = "left",
  buttonStyle = "primary",
  hasButtonMargin = false,
  collapseAfter = 0,
  preview = false,
  onSubmitted,
  hideThanks = false,
  fetcher,
}: FormViewProps) {
  const [expanded, setExpanded] = useState(false);
  const [data, setData] = useState<Record<string, FieldValue>>({});
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const [website, setWebsite] = useState("");
  const [proofs, setProofs] = useState<Record<string, VerificationProof>>({});
  const verified = useMemo(() => verifiedFields(form), [form]);
  // The key of the last attempt and the answers it carried: sending the same answers again reuses it.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const thanks = useRef<HTMLDivElement | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const t = useUiText();
  const messages = useMemo(() => formMessages(t), [t]);
  const validator = useMemo(() => submissionValidator(form, messages), [form, messages]);
  const uiSchema = useMemo(() => rjsfUi(form), [form]);
  const layout = columns ?? formColumns(form);

  useEffect(() => {
    setHydrated(true);
    // The visitor's own typing (before the island hydrated) wins over values prefilled from the page.
    const values = {
      ...initialValues?.(),
      ...(root.current ? answersTypedBeforeHydration(root.current, form, idPrefix) : {}),
    };
    if (Object.keys(values).length > 0) setData((current) => ({ ...values, ...current }));
    // Prefill once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (status.kind === "sent") thanks.current?.focus();
  }, [status.kind]);

  const focusField = (issues: readonly SubmissionIssue[]) => {
    const first = issues.find((issue) => issue.field !== "");
    if (first) document.getElementById(`${idPrefix}_${first.field}`)?.focus();
  };

  const fail = (message: string, consent = false) => {
    setStatus({ kind: "failed", message, consent });
    setAnnouncement(message);
  };

  /** The first verified field with an answer but no confirmed code for it, focused and named; else true. */
  function allConfirmed(formData: Record<string, FieldValue>): boolean {
    for (const { field, kind } of verified) {
      const target = verificationTarget(kind, formData[field]);
      if (target === "" || proofs[field]?.target === target) continue;
      fail(t("form.verify_needed", { label: form.schema.properties[field]?.title ?? field }));
      queueMicrotask(() => document.getElementById(verificationControlId(idPrefix, field))?.focus());
      return false;
    }
    return true;
  }

  async function send(formData: Record<string, FieldValue>) {
    const body = JSON.stringify({ formData, website });
    const key = attempt.current?.body === body ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, body };
    const verifications: Record<string, string> = {};
    for (const { field, kind } of verified) {
      const proof = proofs[field];
      if (proof && proof.target === verificationTarget(kind, formData[field])) verifications[field] = proof.token;
    }
    const captcha = readRecaptchaConfig();
    if (captcha && recaptchaNeedsConsent()) return fail(t("form.captcha_consent"), true);
    setStatus({ kind: "sending" });
    setAnnouncement(t("form.sending"));
    let recaptcha: string | undefined;
    if (captcha) {
      try {
        recaptcha = await recaptchaToken(captcha);
      } catch {
        return fail(t("form.captcha_unavailable"));
      }
    }
    const outcome = await postLead(
      { formId: form.id, data: formData, website, idempotencyKey: key, verifications, recaptchaToken: recaptcha },
      fetcher,
    );
    if (outcome.kind === "captcha-refused") return fail(t("form.captcha_failed"));
    if (outcome.kind === "created") {
      attempt.current = null;
      setStatus({ kind: "sent" });
      setAnnouncement("");
      onSubmitted?.({ id: outcome.id, data: formData });
      return;
    }
    if (outcome.kind === "invalid") {
      attempt.current = null;
      setServerErrors(errorSchemaOf(outcome.issues));
      const placed = outcome.issues.filter((issue) => issue.field in form.schema.properties);
      const message = invalidLeadMessage(outcome.issues, messages);
      setStatus({
        kind: "failed",
        message:
          placed.length === outcome.issues.length
            ? message
            : `${message} ${outcome.issues.map((issue) => issue.message).join(" ")}`,
      });
      setAnnouncement(message);
      queueMicrotask(() => focusField(placed));
      return;
    }
    setStatus({ kind: "failed", message: outcome.message });
    setAnnouncement(outcome.message);
  }

  if (status.kind === "sent" && hideThanks) return null;
  if (status.kind === "sent") {
    const thankYou = form.settings.thank_you;
    return (
      <div className="fc-form__thanks" ref={thanks} tabIndex={-1} role="status">
        <h3 className="fc-form__thanks-title">{thankYou.title || t("form.thank_you")}</h3>
        {thankYou.html ? (
          // Stored HTML, sanitised by the server when the form is saved.
          <div className="fc-form__thanks-body" dangerouslySetInnerHTML={{ __html: thankYou.html }} />
        ) : null}
      </div>
    );
  }

  const submitText = form.ui_schema["ui:submitButtonOptions"]?.submitText || t("form.submit");
  return (
    <div className={`fc-form fc-form--columns-${layout}`} ref={root}>
      <Form
        schema={form.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        widgets={formWidgets}
        templates={formTemplates}
        idPrefix={idPrefix}
        method="post"
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        experimental_defaultFormStateBehavior={DEFAULTS}
        extraErrors={serverErrors}
        className="fc-form__form"
        formContext={{ collapseAfter: expanded ? 0 : collapseAfter, expand: () => setExpanded(true) }}
        onChange={(event) => {
          setData(event.formData as Record<string, FieldValue>);
          if (serverErrors) setServerErrors(undefined);
        }}
        onError={(errors) => {
          const message = invalidLeadMessage(
            errors.map((error) => ({ field: "", pointer: "", keyword: "", message: String(error.message) })),
            messages,
          );
          setStatus({ kind: "failed", message });
          setAnnouncement(message);
          setExpanded(true);
        }}
        onSubmit={(event) => {
          const formData = (event.formData ?? {}) as Record<string, FieldValue>;
          if (status.kind === "sending") return;
          if (preview) {
            setStatus({ kind: "failed", message: PREVIEW_MESSAGE });
            return;
          }
          // rjsf validated already; a last check keeps a stale render from posting bad data.
          if (validateSubmission(form, formData, messages).length > 0) return;
          if (!allConfirmed(formData)) return;
          void send(formData);
        }}
      >
        <div className="fc-form__trap" aria-hidden="true" style={TRAP_STYLE}>
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              style={TRAP_INPUT_STYLE}
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </label>
        </div>
        {verified.map(({ field, kind }) => (
          <FieldVerification
            key={field}
            field={field}
            kind={kind}
            value={data[field]}
            idPrefix={idPrefix}
            proof={proofs[field]}
            onProof={(proof) => setProofs((current) => ({ ...current, [field]: proof }))}
            fetcher={fetcher}
          />
        ))}
        {status.kind === "failed" ? (
          <p className="fc-form__message" role="alert">
            {status.message}
          </p>
        ) : null}
        {status.kind === "failed" && status.consent ? (
          <button
            type="submit"
            className="fc-button fc-button--secondary fc-button--medium"
            onClick={() => allowRecaptcha()}
          >
            {t("form.captcha_allow")}
          </button>
        ) : null}
        <div
          className={[
            "fc-form__actions",
            `fc-form__actions--${buttonPosition}`,
            hasButtonMargin ? "fc-form__actions--margin" : "",
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <button
            type="submit"
            className={`fc-button fc-button--${buttonStyle} fc-button--medium`}
            disabled={!hydrated}
            aria-busy={status.kind === "sending" || undefined}
          >
            {status.kind === "sending" ? t("form.sending") : submitText}
          </button>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </Form>
    </div>
  );
}
