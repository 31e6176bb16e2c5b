import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import settingsSchema from "../../schemas/settings.schema.json";
import { EMPTY_FOOTERS, footerKeyLocale, localeFooterKey, normaliseFooter } from "../../model/footer/footer.ts";
import { sanitizeRichTextInBrowser } from "../../model/rich-text/sanitize-html.browser.ts";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import { SiteFooter } from "../../renderer/site/shell/site-footer.tsx";
import siteStylesUrl from "../../renderer/site/styles/site.css?url";
import { ApiError } from "../api/api-error.ts";
import { settingsClient } from "../api/settings-client.ts";
import { errorSchemaOf } from "../inspector/error-schema.ts";
import { inspectorTemplates, inspectorWidgets } from "../inspector/inspector-registry.ts";
import { FormError, SelectField } from "../ui/index.ts";
import { serverValidated } from "./settings/server-validated.ts";
import { languageName, useOtherLanguages } from "./site-languages.ts";

const SETTINGS_KEY = ["admin", "settings"] as const;

const FOOTER_KEYS = [
  { value: "footer.config", label: "Footer (every page)" },
  { value: "footer.redesign_config", label: "Footer of the redesigned pages (lrdx theme)" },
  { value: "footer.l460_config", label: "Footer of the L460 pages (/l460)" },
] as const;

const definitions = settingsSchema.$defs as unknown as Record<string, { contentSchema: RJSFSchema }>;

/**
 * The footer settings as a form built from their JSON Schema, with a live
 * preview drawn by the site's own footer component in a frame with the site's styles.
 */
export default function FooterPanel() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState<string>(FOOTER_KEYS[0].value);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.list });
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<ErrorSchema>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const languages = useOtherLanguages();
  // Each other language's footer (footer.config.ar) has the main footer's form; empty, its pages show the main one.
  const footerKeys = [
    ...FOOTER_KEYS,
    ...languages.map((locale) => ({
      value: localeFooterKey(locale.code),
      label: `Footer of the ${languageName(locale.code)} pages (every page in ${languageName(locale.code)})`,
    })),
  ];
  const keyLocale = footerKeyLocale(key);
  const definitionKey = keyLocale ? "footer.config" : key;
  const previewLocale = languages.find((locale) => localeFooterKey(locale.code) === key) ?? null;

  const stored = settings.data?.find((setting) => setting.key === key)?.value;
  useEffect(() => {
    if (!settings.data) return;
    try {
      setFormData(stored ? (JSON.parse(stored) as Record<string, unknown>) : {});
    } catch {
      setFormData({});
      setMessage(`The stored ${key} is not valid JSON; the form starts empty.`);
    }
  }, [settings.data, stored, key]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus("");
    try {
      await settingsClient.save(key, JSON.stringify(formData));
      setErrors({});
      setMessage(null);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      setStatus(`Saved ${key}. The site shows it now.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(errorSchemaOf(error.issues));
        setMessage(`The footer was not saved: ${error.message}`);
      } else setMessage(error instanceof Error ? error.message : "The footer was not saved.");
      queueMicrotask(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const preview = normaliseFooter(formData, key, () => {}, sanitizeRichTextInBrowser);
  return (
    <section className="admin-panel footer-admin" aria-labelledby="footer-admin-title">
      <div className="admin-panel__bar">
        <h2 id="footer-admin-title">Footer</h2>
      </div>
      <p className="admin-panel__lead">
        Top columns of links or social icons, the search bar, free HTML sections and a row of links. Items without a
        label (or images without a source) and empty rows and columns are left out on the site. With no footer content,
        the site uses footer.html, then its built-in links.
      </p>
      <SelectField
        label="Which footer"
        name="footer_key"
        value={key}
        options={footerKeys}
        onChange={(value) => {
          setErrors({});
          setMessage(null);
          setStatus("");
          setKey(value);
        }}
      />
      <div className="footer-admin__layout">
        <form onSubmit={save} aria-label={`Edit ${key}`} className="footer-admin__form">
          <div ref={errorRef} tabIndex={-1}>
            <FormError message={message} />
          </div>
          <Form
            tagName="div"
            className="fc-form"
            schema={definitions[definitionKey]!.contentSchema}
            formData={formData}
            validator={serverValidated}
            widgets={inspectorWidgets}
            templates={inspectorTemplates}
            noValidate
            showErrorList={false}
            extraErrors={errors}
            onChange={(event) => setFormData((event.formData ?? {}) as Record<string, unknown>)}
          />
          <button type="submit" className="editor-button" disabled={busy}>
            {busy ? "Saving…" : "Save footer"}
          </button>
          <p role="status">{status}</p>
        </form>
        <FooterPreview lang={previewLocale?.code ?? "en"} dir={previewLocale?.dir ?? "ltr"}>
          <SiteFooter
            path={key === "footer.l460_config" ? "/l460" : "/"}
            settings={{
              ...DEFAULT_SETTINGS,
              theme: key === "footer.redesign_config" ? "lrdx" : DEFAULT_SETTINGS.theme,
              footers: {
                ...EMPTY_FOOTERS,
                main: definitionKey === "footer.config" ? preview : EMPTY_FOOTERS.main,
                redesign: key === "footer.redesign_config" ? preview : EMPTY_FOOTERS.redesign,
                l460: key === "footer.l460_config" ? preview : EMPTY_FOOTERS.l460,
              },
            }}
          />
        </FooterPreview>
      </div>
    </section>
  );
}

/** A frame with the public site's stylesheet, the footer drawn into it as the form changes. */
function FooterPreview({ children, lang, dir }: { children: ReactNode; lang: string; dir: "ltr" | "rtl" }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // A frame without src keeps its initial about:blank document (html, head and body, complete at once):
    // with srcdoc, a load after this effect would replace the document the footer was drawn into.
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.dataset.theme = DEFAULT_SETTINGS.theme;
    if (!doc.head.querySelector("link[data-site-styles]")) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = siteStylesUrl;
      link.dataset.siteStyles = "";
      doc.head.append(link);
    }
    setBody(doc.body);
  }, []);
  useEffect(() => {
    // A language's footer is previewed in its language and direction (Arabic: right to left).
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = lang;
    doc.documentElement.dir = dir;
  }, [lang, dir]);
  return (
    <div className="footer-admin__preview">
      <h3>Preview</h3>
      {/* Same origin so this window can draw into it; no allow-scripts, so nothing in it can run, even
          markup a sanitiser let through, with the admin's session. */}
      <iframe ref={frame} title="Footer preview" sandbox="allow-same-origin" />
      {body ? createPortal(children, body) : null}
    </div>
  );
}
