import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { uiDictionary } from "../../model/i18n/ui-translator.ts";
import { BlockList, type ComponentRegistry } from "../page/block-tree.tsx";
import { MemoizedBlocksContext } from "../page/memoized-blocks.ts";
import { RenderEnvironmentContext, createRenderEnvironment, usePageUrl } from "../page/render-environment.ts";
import { useFormLinkRecord } from "../primitives/form-links.ts";
import { UiStringsContext, useUiText, type UiStrings } from "../primitives/ui-text.tsx";
import type { PageLanguage } from "./shell/page-language.ts";
import { StaticBlockMemo, type BlockRenderContext } from "./static-block-memo.server.tsx";

function Quote({ quote }: { quote: string }) {
  return <p>{quote}</p>;
}
function QueryReader() {
  return <p>{`query ${usePageUrl().search}`}</p>;
}
function SkipLinkText() {
  return <p>{useUiText()("shell.skip_link")}</p>;
}
function FormLink() {
  useFormLinkRecord(true);
  return <a href="#form">Enquire</a>;
}
function Exploding(): never {
  throw new Error("kaboom");
}
function OpenAll({ quote }: { quote: string }) {
  return <button type="button">{`Open all ${quote}`}</button>;
}
function ThisYear() {
  return <p>{new Date().getFullYear()}</p>;
}
function TheEpoch() {
  return <p>{new Date(0).toISOString()}</p>;
}
let loadPart: () => void = () => {};
const partReady = new Promise<void>((resolve) => (loadPart = resolve));
const LazyPart = lazy(async () => {
  await partReady;
  return { default: () => <form>The loaded form</form> };
});
function LoadingPart() {
  return (
    <Suspense fallback={<p>Loading</p>}>
      <LazyPart />
    </Suspense>
  );
}

const registry = {
  ...blockComponents,
  quote: Quote,
  "hero-title-banner": QueryReader,
  "image-element": SkipLinkText,
  parallax: FormLink,
  specification: Exploding,
  accordion: OpenAll,
  "content-blocks": ThisYear,
  "column-group": TheEpoch,
  "icons-timeline": LoadingPart,
} as unknown as ComponentRegistry;

const block = (type: string, id: string, extra: Record<string, unknown> = {}) => ({
  type,
  props: { id, quote: `Quote ${id}`, ...extra },
});

const pageLanguage: PageLanguage = { code: "en", isDefault: true, home: "/", switcher: [] };

function contextFor(locale: string, overrides: Record<string, Record<string, string>> = {}, revision = "1") {
  const uiStrings: UiStrings = {
    locale,
    dictionary: uiDictionary(locale, overrides),
    isDefaultLocale: locale === "en",
  };
  return {
    settingsRevision: revision,
    uiStrings,
    pageLanguage: { ...pageLanguage, code: locale },
    theme: "jdx",
    consentGate: null,
  } satisfies BlockRenderContext;
}

/** The page's top level as the site renders it, with the memo's blocks given. */
function renderPage(content: unknown[], memo: StaticBlockMemo | null, context: BlockRenderContext, url = "/") {
  const environment = createRenderEnvironment("server", url);
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <UiStringsContext.Provider value={context.uiStrings}>
        <MemoizedBlocksContext.Provider value={memo ? memo.blocksFor(content, context) : null}>
          <BlockList nodes={content} registry={registry} topIndex={null} />
        </MemoizedBlocksContext.Provider>
      </UiStringsContext.Provider>
    </RenderEnvironmentContext.Provider>,
  );
  return { html, environment };
}

