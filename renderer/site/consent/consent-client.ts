import {
  CONSENT_PENDING_ATTRIBUTE,
  acceptConsent,
  isConsentScope,
  isScopeGranted,
  needsDecision,
  rejectConsent,
  type ConsentState,
} from "../../../model/consent/index.ts";
import { CONSENT_ROOT_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE } from "../../primitives/consent-attributes.ts";
import { readConsent, subscribeConsent, writeConsent } from "../../primitives/consent-store.ts";
import { activateConsented, listenForAllowButtons } from "./consent-runtime.ts";
import { CONSENT_PARTS } from "./consent-parts.ts";

/**
 * The consent banner's script (decision 191): the server draws the banner and its choice dialog
 * (consent-banner.tsx); this wires them without React, so a page of static blocks with consent
 * configured loads a few kilobytes instead of the islands runtime. It runs what the visitor's choice
 * grants (consent-runtime.ts) on load and after every choice, keeps the head's pending mark in line
 * with the stored choice (another tab may decide), and opens the choice from "Cookie settings".
 */

/** The site's Modal fades in and out in 0.35 s (renderer/primitives/modal.tsx MODAL_FADE_MS). */
const MODAL_FADE_MS = 350;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0);
}

function start(root: HTMLElement): void {
  const part = <T extends HTMLElement>(name: keyof typeof CONSENT_PARTS): T | null =>
    root.querySelector<T>(`[${CONSENT_PARTS[name]}]`);
  const dialog = part<HTMLDialogElement>("dialog");
  const noticeTemplate = part<HTMLTemplateElement>("notice");
  let notice: Element | null = null;
  const showNotice = (): void => {
    const section = noticeTemplate?.content.firstElementChild;
    if (notice || !section) return;
    notice = section.cloneNode(true) as Element;
    noticeTemplate!.after(notice);
  };
  const hideNotice = (): void => {
    notice?.remove();
    notice = null;
  };
  const form = part<HTMLFormElement>("form");
  const checkboxes = [...root.querySelectorAll<HTMLInputElement>('input[name="scope"]')];
  const offered = checkboxes.map((checkbox) => checkbox.value).filter(isConsentScope);
  const html = document.documentElement;

  const follow = (): void => {
    const state = readConsent();
    html.toggleAttribute(CONSENT_PENDING_ATTRIBUTE, needsDecision("basic", state));
    activateConsented(state);
  };
  subscribeConsent(follow);
  follow();
  listenForAllowButtons();

  let returnFocus: HTMLElement | null = null;
  let fading: ReturnType<typeof setTimeout> | undefined;
  const openChoice = (opener: HTMLElement | null): void => {
    if (!dialog) return;
    clearTimeout(fading);
    fading = undefined;
    const state = readConsent();
    const granted: readonly string[] = state.status === "accepted" ? state.scopes : [];
    for (const checkbox of checkboxes) checkbox.checked = granted.includes(checkbox.value);
    if (!dialog.open) {
      returnFocus = opener;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      html.classList.add("fc-scroll-locked");
      (focusables(dialog)[0] ?? dialog).focus();
    }
    requestAnimationFrame(() => dialog.classList.add("fc-modal--visible"));
  };
  const closeChoice = (): void => {
    if (!dialog?.open || fading !== undefined) return;
    dialog.classList.remove("fc-modal--visible");
    fading = setTimeout(() => {
      fading = undefined;
      dialog.close();
      html.classList.remove("fc-scroll-locked");
      returnFocus?.focus();
      returnFocus = null;
    }, MODAL_FADE_MS);
  };
  const decide = (next: ConsentState): void => {
    // Newly granted scopes start at once (follow); what already ran cannot be stopped without a
    // reload, so a withdrawn scope asks the visitor for one.
    const before = readConsent();
    const withdrawn = offered.some(
      (scope) => isScopeGranted("basic", before, scope) && !isScopeGranted("basic", next, scope),
    );
    writeConsent(next);
    closeChoice();
    if (withdrawn) showNotice();
  };

  root.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (!button) return;
    if (button.hasAttribute(CONSENT_PARTS.accept)) decide(acceptConsent(offered));
    else if (button.hasAttribute(CONSENT_PARTS.reject)) decide(rejectConsent());
    else if (button.hasAttribute(CONSENT_PARTS.choose)) openChoice(button);
    else if (button.hasAttribute(CONSENT_PARTS.close)) closeChoice();
    else if (button.hasAttribute(CONSENT_PARTS.later)) hideNotice();
    else if (button.hasAttribute(CONSENT_PARTS.reload)) location.reload();
  });
  form?.addEventListener("submit", (event) => {
    event.preventDefault();
    decide(
      acceptConsent(
        offered,
        checkboxes.filter((checkbox) => checkbox.checked).map((checkbox) => checkbox.value),
      ),
    );
  });
  // "Cookie settings" anywhere on the page (the footer) reopens the choice, the current one ticked.
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
    if (!opener) return;
    event.preventDefault();
    openChoice(opener);
  });
  if (!dialog) return;
  // Escape is handled on keydown, so the fade runs; the native cancel would close at once.
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      closeChoice();
      return;
    }
    if (event.key !== "Tab") return;
    // Tab stays inside the dialog, as in the site's Modal.
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // A click on the backdrop lands on the <dialog> itself; its content fills the box.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) closeChoice();
  });
}

const root = document.querySelector<HTMLElement>(`[${CONSENT_ROOT_ATTRIBUTE}]`);
if (root) {
  start(root);
  root.dataset.consentReady = "true";
}
