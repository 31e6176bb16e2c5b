import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../../model/site/site-data.ts";

export const NOT_FOUND_TITLE = "Page not found";

/**
 * Seed 001 section 2.1. On the lrdx theme a fixed text explains the 404 and offers three
 * suggestions; on the other theme a hero with a 'Back to home' button.
 */
export function NotFoundPage() {
  const settings = useRouteLoaderData("root") as SiteSettings | undefined;
  if (settings?.theme === "lrdx") {
    return (
      <section className="not-found not-found--lrdx">
        <h1 className="fc-heading fc-heading--xl">{NOT_FOUND_TITLE}</h1>
        <p>
          This may be because of a technical error, because the page was removed in our redesign, because you followed a broken link, or
          because the web address was typed incorrectly.
        </p>
        <ul className="not-found__suggestions">
          <li>
            Go to the <a href="/">home page</a>
          </li>
          <li>Go back to the previous page</li>
          <li>Check the web address and type it again</li>
        </ul>
      </section>
    );
  }
  return (
    <section className="not-found fc-theme-black-theme">
      <div className="not-found__hero">
        <h1 className="fc-heading fc-heading--xl">{NOT_FOUND_TITLE}</h1>
        <p>The page you are looking for has moved or no longer exists.</p>
        <a className="fc-button fc-button--primary" href="/">
          Back to home
        </a>
      </div>
    </section>
  );
}
