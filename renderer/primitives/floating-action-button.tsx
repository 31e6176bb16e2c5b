import type { FloatingAction } from "../../model/overlays/index.ts";
import { useRenderEnvironment, type RenderEnvironment } from "../page/render-environment.ts";
import { Icon } from "./icon.tsx";
import { useFormLinkRecord } from "./form-links.ts";
import { useUiText } from "./ui-text.tsx";

/** The Floating action button block records itself: a page's block takes priority over the admin setting. */
export function useFloatingActionBlockRecord(): void {
  const environment = useRenderEnvironment();
  if (environment.mode === "server") environment.drawn.add("floating-action-block");
}

export function hasFloatingActionBlock(environment: RenderEnvironment): boolean {
  return environment.drawn.has("floating-action-block");
}

/** Stylesheet of the floating action button (built on its own; only pages that show one load it). */
export const FLOATING_ACTION_STYLESHEET = "blocks/floating-action-button/floating-action-button.css";

type Item = FloatingAction["items"][number];

/** The item's text; on phones the mobile label instead, when the button has one of its own. */
function ItemText({ label, mobileLabel }: { label: string; mobileLabel: string | null }) {
  if (!mobileLabel || mobileLabel === label) return <span>{label}</span>;
  return (
    <>
      <span className="fc-fab__text--wide">{label}</span>
      <span className="fc-fab__text--narrow">{mobileLabel}</span>
    </>
  );
}

/** One item, by its link type: a page or site link, a form opened in the modal form dialog, or a file download. */
function ItemLink({ item, mobileLabel = null }: { item: Item; mobileLabel?: string | null }) {
  useFormLinkRecord(item.type === "form" && item.formId !== "");
  const t = useUiText();
  const newWindow = item.target === "_blank";
  const content = (
    <>
      {item.icon ? <Icon name={item.icon} /> : null}
      <ItemText label={item.label} mobileLabel={mobileLabel} />
      {newWindow ? <span className="visually-hidden"> {t("shell.opens_new_window")}</span> : null}
    </>
  );
  if (item.type === "form")
    return (
      <a
        className="fc-fab__link"
        href={item.formId ? `#form-${item.formId}` : item.url}
        data-form-id={item.formId || undefined}
      >
        {content}
      </a>
    );
  return (
    <a
      className="fc-fab__link"
      href={item.url}
      download={item.type === "file" ? "" : undefined}
      target={newWindow ? "_blank" : undefined}
      rel={newWindow ? "noopener noreferrer" : undefined}
    >
      {content}
    </a>
  );
}

/**
 * The floating action button or quick links: plain links fixed to a corner of the viewport,
 * no JavaScript. Quick links collapse into a disclosure (<details>). In the editor canvas it sits in
 * the flow (`inline`), so it neither covers the canvas nor escapes it.
 */
export function FloatingActionButtonView({ fab, inline = false }: { fab: FloatingAction; inline?: boolean }) {
  const classes = [
    "fc-fab",
    fab.isQuickLinks ? "fc-fab--quick-links" : "",
    fab.isSecondary ? "fc-fab--secondary" : "",
    fab.reversed ? "fc-fab--reversed" : "",
    inline ? "fc-fab--inline" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const list = (className = "fc-fab__list") => (
    <ul className={className}>
      {fab.items.map((item, index) => (
        <li key={`${item.url}-${index}`}>
          <ItemLink item={item} mobileLabel={fab.items.length === 1 ? fab.mobileButtonLabel : null} />
        </li>
      ))}
    </ul>
  );
  // Several buttons would cover a phone's screen: there they fold behind one button with the mobile label.
  const folds = !fab.isQuickLinks && fab.items.length > 1 && !inline;
  return (
    <nav className={classes} aria-label={fab.isQuickLinks ? fab.quickLinksLabel : "Quick actions"} data-fab="">
      {fab.isQuickLinks ? (
        <details className="fc-fab__details">
          <summary className="fc-fab__summary">{fab.quickLinksLabel}</summary>
          {list()}
        </details>
      ) : folds ? (
        <>
          <details className="fc-fab__details fc-fab__narrow">
            <summary className="fc-fab__summary">{fab.mobileButtonLabel}</summary>
            {list()}
          </details>
          {list("fc-fab__list fc-fab__wide")}
        </>
      ) : (
        list()
      )}
    </nav>
  );
}
