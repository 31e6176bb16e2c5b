import { useState } from "react";
import { isE164, verificationTarget, type VerificationKind } from "../../../model/forms/index.ts";
import { useUiText } from "../ui-text.tsx";
import { checkCode, sendCode } from "./verify-field.ts";

/** A confirmed code: the token proves `target` (the normalised value the code was sent to). */
export interface VerificationProof {
  target: string;
  token: string;
}

interface FieldVerificationProps {
  field: string;
  kind: VerificationKind;
  /** The field's current answer. */
  value: unknown;
  idPrefix: string;
  proof: VerificationProof | undefined;
  onProof: (proof: VerificationProof) => void;
  fetcher?: typeof fetch;
}

/** The id of a verification's first control: the form focuses it when the visitor sends unconfirmed. */
export function verificationControlId(idPrefix: string, field: string): string {
  return `${idPrefix}_${field}__verify`;
}

/**
 * Confirms one phone or e-mail field: "Send code" sends a code to the value typed, the visitor types
 * it and confirms; the token the check answers goes with the lead. Changing the value asks again.
 */
export function FieldVerification({ field, kind, value, idPrefix, proof, onProof, fetcher }: FieldVerificationProps) {
  const t = useUiText();
  const target = verificationTarget(kind, value);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const base = verificationControlId(idPrefix, field);
  const confirmed = target !== "" && proof?.target === target;

  async function send() {
    if (target === "") return setMessage(t("form.verify_fill_first"));
    if (kind === "phone" && !isE164(target)) return setMessage(t("form.verify_phone_format"));
    setBusy(true);
    setMessage("");
    const sent = await sendCode(kind, target, fetcher);
    setBusy(false);
    if (sent.kind === "sent") {
      setSentTo(target);
      setCode("");
      queueMicrotask(() => document.getElementById(`${base}_code`)?.focus());
    } else
      setMessage(
        sent.reason === "format" && kind === "phone" ? t("form.verify_phone_format") : t("form.verify_unavailable"),
      );
  }

  async function confirm() {
    if (sentTo === null || code.trim() === "") return;
    setBusy(true);
    setMessage("");
    const checked = await checkCode(kind, sentTo, code.trim(), fetcher);
    setBusy(false);
    if (checked.kind === "approved") onProof({ target: sentTo, token: checked.token });
    else if (checked.kind === "wrong") setMessage(t("form.verify_wrong"));
    else setMessage(checked.reason === "expired" ? t("form.verify_expired") : t("form.verify_unavailable"));
  }

  const titleId = `${base}_title`;
  return (
    <div className="fc-form__verify" role="group" aria-labelledby={titleId}>
      <p className="fc-form__label" id={titleId}>
        {kind === "phone" ? t("form.verify_phone_title") : t("form.verify_email_title")}
      </p>
      {confirmed ? (
        <p className="fc-form__verify-done" role="status">
          {t("form.verify_confirmed", { target })}
        </p>
      ) : (
        <>
          {sentTo !== null && sentTo === target ? (
            <>
              <p>
                {kind === "phone" ? t("form.verify_sent_phone", { target }) : t("form.verify_sent_email", { target })}
              </p>
              <div className="fc-form__verify-row">
                <label className="fc-form__label" htmlFor={`${base}_code`}>
                  {t("form.verify_code")}
                </label>
                <input
                  id={`${base}_code`}
                  className="fc-form__input fc-form__verify-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={10}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
                  onKeyDown={(event) => {
                    // Enter confirms the code; it must not send the form.
                    if (event.key !== "Enter") return;
                    event.preventDefault();
                    void confirm();
                  }}
                />
                <button
                  type="button"
                  className="fc-button fc-button--secondary fc-button--medium"
                  disabled={busy}
                  onClick={() => void confirm()}
                >
                  {t("form.verify_confirm")}
                </button>
              </div>
            </>
          ) : null}
          <button
            id={base}
            type="button"
            className="fc-button fc-button--secondary fc-button--medium"
            disabled={busy}
            onClick={() => void send()}
          >
            {sentTo !== null && sentTo === target ? t("form.verify_resend") : t("form.verify_send")}
          </button>
          {message ? (
            <p className="fc-form__message" role="alert">
              {message}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
