import { describe, expect, it } from "vitest";
import { NO_ASSETS } from "./assets.ts";
import { createSiteRenderer } from "./render-site.server.tsx";
import { DEFAULT_SETTINGS, type SiteData, type SiteSettings } from "../../model/site/site-data.ts";

const failingPage = (settings: SiteSettings): SiteData => ({
  settings: async () => settings,
  lookupPage: async () => {
    throw new Error("database down");
  },
});

describe("the error page", () => {
  it("answers 500 with the error layout and a link home when a page fails", async () => {
    const failures: string[] = [];
    const render = createSiteRenderer({
      data: failingPage({ ...DEFAULT_SETTINGS, revision: "1" }),
      assets: NO_ASSETS,
      onRenderFailure: ({ url }) => failures.push(url),
    });
    const response = await render({ url: "/some-page" });
    expect(response.status).toBe(500);
    expect(response.body).toContain("Something went wrong");
    expect(response.body).toMatch(/<a[^>]*href="\/"[^>]*>Go back to home<\/a>/);
    expect(response.body).toContain('class="site-footer"');
    expect(failures).toEqual([]);
  });

  it("falls back to 'An error occurred while showing the error page' when the error page fails too", async () => {
    const failures: string[] = [];
    // Settings the shell cannot draw: the error layout itself throws.
    const broken = { ...DEFAULT_SETTINGS, revision: "1", footers: undefined } as unknown as SiteSettings;
    const render = createSiteRenderer({
      data: failingPage(broken),
      assets: NO_ASSETS,
      onRenderFailure: ({ url }) => failures.push(url),
    });
    const response = await render({ url: "/some-page" });
    expect(response.status).toBe(500);
    expect(response.body).toContain("<p>An error occurred while showing the error page</p>");
    expect(response.body).toContain('<a href="/">Go back to home</a>');
    expect(failures).toEqual(["/some-page"]);
  });
});
