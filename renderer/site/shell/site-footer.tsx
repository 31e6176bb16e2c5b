import type { SiteSettings } from "../../../model/site/site-data.ts";

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
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
        <p className="site-footer__legal">© {settings.siteName}. Prices and specifications are subject to change.</p>
      </div>
    </footer>
  );
}
