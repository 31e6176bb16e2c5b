import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("turns markup an editor or a visitor typed into text that shows as typed", () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("cannot close a quoted attribute of either kind", () => {
    expect(escapeHtml(`" onload='x'`)).toBe("&quot; onload=&#39;x&#39;");
  });

  it("escapes the ampersand first, so entities in the text stay visible as written", () => {
    expect(escapeHtml("Fish &amp; chips & more")).toBe("Fish &amp;amp; chips &amp; more");
  });
});
