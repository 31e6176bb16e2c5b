import { useId, useRef } from "react";
import { useNavigate } from "react-router";
import { pagesClient, type PageFields, type PageSummary } from "../api/pages-client.ts";
import { allPageOptions, contentPaths, HTTP_CODE_OPTIONS, httpCodeOf, orNull, TOP_LEVEL } from "./page-options.ts";
import { nextPosition, suggestPath } from "./page-tree.ts";
import { createFields } from "./page-fields.ts";
import { NEWS_LOCALES, NEWS_MARKETS } from "../../model/news/index.ts";
import {
  CheckboxField,
  EntityFormDialog,
  missingRequired,
  SelectField,
  TextField,
  useEntityForm,
  type FormRun,
} from "../ui/index.ts";

export type CreateKind = "page" | "folder" | "redirect" | "link" | "news";

const KINDS: { value: CreateKind; label: string; hint: string }[] = [
  { value: "page", label: "Page", hint: "A content page you build with blocks." },
  { value: "news", label: "News page", hint: "A dated news item, listed by the MENA News block and the news feed." },
  { value: "folder", label: "Folder", hint: "Groups pages in the tree; not shown on the site." },
  { value: "redirect", label: "Redirect", hint: "Sends visitors from this path to another page of the site." },
  { value: "link", label: "Link", hint: "Sends visitors to an external address or a file." },
];

const FIELDS = createFields([
  "title",
  "path",
  "parent_id",
  "redirect_path",
  "to",
  "http_code",
  "link_type",
  "link_new_window",
  "news_date",
  "news_summary",
  "news_image_id",
  "news_collection",
  "news_market",
  "news_locale",
]);

const MARKET_OPTIONS = NEWS_MARKETS.map((market) => ({ value: market, label: market }));
const LOCALE_OPTIONS = NEWS_LOCALES.map((locale) => ({ value: locale, label: locale }));

interface CreatePageDialogProps {
  pages: readonly PageSummary[];
  initialKind: CreateKind;
  initialParentId: string | null;
  onClose: () => void;
  run: FormRun;
}

type LinkType = "external" | "file";

