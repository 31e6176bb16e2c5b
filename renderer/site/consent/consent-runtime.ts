import { campaignCookie } from "../../../model/analytics/campaign.ts";
import {
  ANALYTICS_SCOPE,
  grantScope,
  isConsentScope,
  isScopeGranted,
  type ConsentState,
} from "../../../model/consent/index.ts";
import { readConsent, writeConsent } from "../../primitives/consent-store.ts";

/**
 * Brings to life what waits for consent on a server-rendered page, once its scope is granted:
 * script metaheads and the analytics data layer (scripts of type text/plain, HTML in <template>),
 * and ConsentGate placeholders outside islands. Runs in the consent banner's script (consent-client.ts),
 * the only script of a page whose consent is configured and whose blocks are static.
 */
const ACTIVATED = "consentActivated";

/** The response's CSP nonce, read from a script that carries it (the islands runtime). */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[nonce]"))
    if (script.nonce) return script.nonce;
  return "";
}

/** A live copy of an inert or parsed script: a script only runs when the page creates it. */
function liveScript(source: HTMLScriptElement, nonce: string): HTMLScriptElement {
  const script = document.createElement("script");
  for (const attribute of source.attributes) {
    if (attribute.name === "type" || attribute.name === "data-src" || attribute.name === "nonce") continue;
    script.setAttribute(attribute.name, attribute.value);
  }
  script.nonce = source.nonce || nonce;
  const src = source.getAttribute("data-src") ?? source.getAttribute("src");
  if (src) {
    script.src = src;
    // Like parser-inserted scripts, in document order.
    script.async = false;
  } else script.text = source.text;
  return script;
}

function granted(element: Element, state: ConsentState): boolean {
  const scope = element.getAttribute("data-consent-scope") ?? element.getAttribute("data-consent-gate");
  return isConsentScope(scope) && isScopeGranted("basic", state, scope);
}

/** Runs every waiting script, metahead and gated content whose scope `state` grants. Safe to call again. */
export function activateConsented(state: ConsentState = readConsent()): void {
  const campaign = campaignCookie(new URL(location.href));
  if (campaign && isScopeGranted("basic", state, ANALYTICS_SCOPE)) document.cookie = campaign;
  const nonce = pageNonce();
  const waiting = document.querySelectorAll<HTMLElement>(
    'script[type="text/plain"][data-consent-scope], template[data-consent-scope]',
  );
  for (const element of waiting) {
    if (element.dataset[ACTIVATED] || !granted(element, state)) continue;
    element.dataset[ACTIVATED] = "true";
    if (element instanceof HTMLScriptElement) {
      element.after(liveScript(element, nonce));
      continue;
    }
    const content = (element as HTMLTemplateElement).content.cloneNode(true) as DocumentFragment;
    for (const script of content.querySelectorAll("script")) script.replaceWith(liveScript(script, nonce));
    element.after(content);
  }
  for (const gate of document.querySelectorAll<HTMLElement>("[data-consent-gate]")) {
    // Gates inside islands belong to React (renderer/primitives/consent-gate.tsx).
    if (gate.closest("[data-island]") || !granted(gate, state)) continue;
    const template = gate.querySelector<HTMLTemplateElement>(":scope > template");
    if (template) gate.replaceWith(template.content.cloneNode(true));
  }
}

let listening = false;

/** A placeholder's "allow" button grants its scope (the other scopes keep their choice). */
export function listenForAllowButtons(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("[data-consent-allow]");
    const scope = button?.getAttribute("data-consent-allow");
    if (!isConsentScope(scope)) return;
    const state = grantScope(readConsent(), scope);
    writeConsent(state);
    activateConsented(state);
  });
}
