import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockListItem } from "./block-list-item.tsx";

describe("an entry of the editor's block list", () => {
  it("shows the block's thumbnail as decoration beside Puck's label", () => {
    const html = renderToStaticMarkup(
      <BlockListItem name="quote">
        <span>Quote</span>
      </BlockListItem>,
    );
    // quote.svg, as a URL or inlined (its <title> is "Quote").
    expect(html).toMatch(
      /<img class="fc-block-list-item__thumbnail" src="(data:image\/svg\+xml[^"]*Quote[^"]*|[^"]*\/quote\.svg)" alt=""/,
    );
    expect(html).toContain('draggable="false"');
    expect(html).toContain("<span>Quote</span>");
    expect(html).toContain('title="A quotation with attribution"');
  });

  it("shows a neutral tile with initials for a block it does not know a thumbnail for", () => {
    const html = renderToStaticMarkup(
      <BlockListItem name="not-a-block">
        <span>Something</span>
      </BlockListItem>,
    );
    expect(html).not.toContain("<img");
    expect(html).toMatch(/fc-block-list-item__initials" aria-hidden="true">NA<\/span>/);
  });
});
