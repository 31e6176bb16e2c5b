import { CLOSE_ICON_PATHS } from "../../primitives/close-icon.ts";
import { CONSENT_PARTS, type ConsentChoiceTexts } from "./consent-parts.ts";

const DIALOG_TITLE_ID = "fc-consent-dialog-title";
const SVG = "http://www.w3.org/2000/svg";

/** `node` with its attributes and children; strings become text nodes, never markup. */
function build<T extends Element>(node: T, attributes: Record<string, string>, children: (Node | string)[]): T {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  return build(document.createElement(tag), attributes, children);
}

/** What <Icon name="close" /> draws, in the theme's set (the islands read it from <html data-theme> too). */
function closeIcon(): SVGSVGElement {
  const outline = document.documentElement.dataset.theme === "lrdx";
  const shape: Record<string, string> = outline
    ? {
        d: CLOSE_ICON_PATHS.lrdx,
        fill: "none",
        stroke: "currentColor",
        "stroke-width": "1.5",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }
    : { d: CLOSE_ICON_PATHS.jdx, fill: "currentColor" };
  return build(
    document.createElementNS(SVG, "svg"),
    {
      class: outline ? "fc-icon fc-icon--outline" : "fc-icon",
      width: "20",
      height: "20",
      viewBox: "0 0 24 24",
      "aria-hidden": "true",
      focusable: "false",
    },
    [build(document.createElementNS(SVG, "path"), shape, [])],
  );
}

function scopeBox(input: Record<string, string>, label: string): HTMLLabelElement {
  return element(
    "label",
    { class: "fc-consent__scope" },
    element("input", { type: "checkbox", ...input }),
    ` ${label}`,
  );
}

/**
 * The consent choice as the banner's script draws it on the first "Choose cookies" or "Cookie
 * settings" (decision 193): the markup of the site's Modal (renderer/primitives/modal.tsx) on a
 * native <dialog>, so the same styles and fade, with one box per optional scope.
 */
export function drawChoiceDialog(texts: ConsentChoiceTexts): HTMLDialogElement {
  return element(
    "dialog",
    {
      class: "fc-modal fc-consent__modal",
      "aria-modal": "true",
      "aria-labelledby": DIALOG_TITLE_ID,
      [CONSENT_PARTS.dialog]: "",
    },
    element(
      "div",
      { class: "fc-modal__box" },
      element(
        "div",
        { class: "fc-modal__header" },
        element("h2", { class: "fc-modal__title", id: DIALOG_TITLE_ID }, texts.title),
        element(
          "button",
          { type: "button", class: "fc-modal__close", "aria-label": texts.close, [CONSENT_PARTS.close]: "" },
          closeIcon(),
        ),
      ),
      element(
        "div",
        { class: "fc-modal__body" },
        element(
          "form",
          { [CONSENT_PARTS.form]: "" },
          element(
            "fieldset",
            { class: "fc-consent__scopes" },
            element("legend", {}, texts.legend),
            scopeBox({ checked: "", disabled: "" }, texts.necessary),
            ...texts.scopes.map(([scope, label]) => scopeBox({ name: "scope", value: scope }, label)),
          ),
          element("button", { type: "submit", class: "fc-button fc-button--primary" }, texts.save),
        ),
      ),
    ),
  );
}

/** The notice shown when the visitor withdrew a scope: what already ran stops only with a reload. */
export function drawReloadNotice(texts: ConsentChoiceTexts): HTMLElement {
  return element(
    "section",
    { class: "fc-consent__banner", "aria-label": texts.savedLabel },
    element("p", { class: "fc-consent__text", role: "status" }, texts.saved),
    element(
      "div",
      { class: "fc-consent__buttons" },
      element(
        "button",
        { type: "button", class: "fc-button fc-button--secondary", [CONSENT_PARTS.later]: "" },
        texts.later,
      ),
      element(
        "button",
        { type: "button", class: "fc-button fc-button--primary", [CONSENT_PARTS.reload]: "" },
        texts.reload,
      ),
    ),
  );
}