describe("the memo of static top-level blocks", () => {
  it("keeps a static block's HTML for its props and context, and the page reads as without it", () => {
    const memo = new StaticBlockMemo(registry);
    const content = [block("quote", "a"), block("quote", "b")];
    const context = contextFor("en");
    const first = memo.blocksFor(content, context);
    expect(first.size).toBe(2);
    // The same objects again: nothing was rendered anew.
    const again = memo.blocksFor(content, context);
    expect(again.get(content[0]!.props)).toBe(first.get(content[0]!.props));
    expect(renderPage(content, memo, context).html).toBe(renderPage(content, null, context).html);
  });

  it("draws the memo's HTML in the block's frame", () => {
    const content = [block("quote", "a")];
    const context = contextFor("en");
    const memo = new StaticBlockMemo(registry);
    memo.blocksFor(content, context);
    const memoized = memo.blocksFor(content, context).get(content[0]!.props)!;
    expect(memoized.html).toContain("<p>Quote a</p>");
    // Mutating the document object is what a publish never does (a new version is a new object); here it proves the page reads the memo.
    content[0]!.props.quote = "Changed in place";
    expect(renderPage(content, memo, context).html).toContain("<p>Quote a</p>");
  });

  it("never keeps a block that reads the URL: two queries show their own", () => {
    const memo = new StaticBlockMemo(registry);
    const content = [block("hero-title-banner", "q")];
    const context = contextFor("en");
    expect(memo.blocksFor(content, context).size).toBe(0);
    expect(renderPage(content, memo, context, "/page?one=1").html).toContain("query ?one=1");
    expect(renderPage(content, memo, context, "/page?two=2").html).toContain("query ?two=2");
  });

  it("shows a publish: a new document's props are rendered anew", () => {
    const memo = new StaticBlockMemo(registry);
    const context = contextFor("en");
    expect(renderPage([block("quote", "a")], memo, context).html).toContain("Quote a");
    const published = [block("quote", "a", { quote: "Published text" })];
    const html = renderPage(published, memo, context).html;
    expect(html).toContain("Published text");
    expect(html).not.toContain("Quote a");
  });

  it("shows a UI string change and each language's own text for the same props", () => {
    const memo = new StaticBlockMemo(registry);
    const content = [block("image-element", "t")];
    const english = renderPage(content, memo, contextFor("en")).html;
    const changed = renderPage(content, memo, contextFor("en", { en: { "shell.skip_link": "Jump ahead" } }, "2")).html;
    const arabic = renderPage(content, memo, contextFor("ar", {}, "2")).html;
    expect(memo.blocksFor(content, contextFor("en")).size).toBe(1);
    expect(changed).toContain("Jump ahead");
    expect(changed).not.toBe(english);
    expect(arabic).toBe(renderPage(content, null, contextFor("ar", {}, "2")).html);
    expect(arabic).not.toBe(english);
  });

  it("replays what a kept block drew for the shell (a form link's dialog) and its stylesheets", () => {
    const memo = new StaticBlockMemo(registry);
    const content = [block("parallax", "f")];
    const context = contextFor("en");
    memo.blocksFor(content, context);
    const { environment } = renderPage(content, memo, context);
    const plain = renderPage(content, null, context).environment;
    expect([...environment.drawn]).toEqual(["form-link"]);
    expect([...environment.stylesheets]).toEqual([...plain.stylesheets]);
  });

  it("leaves failing and data blocks to the page's render", () => {
    const memo = new StaticBlockMemo(registry);
    const context = contextFor("en");
    const content = [block("specification", "x"), block("single-offer", "o")];
    expect(memo.blocksFor(content, context).size).toBe(0);
    const { environment } = renderPage(content.slice(0, 1), memo, context);
    expect(environment.failedBlocks).toEqual([{ id: "x", type: "specification" }]);
  });

  it("keeps interactive blocks with their islands, numbered on each page as its render would (decision 195)", () => {
    const memo = new StaticBlockMemo(registry);
    const context = contextFor("en");
    const content = [block("accordion", "a"), block("quote", "q"), block("accordion", "b")];
    memo.blocksFor(content, context);
    const kept = memo.blocksFor(content, context).get(content[0]!.props)!;
    expect(kept.islands).toEqual([{ type: "accordion", hydrate: "visible" }]);
    const memoized = renderPage(content, memo, context);
    const plain = renderPage(content, null, context);
    expect(memoized.html).toBe(plain.html);
    expect(memoized.html).toContain('data-island-id="i2"');
    expect(memoized.environment.islands).toEqual(plain.environment.islands);
    expect(memoized.environment.islands.map((island) => island.id)).toEqual(["i1", "i2"]);
  });

  it("does not keep a block that shows the time it was drawn, and leaves the clock as it was", () => {
    const SystemDate = Date;
    const memo = new StaticBlockMemo(registry);
    const context = contextFor("en");
    const content = [block("content-blocks", "now"), block("column-group", "epoch")];
    const kept = memo.blocksFor(content, context);
    expect(kept.has(content[0]!.props)).toBe(false);
    expect(kept.get(content[1]!.props)?.html).toContain("1970-01-01");
    expect(Date).toBe(SystemDate);
  });

  it("does not keep the fallback of a part still loading, and keeps the block once it has loaded", async () => {
    const memo = new StaticBlockMemo(registry);
    const context = contextFor("en");
    const content = [block("icons-timeline", "l")];
    expect(memo.blocksFor(content, context).size).toBe(0);
    loadPart();
    await partReady;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(memo.blocksFor(content, context).get(content[0]!.props)?.html).toContain("The loaded form");
    expect(renderPage(content, memo, context).html).toBe(renderPage(content, null, context).html);
  });
});
