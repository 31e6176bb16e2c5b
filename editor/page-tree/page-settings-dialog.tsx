import { useState } from "react";
import { pagesClient, type PageFields, type PageSummary } from "../api/pages-client.ts";
import { contentPaths, HTTP_CODE_OPTIONS, httpCodeOf, orNull } from "./page-options.ts";
import { pageKind } from "./page-tree.ts";
import { etagOf, type RunOptions, type WriteOutcome } from "./use-page-writes.ts";
import { CheckboxField, Dialog, FormError, SelectField, TextField } from "../ui/index.ts";

type SettingsFields = Pick<
  PageFields,
  | "meta_title"
  | "meta_description"
  | "canonical_url"
  | "image_id"
  | "external_meta_image"
  | "disable_seo_tracking"
  | "disabled"
  | "redirect_path"
  | "to"
  | "link_type"
  | "http_code"
  | "link_new_window"
>;

const FIELDS = [
  "meta_title",
  "meta_description",
  "canonical_url",
  "image_id",
  "external_meta_image",
  "disable_seo_tracking",
  "disabled",
  "redirect_path",
  "to",
  "link_type",
  "http_code",
  "link_new_window",
] as const;

interface PageSettingsDialogProps {
  page: PageSummary;
  /** Every page, for the redirect target's suggestions. */
  pages: readonly PageSummary[];
  onClose: () => void;
  run: <T>(action: () => Promise<T>, options?: RunOptions) => Promise<WriteOutcome<T>>;
}

/** Search-engine and visibility settings of a page; for redirects and links also their target. */
export function PageSettingsDialog({ page, pages, onClose, run }: PageSettingsDialogProps) {
  const kind = pageKind(page);
  const [text, setText] = useState({
    meta_title: page.meta_title ?? "",
    meta_description: page.meta_description ?? "",
    canonical_url: page.canonical_url ?? "",
    image_id: page.image_id ?? "",
    external_meta_image: page.external_meta_image ?? "",
    redirect_path: page.redirect_path ?? "",
    to: page.to ?? "",
  });
  const [flags, setFlags] = useState({ disable_seo_tracking: page.disable_seo_tracking, disabled: page.disabled, link_new_window: page.link_new_window });
  const [linkType, setLinkType] = useState(page.link_type);
  const [httpCode, setHttpCode] = useState(String(page.http_code));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);

  const textField = (name: keyof typeof text) => ({ name, value: text[name], error: errors[name], onChange: (value: string) => setText((current) => ({ ...current, [name]: value })) });

  const submit = async () => {
    const wanted: SettingsFields = {
      meta_title: orNull(text.meta_title),
      meta_description: orNull(text.meta_description),
      canonical_url: orNull(text.canonical_url),
      image_id: orNull(text.image_id),
      external_meta_image: orNull(text.external_meta_image),
      disable_seo_tracking: flags.disable_seo_tracking,
      disabled: flags.disabled,
      redirect_path: kind === "redirect" ? orNull(text.redirect_path) : page.redirect_path,
      to: kind === "link" ? orNull(text.to) : page.to,
      link_type: kind === "link" ? linkType : page.link_type,
      http_code: kind === "redirect" || kind === "link" ? httpCodeOf(httpCode) : page.http_code,
      link_new_window: kind === "link" ? flags.link_new_window : page.link_new_window,
    };
    const problems: Record<string, string> = {};
    if (kind === "redirect" && !wanted.redirect_path) problems.redirect_path = "is required for a redirect";
    if (kind === "link" && !wanted.to) problems.to = "is required for a link";
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return setFailedSubmits((count) => count + 1);
    const fields = Object.fromEntries(Object.entries(wanted).filter(([key, value]) => page[key as keyof SettingsFields] !== value)) as Partial<SettingsFields>;
    if (Object.keys(fields).length === 0) return onClose();
    setBusy(true);
    const outcome = await run(() => pagesClient.update(page.id, etagOf(page.revision), { fields }), { fields: FIELDS, success: `Saved the settings of “${page.title}”.` });
    setBusy(false);
    if (outcome.ok || outcome.failure.conflict) return onClose();
    setErrors(outcome.failure.fieldErrors);
    setMessage(outcome.failure.message);
    setFailedSubmits((count) => count + 1);
  };

  return (
    <Dialog
      title={`Settings of “${page.title}”`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      size="large"
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
      }
    >
      <FormError message={message} />
      {kind === "redirect" ? (
        <fieldset className="fc-section">
          <legend>Redirect</legend>
          <TextField
            label="Redirect to"
            {...textField("redirect_path")}
            required
            monospace
            spellCheck={false}
            hint="A path on this site, starting with /."
            suggestions={contentPaths(pages).filter((path) => path !== page.path)}
          />
          <SelectField label="HTTP status code" name="http_code" value={httpCode} onChange={setHttpCode} error={errors.http_code} options={HTTP_CODE_OPTIONS} />
        </fieldset>
      ) : null}
      {kind === "link" ? (
        <fieldset className="fc-section">
          <legend>Link</legend>
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
          <TextField label={linkType === "file" ? "File URL" : "External URL"} type="url" {...textField("to")} required monospace spellCheck={false} />
          <SelectField label="HTTP status code" name="http_code" value={httpCode} onChange={setHttpCode} error={errors.http_code} options={HTTP_CODE_OPTIONS} />
          <CheckboxField
            label="Open in a new window"
            name="link_new_window"
            checked={flags.link_new_window}
            onChange={(value) => setFlags((current) => ({ ...current, link_new_window: value }))}
            error={errors.link_new_window}
          />
        </fieldset>
      ) : null}
      {kind === "page" ? (
        <fieldset className="fc-section">
          <legend>Search engines and sharing</legend>
          <TextField label="Meta title" {...textField("meta_title")} hint={`Shown in search results and browser tabs; the page title (“${page.title}”) when empty.`} />
          <TextField label="Meta description" {...textField("meta_description")} rows={3} hint="A sentence or two for search results." />
          <TextField
            label="Canonical URL"
            type="url"
            {...textField("canonical_url")}
            monospace
            spellCheck={false}
            hint="Only when another address is the original of this content; otherwise this page’s own address is used."
          />
          <div className="fc-field-row">
            <TextField label="Share image (media id)" {...textField("image_id")} monospace spellCheck={false} />
            <TextField label="External share image URL" type="url" {...textField("external_meta_image")} monospace spellCheck={false} hint="Used instead of the media image when set." />
          </div>
          <CheckboxField
            label="Hide from search engines"
            name="disable_seo_tracking"
            checked={flags.disable_seo_tracking}
            onChange={(value) => setFlags((current) => ({ ...current, disable_seo_tracking: value }))}
            error={errors.disable_seo_tracking}
            hint="Adds robots “none”: the page is not indexed and its links are not followed."
          />
        </fieldset>
      ) : null}
      <fieldset className="fc-section">
        <legend>Visibility</legend>
        <CheckboxField
          label="Disabled"
          name="disabled"
          checked={flags.disabled}
          onChange={(value) => setFlags((current) => ({ ...current, disabled: value }))}
          error={errors.disabled}
          hint="Visitors get “Page not found”; signed-in previews still work."
        />
      </fieldset>
    </Dialog>
  );
}
