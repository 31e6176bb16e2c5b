import { createElement } from "react";
import { useLocation } from "react-router";
import { footerFor, type FooterItem, type FooterRow, type StructuredFooter } from "../../../model/footer/footer.ts";
import type { SiteSettings } from "../../../model/site/site-data.ts";
import type { FooterRetailer } from "../../../model/footer/retailers.ts";
import { useUiText } from "../../primitives/ui-text.tsx";
import { CONSENT_SETTINGS_ATTRIBUTE } from "../../primitives/consent-gate.tsx";
import { SocialIcon } from "./social-icons.tsx";
import { useContentLocale } from "./page-language.ts";

/**
 * The footer: the structured footer of the page's theme and path (the choice and
 * the fallbacks are model/footer/footer.ts's), else the raw HTML footer, else the built-in links.
 * Server-rendered without JavaScript; the search bar is a plain form to /search.
 */
export function SiteFooter({ settings, path }: { settings: SiteSettings; path?: string }) {
  const location = useLocation();
  const t = useUiText();
  const chosen = footerFor(settings.footers, settings.theme, path ?? location.pathname, useContentLocale());
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {chosen.kind === "structured" ? (
          <Structured footer={chosen.footer} />
        ) : chosen.kind === "html" ? (
          <div className="site-footer__html" dangerouslySetInnerHTML={{ __html: chosen.html }} />
        ) : (
          <nav aria-label={t("footer.nav")}>
            <ul className="site-footer__links">
              {settings.footerLinks.map((link) => (
                <li key={link.url}>
                  {/* A form link opens the modal form dialog where the page loads it, else it goes to the form's page. */}
                  <a href={link.url} data-form-id={link.formId || undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {settings.footerRetailers && settings.footerRetailers.length > 0 ? (
          <Retailers retailers={settings.footerRetailers} />
        ) : null}
        {settings.consent ? (
          <p className="site-footer__cookies">
            {/* The consent banner's script reopens the choice (no JavaScript: consent is not asked either). */}
            <button type="button" className="site-footer__cookie-settings" {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "" }}>
              {t("footer.cookie_settings")}
            </button>
          </p>
        ) : null}
        <p className="site-footer__legal">{t("footer.legal", { site: settings.siteName })}</p>
      </div>
    </footer>
  );
}

/** The retailers section, from general.mena_retailers.footer.config.api. */
function Retailers({ retailers }: { retailers: FooterRetailer[] }) {
  const t = useUiText();
  return (
    <section className="site-footer__retailers" aria-labelledby="site-footer-retailers">
      <h2 className="site-footer__heading" id="site-footer-retailers">
        {t("footer.retailers")}
      </h2>
      <ul className="site-footer__retailer-list">
        {retailers.map((retailer, index) => (
          <li key={index} className="site-footer__retailer">
            <strong>{retailer.name}</strong>
            {retailer.address ? <span>{retailer.address}</span> : null}
            {retailer.city ? <span>{retailer.city}</span> : null}
            {retailer.phone ? <a href={`tel:${retailer.phone.replace(/[^0-9+]/g, "")}`}>{retailer.phone}</a> : null}
            {retailer.email ? <a href={`mailto:${retailer.email}`}>{retailer.email}</a> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Structured({ footer }: { footer: StructuredFooter }) {
  const t = useUiText();
  return (
    <>
      {footer.columns.length > 0 ? (
        <nav aria-label={t("footer.nav")} className="site-footer__columns">
          {footer.columns.map((column, index) => (
            <div key={index} className={`site-footer__column site-footer__column--${column.type}`}>
              {column.rows.map((row, rowIndex) => (
                <Row key={rowIndex} row={row} social={column.type === "social"} />
              ))}
            </div>
          ))}
        </nav>
      ) : null}
      {footer.search_bar ? (
        <form className="site-footer__search" role="search" action="/search" method="get">
          <label htmlFor="site-footer-search">{t("footer.search_label")}</label>
          <input id="site-footer-search" type="search" name="q" maxLength={200} />
          <button type="submit">{t("footer.search_button")}</button>
        </form>
      ) : null}
      {footer.middle_html ? (
        <div className="site-footer__html" dangerouslySetInnerHTML={{ __html: footer.middle_html }} />
      ) : null}
      {footer.medium_links.length > 0 ? (
        <ul className="site-footer__medium" aria-label={t("footer.more_links")}>
          {footer.medium_links.map((item, index) => (
            <li key={index}>
              <Item item={item} social={false} />
            </li>
          ))}
        </ul>
      ) : null}
      {footer.bottom_html ? (
        <div className="site-footer__html" dangerouslySetInnerHTML={{ __html: footer.bottom_html }} />
      ) : null}
    </>
  );
}

function Row({ row, social }: { row: FooterRow; social: boolean }) {
  const heading = row.heading ? (
    row.heading_link ? (
      <a href={row.heading_link.url} {...targetProps(row.heading_link.target)}>
        {row.heading}
      </a>
    ) : (
      row.heading
    )
  ) : null;
  return (
    <div className="site-footer__row">
      {heading ? createElement(row.heading_html_tag, { className: "site-footer__heading" }, heading) : null}
      {row.items.length > 0 ? (
        <ul className={social ? "site-footer__social" : "site-footer__links"} aria-label={row.heading || undefined}>
          {row.items.map((item, index) => (
            <li key={index}>
              <Item item={item} social={social} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function targetProps(target: "_self" | "_blank", rel = "") {
  return target === "_blank" ? { target: "_blank", rel: `${rel} noopener noreferrer`.trim() } : rel ? { rel } : {};
}

function Item({ item, social }: { item: FooterItem; social: boolean }) {
  const common = { id: item.id || undefined, className: item.class || undefined };
  if (item.type === "wrapper") return createElement(item.tag, common, item.label || null);
  const name = item.aria_label || item.label || item.image?.alt || undefined;
  const content =
    item.type === "image" && item.image ? (
      <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} />
    ) : item.type === "social" || social ? (
      <>
        <SocialIcon name={item.icon} fallback={item.icon || item.label} />
        <span className="visually-hidden">{item.label}</span>
      </>
    ) : (
      item.label
    );
  return (
    <a
      href={item.url}
      {...common}
      aria-label={name !== item.label ? name : undefined}
      data-form-id={item.form_id || undefined}
      data-dc-key={item.dc_strategy?.key || undefined}
      data-dc-value={item.dc_strategy?.value || undefined}
      {...targetProps(item.target, item.rel)}
    >
      {content}
    </a>
  );
}