/** Creates a page, folder, redirect or link page; the path follows the title until it is edited. */
export function CreatePageDialog({ pages, initialKind, initialParentId, onClose, run }: CreatePageDialogProps) {
  const choiceId = useId();
  const navigate = useNavigate();
  /** A new page or news page opens in the page editor: the author made it to put blocks on it. */
  const toEdit = useRef<string | null>(null);
  // Until the path is edited by hand (null), it follows the title and the parent.
  const pathOf = (values: { title: string; parent_id: string; path: string | null }) => {
    const parent = pages.find((page) => page.id === values.parent_id) ?? null;
    const suggested = suggestPath(parent?.path ?? null, values.title);
    return { suggested, shown: values.path ?? (values.title.trim() === "" ? "" : suggested) };
  };
  const form = useEntityForm({
    fields: FIELDS,
    initial: {
      kind: initialKind as CreateKind,
      title: "",
      parent_id: initialParentId ?? TOP_LEVEL,
      path: null as string | null,
      redirect_path: "",
      link_type: "external" as LinkType,
      to: "",
      http_code: "301",
      link_new_window: false,
      news_date: new Date().toISOString().slice(0, 10),
      news_summary: "",
      news_image_id: "",
      news_collection: "",
      news_market: "AE",
      news_locale: "en",
    },
    validate: (values) => {
      const problems = missingRequired(FIELDS, { title: values.title, path: pathOf(values).shown });
      if (values.kind === "redirect" && values.redirect_path.trim() === "")
        problems.redirect_path = "is required for a redirect";
      if (values.kind === "link" && values.to.trim() === "") problems.to = "is required for a link";
      if (values.kind === "news" && !/^\d{4}-\d{2}-\d{2}$/.test(values.news_date))
        problems.news_date = "is required for a news page (YYYY-MM-DD)";
      return problems;
    },
    save: async (values, fieldNames) => {
      const { kind } = values;
      const parent_id = values.parent_id === TOP_LEVEL ? null : values.parent_id;
      const fields: Partial<PageFields> & Pick<PageFields, "path" | "title"> = {
        title: values.title.trim(),
        path: pathOf(values).shown.trim(),
        parent_id,
        position: nextPosition(pages, parent_id),
        page_type: kind === "folder" ? "folder" : kind === "news" ? "news" : "page",
      };
      if (kind === "news")
        Object.assign(fields, {
          news_date: values.news_date,
          news_summary: orNull(values.news_summary),
          news_image_id: orNull(values.news_image_id),
          news_collection: orNull(values.news_collection),
          news_market: values.news_market,
          news_locale: values.news_locale,
        });
      if (kind === "redirect")
        Object.assign(fields, {
          link_type: "internal",
          redirect_path: orNull(values.redirect_path),
          http_code: httpCodeOf(values.http_code),
        });
      if (kind === "link")
        Object.assign(fields, {
          link_type: values.link_type,
          to: orNull(values.to),
          http_code: httpCodeOf(values.http_code),
          link_new_window: values.link_new_window,
        });
      const outcome = await run(() => pagesClient.create(fields), {
        fields: fieldNames,
        success: `Created “${fields.title}” at ${fields.path}.`,
      });
      if (outcome.ok && (kind === "page" || kind === "news")) toEdit.current = outcome.value.data.id;
      return outcome;
    },
    onDone: () => {
      onClose();
      if (toEdit.current) navigate(`/cms/pages/${encodeURIComponent(toEdit.current)}`);
    },
  });
  const { kind, link_type: linkType } = form.values;
  const path = pathOf(form.values);

  const kindLabel = KINDS.find((entry) => entry.value === kind)!.label.toLowerCase();
  return (
    <EntityFormDialog
      form={form}
      title={`New ${kindLabel}`}
      onClose={onClose}
      submitLabel={`Create ${kindLabel}`}
      busyLabel="Creating…"
    >
      <fieldset className="fc-choice">
        <legend className="fc-field__label">Type</legend>
        {KINDS.map((entry) => (
          <label key={entry.value} className="fc-choice__option">
            <input
              type="radio"
              name="kind"
              value={entry.value}
              checked={kind === entry.value}
              onChange={() => form.set("kind", entry.value)}
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
      <TextField {...form.text("title")} autoFocus />
      <SelectField
        {...form.text("parent_id")}
        options={[{ value: TOP_LEVEL, label: "Top level (no parent)" }, ...allPageOptions(pages)]}
      />
      <TextField
        name="path"
        label="Path"
        value={path.shown}
        onChange={(value) => form.set("path", value)}
        error={form.errors.path}
        required
        monospace
        spellCheck={false}
        hint={
          form.values.path === null ? (
            "Suggested from the parent’s path and the title. Lower-case letters, digits and dashes."
          ) : (
            <SuggestButton suggested={path.suggested} onUse={() => form.set("path", null)} />
          )
        }
      />
      {kind === "redirect" ? (
        <>
          <TextField
            {...form.text("redirect_path")}
            required
            monospace
            spellCheck={false}
            placeholder="/models/estate"
            hint="A path on this site, starting with /."
            suggestions={contentPaths(pages)}
          />
          <SelectField {...form.text("http_code")} options={HTTP_CODE_OPTIONS} />
        </>
      ) : null}
      {kind === "news" ? (
        <>
          <TextField {...form.text("news_date")} type="date" required />
          <TextField {...form.text("news_summary")} hint="Plain text, at most 300 characters." />
          <SelectField {...form.text("news_market")} options={MARKET_OPTIONS} />
          <SelectField {...form.text("news_locale")} options={LOCALE_OPTIONS} />
          <TextField {...form.text("news_image_id")} monospace spellCheck={false} />
          <TextField
            {...form.text("news_collection")}
            monospace
            spellCheck={false}
            hint="Optional: the Collection slider feed block lists a collection."
          />
        </>
      ) : null}
      {kind === "link" ? (
        <>
          <SelectField
            {...form.text("link_type")}
            options={[
              { value: "external", label: "An external address" },
              { value: "file", label: "A file" },
            ]}
          />
          <TextField
            {...form.text("to")}
            label={linkType === "file" ? "File URL" : "External URL"}
            type="url"
            required
            monospace
            spellCheck={false}
            placeholder="https://"
          />
          <SelectField {...form.text("http_code")} options={HTTP_CODE_OPTIONS} />
          <CheckboxField {...form.checkbox("link_new_window")} hint="For links in the site’s navigation." />
        </>
      ) : null}
    </EntityFormDialog>
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
