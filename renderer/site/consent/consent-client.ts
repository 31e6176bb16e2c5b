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
import { drawChoiceDialog, drawReloadNotice } from "./consent-choice-markup.ts";
import { CONSENT_PARTS, type ConsentChoiceTexts } from "./consent-parts.ts";

/**
 * The consent banner's script (decision 191): the server draws the banner (consent-banner.tsx); this
 * wires it without React, so a page of static blocks with consent configured loads a few kilobytes
 * instead of the islands runtime, and draws the choice dialog and the reload notice when they are
 * needed (consent-choice-markup.ts, from the texts the banner carries: decision 193). It runs what the visitor's choice
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
  const texts = JSON.parse(
    root.querySelector(`[${CONSENT_PARTS.texts}]`)?.textContent ?? "null",
  ) as ConsentChoiceTexts | null;
  const offered = (texts?.scopes ?? []).map(([scope]) => scope).filter(isConsentScope);
  const html = document.documentElement;

  const follow = (): void => {
    const state = readConsent();
    html.toggleAttribute(CONSENT_PENDING_ATTRIBUTE, needsDecision("basic", state));
    activateConsented(state);
  };
  subscribeConsent(follow);
  follow();
  listenForAllowButtons();

  let notice: HTMLElement | null = null;
  const showNotice = (): void => {
    if (notice || !texts) return;
    notice = drawReloadNotice(texts);
    root.append(notice);
  };
  const hideNotice = (): void => {
    notice?.remove();
    notice = null;
  };

  let returnFocus: HTMLElement | null = null;
  let fading: ReturnType<typeof setTimeout> | undefined;
  let dialog: HTMLDialogElement | null = null;
  const checkboxes = (): HTMLInputElement[] => [
    ...(dialog?.querySelectorAll<HTMLInputElement>('input[name="scope"]') ?? []),
  ];
  const openChoice = (opener: HTMLElement | null): void => {
    if (!texts) return;
    dialog ??= wireDialog(drawChoiceDialog(texts));
    const open = dialog;
    clearTimeout(fading);
    fading = undefined;
    const state = readConsent();
    const granted: readonly string[] = state.status === "accepted" ? state.scopes : [];
    for (const checkbox of checkboxes()) checkbox.checked = granted.includes(checkbox.value);
    if (!open.open) {
      returnFocus = opener;
      if (typeof open.showModal === "function") open.showModal();
      else open.setAttribute("open", "");
      html.classList.add("fc-scroll-locked");
      (focusables(open)[0] ?? open).focus();
    }
    requestAnimationFrame(() => open.classList.add("fc-modal--visible"));
  };
  const closeChoice = (): void => {
    const open = dialog;
    if (!open?.open || fading !== undefined) return;
    open.classList.remove("fc-modal--visible");
    fading = setTimeout(() => {
      fading = undefined;
      open.close();
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

  /** The dialog's own behaviour, once it is drawn: saving, Escape, Tab kept inside, backdrop click. */
  function wireDialog(drawn: HTMLDialogElement): HTMLDialogElement {
    root.append(drawn);
    drawn.querySelector(`[${CONSENT_PARTS.form}]`)?.addEventListener("submit", (event) => {
      event.preventDefault();
      decide(
        acceptConsent(
          offered,
          checkboxes()
            .filter((checkbox) => checkbox.checked)
            .map((checkbox) => checkbox.value),
        ),
      );
    });
    // Escape is handled on keydown, so the fade runs; the native cancel would close at once.
    drawn.addEventListener("cancel", (event) => event.preventDefault());
    drawn.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        closeChoice();
        return;
      }
      if (event.key !== "Tab") return;
      // Tab stays inside the dialog, as in the site's Modal.
      const items = focusables(drawn);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && (document.activeElement === first || document.activeElement === drawn)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });
    // A click on the backdrop lands on the <dialog> itself; its content fills the box.
    drawn.addEventListener("click", (event) => {
      if (event.target === drawn) closeChoice();
    });
    return drawn;
  }

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
  // "Cookie settings" anywhere on the page (the footer) reopens the choice, the current one ticked.
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
    if (!opener) return;
    event.preventDefault();
    openChoice(opener);
  });
}

const root = document.querySelector<HTMLElement>(`[${CONSENT_ROOT_ATTRIBUTE}]`);
if (root) {
  start(root);
  root.dataset.consentReady = "true";
}
