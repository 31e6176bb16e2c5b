import type { FloatingAction } from "../../model/overlays/index.ts";
import { useRenderEnvironment, type RenderEnvironment } from "../page/render-environment.ts";
import { Icon } from "./icon.tsx";

/** Server renders whose page drew a Floating action button block: the shell's site-wide one stays away. */
const withFloatingActionBlock = new WeakSet<RenderEnvironment>();

/** The Floating action button block records itself: a page's block takes priority over the admin setting. */
export function useFloatingActionBlockRecord(): void {
  const environment = useRenderEnvironment();
  if (environment.mode === "server") withFloatingActionBlock.add(environment);
}

export function hasFloatingActionBlock(environment: RenderEnvironment): boolean {
  return withFloatingActionBlock.has(environment);
}

/** Stylesheet of the floating action button (built on its own; only pages that show one load it). */
export const FLOATING_ACTION_STYLESHEET = "blocks/floating-action-button/floating-action-button.css";

function ItemLink({ item }: { item: FloatingAction["items"][number] }) {
  return (
    <a
      className="fc-fab__link"
      href={item.url}
      target={item.target === "_blank" ? "_blank" : undefined}
      rel={item.target === "_blank" ? "noopener noreferrer" : undefined}
    >
      {item.icon ? <Icon name={item.icon} /> : null}
      <span>{item.label}</span>
      {item.target === "_blank" ? <span className="visually-hidden"> (opens in a new window)</span> : null}
    </a>
  );
}

/**
 * The floating action button or quick links (seed 001): plain links fixed to a corner of the viewport,
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
  const list = (
    <ul className="fc-fab__list">
      {fab.items.map((item, index) => (
        <li key={`${item.url}-${index}`}>
          <ItemLink item={item} />
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={classes} aria-label={fab.isQuickLinks ? fab.quickLinksLabel : "Quick actions"} data-fab="">
      {fab.isQuickLinks ? (
        <details className="fc-fab__details">
          <summary className="fc-fab__summary">{fab.quickLinksLabel}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
}
