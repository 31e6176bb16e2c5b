import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import type { SitePage } from "../../../model/site/site-data.ts";
import { useUiText } from "../../primitives/ui-text.tsx";

/** The signed-in user looking at the site (the server sets it; anonymous visitors have none). */
export interface SiteViewer {
  name: string;
  email: string;
  role: "admin" | "editor" | "viewer";
  /** The page shown is a draft (the editor's Preview draft), not what visitors see. */
  draftPreview?: boolean;
}

export const SiteViewerContext = createContext<SiteViewer | null>(null);

function isSitePage(data: unknown): data is SitePage {
  return typeof data === "object" && data !== null && "id" in data && "document" in data;
}

/**
 * The editor toolbar of the brand layout: on a CMS page, a signed-in user of any role
 * gets a link into the editor for that page, in the page's language. Plain links and a form, no JavaScript, so a static
 * page stays script-free; such responses never come from the HTML cache (decision 004).
 */
export function EditorToolbar() {
  const viewer = useContext(SiteViewerContext);
  const page = useMatches()
    .map((match) => match.data)
    .find(isSitePage);
  const t = useUiText();
  if (!viewer || !page) return null;
  return (
    <aside className="editor-toolbar" aria-label={t("editor_toolbar.label")}>
      {viewer.draftPreview ? <strong className="editor-toolbar__draft">{t("editor_toolbar.draft")}</strong> : null}
      <span className="editor-toolbar__who">
        {t("editor_toolbar.signed_in", { name: viewer.name, role: t(`editor_toolbar.role.${viewer.role}`) })}
      </span>
      <a className="editor-toolbar__edit" href={`/cms/pages/${encodeURIComponent(page.id)}`}>
        {t("editor_toolbar.edit")}
      </a>
      <form className="editor-toolbar__sign-out" method="post" action="/auth/logout">
        <button type="submit">{t("editor_toolbar.sign_out")}</button>
      </form>
    </aside>
  );
}
