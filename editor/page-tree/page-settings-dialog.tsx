import { pagesClient, type PageFields, type PageSummary } from "../api/pages-client.ts";
import { contentPaths, HTTP_CODE_OPTIONS, httpCodeOf, orNull } from "./page-options.ts";
import { pageKind } from "./page-tree.ts";
import { updateFields } from "./page-fields.ts";
import { etagOf } from "./use-page-writes.ts";
import { CheckboxField, EntityFormDialog, SelectField, TextField, useEntityForm, type FormRun } from "../ui/index.ts";

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
  | "locale"
  | "translation_group"
  | "navigation_logo_only"
>;

const FIELDS = updateFields([
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
  "locale",
  "translation_group",
  "navigation_logo_only",
]);

interface PageSettingsDialogProps {
  page: PageSummary;
  /** Every page, for the redirect target's suggestions. */
  pages: readonly PageSummary[];
  onClose: () => void;
  run: FormRun;
}

/** Search-engine and visibility settings of a page; for redirects and links also their target. */
export function PageSettingsDialog({ page, pages, onClose, run }: PageSettingsDialogProps) {
  const kind = pageKind(page);
  const form = useEntityForm({
    fields: FIELDS,
    initial: {
      meta_title: page.meta_title ?? "",
      meta_description: page.meta_description ?? "",
      canonical_url: page.canonical_url ?? "",
      image_id: page.image_id ?? "",
      external_meta_image: page.external_meta_image ?? "",
      redirect_path: page.redirect_path ?? "",
      to: page.to ?? "",
      disable_seo_tracking: page.disable_seo_tracking,
      disabled: page.disabled,
      link_new_window: page.link_new_window,
      link_type: page.link_type,
      http_code: String(page.http_code),
      locale: page.locale ?? "",
      translation_group: page.translation_group ?? "",
      navigation_logo_only: page.navigation_logo_only,
    },
    validate: (values) => {
      const problems: Record<string, string> = {};
      if (kind === "redirect" && !orNull(values.redirect_path)) problems.redirect_path = "is required for a redirect";
      if (kind === "link" && !orNull(values.to)) problems.to = "is required for a link";
      return problems;
    },
    save: async (values, fieldNames) => {
      const wanted = wantedOf(page, values);
      const fields = Object.fromEntries(
        Object.entries(wanted).filter(([key, value]) => page[key as keyof SettingsFields] !== value),
      ) as Partial<SettingsFields>;
      if (Object.keys(fields).length === 0) return null;
      return run(() => pagesClient.update(page.id, etagOf(page.revision), { fields }), {
        fields: fieldNames,
        success: `Saved the settings of “${page.title}”.`,
      });
    },
    onDone: onClose,
    closeOnConflict: true,
  });

  return (
    <EntityFormDialog
      form={form}
      title={`Settings of “${page.title}”`}
      onClose={onClose}
      size="large"
      submitLabel="Save settings"
    >
      {kind === "redirect" ? (
        <fieldset className="fc-section">
          <legend>Redirect</legend>
          <TextField
            {...form.text("redirect_path")}
            required
            monospace
            spellCheck={false}
            hint="A path on this site, starting with /."
            suggestions={contentPaths(pages).filter((path) => path !== page.path)}
          />
          <SelectField {...form.text("http_code")} options={HTTP_CODE_OPTIONS} />
        </fieldset>
      ) : null}
      {kind === "link" ? (
        <fieldset className="fc-section">
          <legend>Link</legend>
          <SelectField
            {...form.text("link_type")}
            options={[
              { value: "external", label: "An external address" },
              { value: "file", label: "A file" },
            ]}
          />
          <TextField
            {...form.text("to")}
            label={form.values.link_type === "file" ? "File URL" : "External URL"}
            type="url"
            required
            monospace
            spellCheck={false}
          />
          <SelectField {...form.text("http_code")} options={HTTP_CODE_OPTIONS} />
          <CheckboxField {...form.checkbox("link_new_window")} />
        </fieldset>
      ) : null}
      {kind === "page" ? (
        <fieldset className="fc-section">
          <legend>Search engines and sharing</legend>
          <TextField
            {...form.text("meta_title")}
            hint={`Shown in search results and browser tabs; the page title (“${page.title}”) when empty.`}
          />
          <TextField {...form.text("meta_description")} rows={3} hint="A sentence or two for search results." />
          <TextField
            {...form.text("canonical_url")}
            type="url"
            monospace
            spellCheck={false}
            hint="Only when another address is the original of this content; otherwise this page’s own address is used."
          />
          <div className="fc-field-row">
            <TextField {...form.text("image_id")} monospace spellCheck={false} />
            <TextField
              {...form.text("external_meta_image")}
              type="url"
              monospace
              spellCheck={false}
              hint="Used instead of the media image when set."
            />
          </div>
          <CheckboxField
            {...form.checkbox("disable_seo_tracking")}
            hint="Adds robots “none”: the page is not indexed and its links are not followed."
          />
        </fieldset>
      ) : null}
      {kind === "page" ? (
        <fieldset className="fc-section">
          <legend>Language and translations</legend>
          <div className="fc-field-row">
            <TextField
              {...form.text("locale")}
              monospace
              spellCheck={false}
              hint="A code of the site.locales setting, e.g. ar; empty: the language its path prefix names (/ar/...), else the default."
            />
            <TextField
              {...form.text("translation_group")}
              monospace
              spellCheck={false}
              hint="The same name on each translation of this page (e.g. model-launch) links them for search engines (hreflang)."
            />
          </div>
        </fieldset>
      ) : null}
      {kind === "page" ? (
        <fieldset className="fc-section">
          <legend>Header</legend>
          <CheckboxField
            {...form.checkbox("navigation_logo_only")}
            hint="The header shows your logo and nothing else: no menu, search or language links. For a focused page such as a model launch."
          />
        </fieldset>
      ) : null}
      <fieldset className="fc-section">
        <legend>Visibility</legend>
        <CheckboxField
          {...form.checkbox("disabled")}
          hint="Visitors get “Page not found”; signed-in previews still work."
        />
      </fieldset>
    </EntityFormDialog>
  );
}

