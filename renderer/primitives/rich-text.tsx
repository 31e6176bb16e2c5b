import type { ReactNode } from "react";
import type { FontSize, MarkdownJson, RichTextNode } from "../../generated/contracts/block-types.ts";
import { useRenderEnvironment, type RenderEnvironment } from "../page/render-environment.ts";

interface RichTextProps {
  /** HTML (sanitised when the document was normalised) or a rich-text JSON document. */
  value: string | MarkdownJson | undefined | null;
  size?: FontSize;
  className?: string;
}

/** A rich-text field, in either of its stored formats. Empty content renders nothing. */
export function RichText({ value, size = "m", className }: RichTextProps) {
  const environment = useRenderEnvironment();
  if (value === undefined || value === null) return null;
  const classes = ["fc-rich-text", `fc-rich-text--${size}`, className].filter(Boolean).join(" ");
  if (typeof value === "string") {
    if (value.trim() === "") return null;
    const html = safeHtml(value, environment);
    if (html === null) return <div className={classes}>{value}</div>;
    return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (value.content.length === 0) return null;
  return <div className={classes}>{value.content.map(renderNode)}</div>;
}

/**
 * The HTML to draw, or null to draw the value as text. The editor canvas draws drafts, which are
 * untrusted: there the environment's sanitiser runs first, and without one the markup shows as text.
 */
function safeHtml(value: string, environment: RenderEnvironment): string | null {
  if (environment.sanitizeHtml) return environment.sanitizeHtml(value);
  return environment.mode === "editor" ? null : value;
}

/** Plain text of rich content, for structured data (FAQ JSON-LD) and summaries. */
export function richTextToPlain(value: string | MarkdownJson | undefined | null): string {
  if (!value) return "";
  if (typeof value === "string") {
    return value
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|li|h[1-6])>/gi, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\n{2,}/g, "\n")
      .trim();
  }
  const parts: string[] = [];
  const visit = (node: RichTextNode): void => {
    if (node.text) parts.push(node.text);
    node.content?.forEach(visit);
    if (node.type === "paragraph" || node.type === "heading" || node.type === "listItem") parts.push("\n");
  };
  value.content.forEach(visit);
  return parts
    .join("")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function renderNode(node: RichTextNode, index: number): ReactNode {
  const children = node.content?.map(renderNode);
  switch (node.type) {
    case "paragraph":
      return <p key={index}>{children}</p>;
    case "heading": {
      const level = Math.min(6, Math.max(2, node.attrs?.level ?? 2));
      const Tag = `h${level}` as "h2";
      return <Tag key={index}>{children}</Tag>;
    }
    case "bulletList":
      return <ul key={index}>{children}</ul>;
    case "orderedList":
      return <ol key={index}>{children}</ol>;
    case "listItem":
      return <li key={index}>{children}</li>;
    case "blockquote":
      return <blockquote key={index}>{children}</blockquote>;
    case "hardBreak":
      return <br key={index} />;
    case "text":
      return renderText(node, index);
  }
}

function renderText(node: RichTextNode, index: number): ReactNode {
  let element: ReactNode = node.text ?? "";
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") element = <strong>{element}</strong>;
    else if (mark.type === "italic") element = <em>{element}</em>;
    else if (mark.type === "underline") element = <u>{element}</u>;
    else if (mark.type === "link") {
      const href = safeHref(mark.attrs?.href);
      const blank = mark.attrs?.target === "_blank";
      element = (
        <a href={href} target={blank ? "_blank" : undefined} rel={blank ? "noopener noreferrer" : undefined}>
          {element}
        </a>
      );
    }
  }
  return <span key={index}>{element}</span>;
}

function safeHref(href: string | undefined): string {
  if (!href) return "#";
  return /^(https?:|mailto:|tel:|\/|#)/i.test(href) ? href : "#";
}
