import { useRouteLoaderData } from "react-router";
import { HERO_SIZES, Heading, ResponsiveImage, useUiText } from "../../primitives/index.ts";
import { useIsDefaultLocale } from "../../primitives/ui-text.tsx";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../../model/site/site-data.ts";

/** The document title of the 404 page; the heading on the page comes from general.404_page. */
export const NOT_FOUND_TITLE = "Page not found";

/**
 * Heading, paragraph, hero image and button label come from the setting
 * general.404_page (defaults when it is missing or broken). On the lrdx theme a fixed text explains the
 * 404 and offers three suggestions; on the other theme a hero with a 'Back to home' button to '/'
 *.
 */
export function NotFoundPage() {
  const settings = (useRouteLoaderData("root") as SiteSettings | undefined) ?? DEFAULT_SETTINGS;
  const t = useUiText();
  const { image_id, header_tag, header_size, font_size } = settings.notFoundPage;
  // The setting's texts are the default language's; other languages show their own (decision 116).
  const own = useIsDefaultLocale();
  const heading = own ? settings.notFoundPage.heading : t("not_found.heading");
  const paragraph = own ? settings.notFoundPage.paragraph : t("not_found.paragraph");
  const button_label = own ? settings.notFoundPage.button_label : t("not_found.button");
  if (settings.theme === "lrdx") {
    return (
      <section className="not-found not-found--lrdx">
        <Heading text={heading} tag={header_tag} size={header_size} />
        <p>{t("not_found.explanation")}</p>
        <ul className="not-found__suggestions">
          <li>
            {t("not_found.go_to")} <a href="/">{t("not_found.home_page")}</a>
          </li>
          <li>{t("not_found.go_back")}</li>
          <li>{t("not_found.check_address")}</li>
        </ul>
      </section>
    );
  }
  return (
    <section className={`not-found fc-theme-black-theme${image_id ? " not-found--with-image" : ""}`}>
      {image_id ? (
        <div className="not-found__media">
          <ResponsiveImage
            image={{ id: image_id }}
            sizes={HERO_SIZES}
            layoutSizes="100vw"
            loading="eager"
            className="not-found__image"
          />
        </div>
      ) : null}
      <div className="not-found__hero">
        <Heading text={heading} tag={header_tag} size={header_size} />
        <p className={`fc-rich-text fc-rich-text--${font_size}`}>{paragraph}</p>
        <a className="fc-button fc-button--primary" href="/">
          {button_label}
        </a>
      </div>
    </section>
  );
}