type SettingsValues = Record<
  | "meta_title"
  | "meta_description"
  | "canonical_url"
  | "image_id"
  | "external_meta_image"
  | "redirect_path"
  | "to"
  | "http_code"
  | "locale"
  | "translation_group",
  string
> &
  Pick<PageFields, "disable_seo_tracking" | "disabled" | "link_new_window" | "link_type" | "navigation_logo_only">;

/** The settings as the page should have them; fields its kind does not show keep the page's values. */
function wantedOf(page: PageSummary, values: SettingsValues): SettingsFields {
  const kind = pageKind(page);
  return {
    meta_title: orNull(values.meta_title),
    meta_description: orNull(values.meta_description),
    canonical_url: orNull(values.canonical_url),
    image_id: orNull(values.image_id),
    external_meta_image: orNull(values.external_meta_image),
    disable_seo_tracking: values.disable_seo_tracking,
    disabled: values.disabled,
    redirect_path: kind === "redirect" ? orNull(values.redirect_path) : page.redirect_path,
    to: kind === "link" ? orNull(values.to) : page.to,
    link_type: kind === "link" ? values.link_type : page.link_type,
    http_code: kind === "redirect" || kind === "link" ? httpCodeOf(values.http_code) : page.http_code,
    link_new_window: kind === "link" ? values.link_new_window : page.link_new_window,
    locale: kind === "page" ? orNull(values.locale) : page.locale,
    translation_group: kind === "page" ? orNull(values.translation_group) : page.translation_group,
    navigation_logo_only: kind === "page" ? values.navigation_logo_only : page.navigation_logo_only,
  };
}
