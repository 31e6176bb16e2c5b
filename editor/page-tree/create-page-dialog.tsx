import { useId, useState } from "react";
import { pagesClient, type PageFields, type PageSummary } from "../api/pages-client.ts";
import { allPageOptions, contentPaths, HTTP_CODE_OPTIONS, httpCodeOf, orNull, TOP_LEVEL } from "./page-options.ts";
import { nextPosition, suggestPath } from "./page-tree.ts";
import type { WriteOutcome, RunOptions } from "./use-page-writes.ts";
import { CheckboxField, Dialog, FormError, SelectField, TextField } from "../ui/index.ts";

export type CreateKind = "page" | "folder" | "redirect" | "link";

const KINDS: { value: CreateKind; label: string; hint: string }[] = [
  { value: "page", label: "Page", hint: "A content page you build with blocks." },
  { value: "folder", label: "Folder", hint: "Groups pages in the tree; not shown on the site." },
  { value: "redirect", label: "Redirect", hint: "Sends visitors from this path to another page of the site." },
  { value: "link", label: "Link", hint: "Sends visitors to an external address or a file." },
];

const FIELDS = ["title", "path", "parent_id", "redirect_path", "to", "http_code", "link_type", "link_new_window"] as const;

interface CreatePageDialogProps {
  pages: readonly PageSummary[];
  initialKind: CreateKind;
  initialParentId: string | null;
  onClose: () => void;
  run: <T>(action: () => Promise<T>, options?: RunOptions) => Promise<WriteOutcome<T>>;
}

/** Creates a page, folder, redirect or link page; the path follows the title until it is edited. */
export function CreatePageDialog({ pages, initialKind, initialParentId, onClose, run }: CreatePageDialogProps) {
  const [kind, setKind] = useState<CreateKind>(initialKind);
  const [title, setTitle] = useState("");
  const [parentId, setParentId] = useState<string>(initialParentId ?? TOP_LEVEL);
  const [path, setPath] = useState<string | null>(null);
  const [redirectPath, setRedirectPath] = useState("");
  const [linkType, setLinkType] = useState<"external" | "file">("external");
  const [to, setTo] = useState("");
  const [httpCode, setHttpCode] = useState("301");
  const [newWindow, setNewWindow] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const choiceId = useId();

  const parent = pages.find((page) => page.id === parentId) ?? null;
  const suggested = suggestPath(parent?.path ?? null, title);
  // Until the path is edited by hand, it follows the title and the parent.
  const shownPath = path ?? (title.trim() === "" ? "" : suggested);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (title.trim() === "") problems.title = "is required";
    if (shownPath.trim() === "") problems.path = "is required";
    if (kind === "redirect" && redirectPath.trim() === "") problems.redirect_path = "is required for a redirect";
    if (kind === "link" && to.trim() === "") problems.to = "is required for a link";
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    const parent_id = parentId === TOP_LEVEL ? null : parentId;
    const fields: Partial<PageFields> & Pick<PageFields, "path" | "title"> = {
      title: title.trim(),
      path: shownPath.trim(),
      parent_id,
      position: nextPosition(pages, parent_id),
      page_type: kind === "folder" ? "folder" : "page",
    };
    if (kind === "redirect") Object.assign(fields, { link_type: "internal", redirect_path: orNull(redirectPath), http_code: httpCodeOf(httpCode) });
    if (kind === "link") Object.assign(fields, { link_type: linkType, to: orNull(to), http_code: httpCodeOf(httpCode), link_new_window: newWindow });
    setBusy(true);
    const outcome = await run(() => pagesClient.create(fields), { fields: FIELDS, success: `Created “${fields.title}” at ${fields.path}.` });
    setBusy(false);
    if (outcome.ok) return onClose();
    setErrors(outcome.failure.fieldErrors);
    setMessage(outcome.failure.message);
    setFailedSubmits((count) => count + 1);
  };

  const kindLabel = KINDS.find((entry) => entry.value === kind)!.label.toLowerCase();
  return (
    <Dialog
      title={`New ${kindLabel}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Creating…" : `Create ${kindLabel}`}
        </button>
      }
    >
      <FormError message={message} />
      <fieldset className="fc-choice">
        <legend className="fc-field__label">Type</legend>
        {KINDS.map((entry) => (
          <label key={entry.value} className="fc-choice__option">
            <input
              type="radio"
              name="kind"
              value={entry.value}
              checked={kind === entry.value}
              onChange={() => setKind(entry.value)}
              aria-labelledby={`${choiceId}-${entry.value}`}
              aria-describedby={`${choiceId}-${entry.value}-hint`}
            />
            <span>
              <strong id={`${choiceId}-${entry.value}`}>{entry.label}</strong>
              <span id={`${choiceId}-${entry.value}-hint`} className="fc-choice__hint">
                {entry.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField label="Title" name="title" value={title} onChange={setTitle} error={errors.title} required autoFocus />
      <SelectField
        label="Parent"
        name="parent_id"
        value={parentId}
        onChange={setParentId}
        error={errors.parent_id}
        options={[{ value: TOP_LEVEL, label: "Top level (no parent)" }, ...allPageOptions(pages)]}
      />
      <TextField
        label="Path"
        name="path"
        value={shownPath}
        onChange={setPath}
        error={errors.path}
        required
        monospace
        spellCheck={false}
        hint={path === null ? "Suggested from the parent’s path and the title. Lower-case letters, digits and dashes." : <SuggestButton suggested={suggested} onUse={() => setPath(null)} />}
      />
      {kind === "redirect" ? (
        <>
          <TextField
            label="Redirect to"
            name="redirect_path"
            value={redirectPath}
            onChange={setRedirectPath}
            error={errors.redirect_path}
            required
            monospace
            spellCheck={false}
            placeholder="/models/estate"
            hint="A path on this site, starting with /."
            suggestions={contentPaths(pages)}
          />
          <SelectField label="HTTP status code" name="http_code" value={httpCode} onChange={setHttpCode} error={errors.http_code} options={HTTP_CODE_OPTIONS} />
        </>
      ) : null}
      {kind === "link" ? (
        <>
          <SelectField
            label="Link to"
            name="link_type"
            value={linkType}
            onChange={(value) => setLinkType(value === "file" ? "file" : "external")}
            error={errors.link_type}
            options={[
              { value: "external", label: "An external address" },
              { value: "file", label: "A file" },
            ]}
          />
          <TextField
            label={linkType === "file" ? "File URL" : "External URL"}
            name="to"
            type="url"
            value={to}
            onChange={setTo}
            error={errors.to}
            required
            monospace
            spellCheck={false}
            placeholder="https://"
          />
          <SelectField label="HTTP status code" name="http_code" value={httpCode} onChange={setHttpCode} error={errors.http_code} options={HTTP_CODE_OPTIONS} />
          <CheckboxField label="Open in a new window" name="link_new_window" checked={newWindow} onChange={setNewWindow} error={errors.link_new_window} hint="For links in the site’s navigation." />
        </>
      ) : null}
    </Dialog>
  );
}

function SuggestButton({ suggested, onUse }: { suggested: string; onUse: () => void }) {
  return (
    <>
      Edited by hand.{" "}
      <button type="button" className="fc-link-button" onClick={onUse}>
        Use the suggestion <code>{suggested}</code>
      </button>
    </>
  );
}
