import type { ReactNode } from "react";
import { Outlet, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { NotFoundPage } from "../pages/not-found-page.tsx";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../../model/site/site-data.ts";
import { SiteConsentBanner } from "../consent/site-consent-banner.tsx";
import { ConsentGateContext, type ConsentGateSettings } from "../../primitives/consent-gate.tsx";
import { ExitPopupIsland } from "./exit-popup-island.tsx";
import { SiteFloatingActionButton } from "./floating-action-button-site.tsx";
import { FormFieldMappingsScript } from "./form-field-mappings-script.tsx";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { FormLinkDialogIsland } from "./form-link-dialog-island.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { VideoModalIsland } from "./video-modal-island.tsx";
import { useUiText } from "../../primitives/ui-text.tsx";

export const ROOT_ROUTE_ID = "root";

function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as SiteSettings | undefined) ?? DEFAULT_SETTINGS;
}

/** What the page's consent gates (an embedded map's) show in place of content the visitor has not allowed. */
export function consentGateFor(settings: SiteSettings): ConsentGateSettings | null {
  return settings.consent ? { placeholderText: settings.consent.banner.placeholderText } : null;
}

function Frame({ children, toolbar }: { children: ReactNode; toolbar?: ReactNode }) {
  const settings = useSiteSettings();
  const location = useLocation();
  const t = useUiText();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("shell.skip_link")}
      </a>
      {toolbar}
      <SiteHeader settings={settings} currentPath={location.pathname} />
      <main id="main" className="site__main">
        <ConsentGateContext.Provider value={consentGateFor(settings)}>{children}</ConsentGateContext.Provider>
      </main>
      <SiteFooter settings={settings} />
      {/* Before the form dialog: a form item of the floating action button opens it. */}
      <SiteFloatingActionButton config={settings.floatingAction} path={location.pathname} />
      {/* After everything else that may draw a form link: it exists only if one was drawn. */}
      <FormLinkDialogIsland />
      <FormFieldMappingsScript mappings={settings.formFieldMappings} />
      <VideoModalIsland />
      <ExitPopupIsland popup={settings.exitPopup} />
      <SiteConsentBanner consent={settings.consent} />
    </div>
  );
}

/** Brand layout: navigation, page content, footer. */
export function BrandLayout() {
  return (
    <Frame toolbar={<EditorToolbar />}>
      <Outlet />
    </Frame>
  );
}

/** Error layout: navigation, not-found content (or a general error), footer. */
export function ErrorLayout() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFoundPage />
      </Frame>
    );
  }
  return (
    <Frame>
      <section className="site-message">
        <h1 className="fc-heading fc-heading--l">Something went wrong</h1>
        <p>We could not show this page. Please try again in a moment.</p>
        <a className="fc-button fc-button--primary" href="/">
          Go back to home
        </a>
      </section>
    </Frame>
  );
}
