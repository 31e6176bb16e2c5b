import type { LinkOrButton } from "../../generated/contracts/block-types.ts";
import { Icon } from "./icon.tsx";
import { useFormLinkRecord } from "./form-links.ts";
import { resolveLink } from "./link-rules.ts";
import { videoForLink } from "./video/video-sources.ts";
import { useVideoLinkRecord } from "./video-links.ts";

interface LinkButtonProps {
  item: LinkOrButton | null | undefined;
  /** Render as a plain text link instead of a button. */
  appearance?: "button" | "link";
  className?: string;
}

/**
 * A link-or-button item: nothing when it is hidden (an internal or external link without both a URL
 * and a label, see isLinkVisible), else a link or a button styled by its type.
 */
export function LinkButton({ item, appearance = "button", className }: LinkButtonProps) {
  const link = resolveLink(item);
  useFormLinkRecord(link?.kind === "form" && link.formId !== "");
  // A link to a YouTube video or a video file opens in the video modal (with JavaScript; else it is followed).
  const isVideoLink = (link?.kind === "internal" || link?.kind === "external") && videoForLink(link.href) !== null;
  useVideoLinkRecord(isVideoLink);
  if (!link) return null;
  const classes = [
    appearance === "button" ? `fc-button fc-button--${link.uiType} fc-button--${link.size}` : "fc-link",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      <span>{link.label}</span>
      {link.icon ? <Icon name={link.icon} /> : null}
    </>
  );
  if (link.kind === "form") {
    // The modal form dialog (renderer/site/shell/form-link-dialog.tsx) opens from here; without a form id
    // it links to the page's forms anchor.
    return (
      <a
        className={classes}
        href={link.formId ? `#form-${link.formId}` : link.href}
        data-form-id={link.formId || undefined}
        data-form-layout={link.formLayout}
        data-hidden-fields={link.hiddenFields.length > 0 ? JSON.stringify(link.hiddenFields) : undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <a
      className={classes}
      href={link.href}
      download={link.kind === "file" ? "" : undefined}
      data-video-modal={isVideoLink ? "" : undefined}
      target={link.newWindow ? "_blank" : undefined}
      rel={link.newWindow ? "noopener noreferrer" : undefined}
    >
      {content}
    </a>
  );
}

/** A row of link-or-button items; renders nothing when none is visible. */
export function LinkButtonList({
  items,
  appearance = "button",
  className,
}: {
  items: readonly LinkOrButton[] | undefined;
  appearance?: "button" | "link";
  className?: string;
}) {
  const visible = (items ?? []).filter((item) => resolveLink(item) !== null);
  if (visible.length === 0) return null;
  return (
    <div className={[appearance === "button" ? "fc-button-row" : "fc-link-list", className].filter(Boolean).join(" ")}>
      {visible.map((item, index) => (
        <LinkButton key={`${item.url}-${index}`} item={item} appearance={appearance} />
      ))}
    </div>
  );
}
