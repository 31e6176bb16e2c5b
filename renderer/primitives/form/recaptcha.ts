import { grantScope, isScopeGranted, type ConsentScope } from "../../../model/consent/index.ts";
import { CONSENT_ROOT_ATTRIBUTE } from "../consent-gate.tsx";
import { readConsent, writeConsent } from "../consent-store.ts";

/**
 * reCAPTCHA (v3, invisible) in the browser. The server writes `<meta name="fc-recaptcha">` only when
 * the site checks tokens (setting forms.recaptcha.enabled with a site key); a form loads the provider's
 * script when the visitor first sends it, never on a page without a form, and never before consent.
 */
export const RECAPTCHA_META_NAME = "fc-recaptcha";
/** Google's script sets cookies for its risk analysis: the scope embedded third-party content waits for. */
const RECAPTCHA_SCOPE: ConsentScope = "marketing";
const READY_TIMEOUT_MS = 10_000;

export interface RecaptchaConfig {
  siteKey: string;
  scriptUrl: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export function readRecaptchaConfig(): RecaptchaConfig | null {
  if (typeof document === "undefined") return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${RECAPTCHA_META_NAME}"]`);
  const siteKey = meta?.content ?? "";
  const scriptUrl = meta?.dataset.src ?? "";
  return siteKey && scriptUrl ? { siteKey, scriptUrl } : null;
}

/** True when the page asks for consent (a consent banner is configured) and the visitor has not given it. */
export function recaptchaNeedsConsent(): boolean {
  if (!document.querySelector(`[${CONSENT_ROOT_ATTRIBUTE}]`)) return false;
  return !isScopeGranted("basic", readConsent(), RECAPTCHA_SCOPE);
}

/** The visitor's "Allow and send": grants that one scope, their other choices stay. */
export function allowRecaptcha(): void {
  writeConsent(grantScope(readConsent(), RECAPTCHA_SCOPE));
}

/** The response's CSP nonce, from a script that carries it: a script the page adds needs it too. */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[nonce]"))
    if (script.nonce) return script.nonce;
  return "";
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(config: RecaptchaConfig): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(config.scriptUrl, location.href);
    url.searchParams.set("render", config.siteKey);
    const script = document.createElement("script");
    script.src = url.toString();
    script.async = true;
    script.nonce = pageNonce();
    const timer = setTimeout(() => reject(new Error("reCAPTCHA did not load")), READY_TIMEOUT_MS);
    script.onload = () => {
      const api = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!api) return reject(new Error("reCAPTCHA did not load"));
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt tries again (the connection may be back).
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for one submission (they are single-use); throws when the script cannot be loaded. */
export async function recaptchaToken(config: RecaptchaConfig): Promise<string> {
  const api = await loadRecaptcha(config);
  return api.execute(config.siteKey, { action: "submit" });
}
