import { describe, expect, it } from "vitest";
import { documentHtml } from "./document.ts";
import type { PageIsland, SiteAssets } from "./assets.ts";

const assets: SiteAssets = {
  styles: ["/assets/site.css"],
  islandsEntry: "/assets/islands-abc.js",
  consentEntry: "/assets/consent-client-def.js",
  islandChunks: { "image-tabs": ["/assets/image-tabs-1.js"] },
};
const page = (islands: PageIsland[], consentGated = false) =>
  documentHtml({
    head: { title: "Page", meta: [], canonical: null },
    body: "<main></main>",
    theme: "jdx",
    assets,
    islands,
    nonce: "n0nce",
    consentGated,
  });
const runtimeTag = '<script type="module" nonce="n0nce" src="/assets/islands-abc.js"></script>';

describe("the scripts a page links (decision 191)", () => {
  it("a page of static blocks with consent configured links the consent script, not the islands runtime", () => {
    const html = page([], true);
    expect(html).toContain('<script type="module" nonce="n0nce" src="/assets/consent-client-def.js"></script>');
    expect(html).not.toContain("islands-abc.js");
  });

  it("a page whose only islands wait for the visitor loads the runtime from an inline loader, not with the page", () => {
    const html = page([
      { type: "shell:exit-popup", hydrate: "interaction" },
      { type: "shell:popup-search", hydrate: "interaction" },
    ]);
    expect(html).not.toContain(runtimeTag);
    expect(html).not.toContain("modulepreload");
    expect(html).toMatch(/<script nonce="n0nce">\(function\(\)\{[^<]*"\/assets\/islands-abc\.js"/);
  });

  it("a page with an island due on load loads the runtime with the page, at the browser's priority", () => {
    const html = page([
      { type: "shell:exit-popup", hydrate: "interaction" },
      { type: "image-tabs", hydrate: "load" },
    ]);
    expect(html).toContain(runtimeTag);
    expect(html).not.toContain("(function(){");
  });

  it("a page whose islands wait to be seen or for idle time loads the runtime with the page at low priority (decision 192)", () => {
    const html = page([
      { type: "shell:exit-popup", hydrate: "interaction" },
      { type: "image-tabs", hydrate: "visible" },
      { type: "shell:form-link-dialog", hydrate: "idle" },
    ]);
    expect(html).toContain(
      '<script type="module" nonce="n0nce" fetchpriority="low" src="/assets/islands-abc.js"></script>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("(function(){");
  });

  it("a page without consent and without islands has no script at all", () => {
    expect(page([])).not.toContain("<script");
  });
});
