import type { FieldProps } from "@rjsf/utils";
import { useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { sanitizeRichTextInBrowser } from "../../../model/rich-text/sanitize-html.browser.ts";
import { FieldHeading } from "./field-heading.tsx";
import { JsonField } from "./json-field.tsx";

/** Formatting the site keeps when it sanitises rich text; everything else is dropped on publish anyway. */
const COMMANDS = [
  { command: "bold", label: "Bold", symbol: "B" },
  { command: "italic", label: "Italic", symbol: "I" },
  { command: "insertUnorderedList", label: "Bulleted list", symbol: "•" },
  { command: "insertOrderedList", label: "Numbered list", symbol: "1." },
  { command: "createLink", label: "Link", symbol: "Link" },
  { command: "removeFormat", label: "Clear formatting", symbol: "Clear" },
] as const;

/** The editable area's HTML as stored: an empty editor is an empty string, not `<br>`. */
function htmlOf(element: HTMLElement): string {
  const html = element.innerHTML;
  return html === "<br>" || html === "<p><br></p>" ? "" : html;
}

/**
 * Rich text stored as HTML: a small contenteditable editor with the formatting the site supports,
 * and the HTML itself for the rest. A rich text stored as a document tree (`x-format: json`) is
 * edited as JSON.
 */
export function MarkdownField(props: FieldProps) {
  if (props.schema.type === "object") return <JsonField {...props} />;
  return <RichTextEditor {...props} />;
}

function RichTextEditor(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const value = typeof formData === "string" ? formData : "";
  const editable = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const id = fieldPathId.$id;

  // Only a change from elsewhere rewrites the editable area; rewriting our own would move the caret.
  // The stored HTML is untrusted (a draft may have been written around the API): it is sanitised
  // with the site's allow-list before it reaches the DOM, so the field shows what the site will.
  useLayoutEffect(() => {
    const element = editable.current;
    if (!element) return;
    const safe = sanitizeRichTextInBrowser(value);
    if (safe !== htmlOf(element) && value !== htmlOf(element)) element.innerHTML = safe;
  }, [value, source]);

  const emit = () => {
    const element = editable.current;
    if (!element) return;
    onChange(htmlOf(element), fieldPathId.path);
  };

  const run = (event: MouseEvent, command: (typeof COMMANDS)[number]["command"]) => {
    event.preventDefault(); // keeps the selection in the editable area
    if (command === "createLink") {
      const url = window.prompt("Link address (https://…, /path or #anchor)");
      if (!url) return;
      document.execCommand(command, false, url);
    } else {
      document.execCommand(command);
    }
    emit();
  };

  return (
    <div className="fc-richtext">
      <FieldHeading props={props} />
      <div className="fc-richtext__toolbar" role="toolbar" aria-label="Formatting">
        {COMMANDS.map((item) => (
          <button
            key={item.command}
            type="button"
            className="fc-icon-button"
            title={item.label}
            aria-label={item.label}
            disabled={source || props.readonly}
            onMouseDown={(event) => run(event, item.command)}
          >
            {item.symbol}
          </button>
        ))}
        <button
          type="button"
          className="fc-icon-button fc-richtext__source"
          aria-pressed={source}
          onClick={() => setSource(!source)}
        >
          HTML
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          className="fc-input fc-input--code"
          rows={6}
          value={value}
          readOnly={props.readonly}
          onChange={(event) => onChange(event.currentTarget.value, fieldPathId.path)}
        />
      ) : (
        <div
          id={id}
          ref={editable}
          className="fc-input fc-richtext__area"
          contentEditable={!props.readonly}
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={String(props.schema.title ?? props.name)}
          onInput={emit}
          onBlur={emit}
        />
      )}
    </div>
  );
}
