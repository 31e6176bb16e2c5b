import { useLoaderData } from "react-router";
import { CmsPage } from "./cms-page.tsx";
import { useUiText } from "../../primitives/ui-text.tsx";

/**
 * Where a 403 sends the browser: the page says why and offers both ways out, signing in
 * with another account (and coming back home) or the home page.
 */
export function NoAccessPage() {
  const t = useUiText();
  return (
    <section className="site-message site-message--no-access" aria-labelledby="no-access-title">
      <h1 id="no-access-title" className="fc-heading fc-heading--l">
        {t("no_access.title")}
      </h1>
      <p>{t("no_access.text")}</p>
      <div className="site-message__actions">
        <a className="fc-button fc-button--primary" href="/">
          {t("no_access.button")}
        </a>
        <a className="fc-button fc-button--secondary" href="/auth/login?returnTo=%2F">
          {t("no_access.sign_in")}
        </a>
      </div>
    </section>
  );
}

/** /ar/no-access and the like: the page in that language; any other path ending in no-access is a CMS page. */
export function NoAccessOrCmsPage() {
  return useLoaderData() ? <CmsPage /> : <NoAccessPage />;
}
